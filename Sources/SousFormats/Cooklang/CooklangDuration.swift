import Foundation

/// Turns time metadata ("20 minutes", "1 hour 10 minutes", "1h10m", "90 min", "45",
/// "PT1H30M") into whole minutes, and minutes back into words.
enum CooklangDuration {
    static func minutes(_ raw: String) -> Int? {
        let text = raw.lowercased().cooklangTrimmed()
        if text.isEmpty { return nil }
        // Int(exactly:) rather than Int(_:): "nan", "inf" or a 400-digit number would trap.
        if let plain = Double(text) { return Int(exactly: plain.rounded()) }
        var body = text
        if body.hasPrefix("pt") || body.hasPrefix("p") {
            body = String(body.drop(while: { $0 == "p" || $0 == "t" }))
        }
        let scanner = Array(body)
        var index = 0
        var total = 0.0
        var found = false
        while index < scanner.count {
            guard scanner[index].isCooklangDigit else { index += 1; continue }
            var number = ""
            while index < scanner.count, scanner[index].isCooklangDigit || scanner[index] == "." || scanner[index] == "," {
                number.append(scanner[index] == "," ? "." : scanner[index])
                index += 1
            }
            // A range ("20-30 minutes") counts its lower end.
            var look = index
            while look < scanner.count, scanner[look] == " " { look += 1 }
            if look < scanner.count, scanner[look] == "-" || scanner[look] == "–" {
                look += 1
                while look < scanner.count, scanner[look] == " " { look += 1 }
                if look < scanner.count, scanner[look].isCooklangDigit {
                    while look < scanner.count, scanner[look].isCooklangDigit || scanner[look] == "." { look += 1 }
                    index = look
                }
            }
            while index < scanner.count, scanner[index] == " " { index += 1 }
            var unit = ""
            while index < scanner.count, scanner[index].isLetter { unit.append(scanner[index]); index += 1 }
            guard let value = Double(number) else { continue }
            found = true
            switch unit {
            case "h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden":
                total += value * 60
            case "d", "day", "days":
                total += value * 24 * 60
            case "s", "sec", "secs", "second", "seconds":
                total += value / 60
            default:
                total += value
            }
        }
        return found ? Int(exactly: total.rounded()) : nil
    }

    static func words(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return rest == 1 ? "1 minute" : "\(rest) minutes" }
        let hourText = hours == 1 ? "1 hour" : "\(hours) hours"
        if rest == 0 { return hourText }
        return "\(hourText) \(rest == 1 ? "1 minute" : "\(rest) minutes")"
    }
}
