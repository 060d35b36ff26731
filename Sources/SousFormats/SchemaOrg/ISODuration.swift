/// ISO-8601 durations as schema.org uses them ("PT1H30M", "P0DT0H20M", "PT90M", "PT0.5H"),
/// read as whole minutes rounded up. Sites also write "30 minutes" or "1 hr 10 mins"; those are read too.
public enum ISODuration {
    public static func minutes(_ text: String) -> Int? {
        let trimmed = text.trimmed(" \n\t")
        guard !trimmed.isEmpty else { return nil }
        let upper = trimmed.uppercased()
        if upper.hasPrefix("P") { return iso(upper) }
        return loose(trimmed.lowercased())
    }

    static func iso(_ text: String) -> Int? {
        var seconds = 0.0
        var number = ""
        var inTime = false
        var sawField = false
        for c in text.dropFirst() {
            if c.isNumber || c == "." || c == "," {
                number.append(c == "," ? "." : c)
                continue
            }
            if c == "T" { inTime = true; continue }
            guard let value = Double(number) else {
                if c == " " { continue }
                return nil
            }
            number = ""
            sawField = true
            switch (c, inTime) {
            case ("Y", false): seconds += value * 365 * 86_400
            case ("M", false): seconds += value * 30 * 86_400
            case ("W", false): seconds += value * 7 * 86_400
            case ("D", false): seconds += value * 86_400
            case ("H", true): seconds += value * 3_600
            case ("M", true): seconds += value * 60
            case ("S", true): seconds += value
            default: return nil
            }
        }
        guard sawField, number.isEmpty, seconds.isFinite, seconds < 1e9 else { return nil }
        return Int((seconds / 60).rounded(.up))
    }

    /// "1 hour 30 minutes", "45 mins", "1h 10m", "90".
    static func loose(_ text: String) -> Int? {
        if let plain = Double(text), plain.isFinite, plain >= 0, plain < 1e7 { return Int(plain.rounded(.up)) }
        var total = 0.0
        var number: Double?
        var found = false
        var scanner = Substring(text)
        while !scanner.isEmpty {
            if let c = scanner.first, c.isNumber {
                let digits = scanner.prefix(while: { $0.isNumber || $0 == "." })
                number = Double(digits)
                scanner = scanner[digits.endIndex...]
            } else if let c = scanner.first, c.isLetter {
                let word = scanner.prefix(while: { $0.isLetter })
                scanner = scanner[word.endIndex...]
                if let n = number {
                    if word.hasPrefix("h") { total += n * 60; found = true }
                    else if word.hasPrefix("m") { total += n; found = true }
                    else if word.hasPrefix("d") { total += n * 1440; found = true }
                    else if word.hasPrefix("s") { total += n / 60; found = true }
                    number = nil
                }
            } else {
                scanner = scanner.dropFirst()
            }
        }
        guard found, total < 1e7 else { return nil }
        return Int(total.rounded(.up))
    }
}
