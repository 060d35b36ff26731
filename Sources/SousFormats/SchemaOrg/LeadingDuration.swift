/// The amount of time a short text starts with, as pages write it beside a label: "50min",
/// "1 hour 30 minutes + marinating", "3 hrs on High", "1h30", "2 timmar". Stricter than
/// `ISODuration`'s loose reading: every number needs a known unit ("5 mg" is no time).
enum LeadingDuration {
    static let hourWords: Set<String> = ["h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "tim", "timme", "timmar", "heure", "heures", "hora", "horas", "uur", "ora", "ore"]
    static let minuteWords: Set<String> = ["m", "min", "mins", "minute", "minutes", "minut", "minuter", "minuten", "minuto", "minutos", "minuti", "mn"]
    static let dayWords: Set<String> = ["d", "day", "days", "dag", "dagar", "tag", "tage", "jour", "jours", "día", "días"]

    /// Nil when the text does not start with an amount of time.
    static func minutes(_ text: String) -> Int? {
        var scanner = Substring(text.lowercased())
        var total = 0.0
        var found = false
        var pendingHours = false
        while true {
            scanner = scanner.drop(while: { $0 == " " })
            let digits = scanner.prefix(while: { $0.isNumber || $0 == "." || $0 == "," })
            guard let value = Double(digits.replacingOccurrences(of: ",", with: ".")), value.isFinite, value < 100_000 else { break }
            scanner = scanner[digits.endIndex...].drop(while: { $0 == " " })
            let word = String(scanner.prefix(while: { $0.isLetter }))
            if hourWords.contains(word) { total += value * 60; pendingHours = true }
            else if minuteWords.contains(word) { total += value; pendingHours = false }
            else if dayWords.contains(word) { total += value * 1440; pendingHours = false }
            else {
                // "1h30": minutes written without their unit after the hours.
                if pendingHours, word.isEmpty { total += value }
                break
            }
            found = true
            scanner = scanner[scanner.index(scanner.startIndex, offsetBy: word.count)...]
            // "1 hour and 30 minutes", "1 hr, 15 mins"
            scanner = scanner.drop(while: { $0 == " " || $0 == "," })
            if scanner.hasPrefix("and ") { scanner = scanner.dropFirst(4) }
        }
        guard found, total > 0, total < 1e6 else { return nil }
        return Int(total.rounded(.up))
    }
}
