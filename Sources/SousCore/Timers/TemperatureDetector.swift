import Foundation

/// Finds the oven and oil temperatures in a step's text ("200C", "200 °C / 400 °F", "180 degrees",
/// "gas mark 6", "180C fan") so that cook mode can set them apart the way it does times. It lives
/// beside `TimerDetector` because both read the numbers a cook must not miss. A bare letter after a
/// space counts only in capitals and from 50 up: "2 C flour" is two cups, "200 C" is hot.
public enum TemperatureDetector {
    public static func temperatures(in text: String) -> [DetectedTemperature] {
        // Every form has a digit; most steps have none worth a regular expression.
        guard text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) || text.range(of: "gas", options: .caseInsensitive) != nil,
              let regex = pattern else { return [] }
        let ns = text as NSString
        var found: [DetectedTemperature] = []
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            func group(_ name: String) -> String? {
                let r = match.range(withName: name)
                return r.location == NSNotFound ? nil : ns.substring(with: r)
            }
            let scale: DetectedTemperature.Scale
            let valueText: String
            if let mark = group("mark") {
                scale = .gasMark
                valueText = mark
            } else if let number = group("number") {
                valueText = number
                if let letter = group("spaced"), letter.count == 1 {
                    // "200 C": capitals only, and hot enough not to be cups ("2 C flour").
                    guard letter == letter.uppercased(), let value = TimerDetector.number(number), value >= 50 else { continue }
                }
                let unit = (group("unit") ?? group("unit2") ?? group("attached") ?? group("spaced") ?? "").lowercased()
                scale = unit.hasPrefix("c") ? .celsius : unit.hasPrefix("f") ? .fahrenheit : .unstated
            } else {
                continue
            }
            guard let value = TimerDetector.number(valueText.replacingOccurrences(of: ",", with: ".")) else { continue }
            let whole = ns.substring(with: match.range)
            let start = ns.substring(to: match.range.location).count
            found.append(DetectedTemperature(range: start..<(start + whole.count), text: whole, value: value, scale: scale))
        }
        return found
    }

    // MARK: - Pattern

    private static let pattern: NSRegularExpression? = {
        let number = #"\d+(?:[.,]\d+)?"#
        let range = "(?<number>" + number + #")(?:\s*(?:-|–|to)\s*"# + number + ")?"
        let scaleWord = #"(?:celsius|centigrade|fahrenheit|c|f)"#
        let fan = #"(?:\s+fan(?:[- ](?:forced|assisted|oven))?(?![\w]))?"#
        let forms = [
            // 200°C, 200 °C, 400°F, 180º, 200˚ C
            #"\s*[°º˚]\s*(?:(?<unit>"# + scaleWord + #")(?![\w]))?"#,
            // 180 degrees, 350 degrees F, 180 deg C
            #"\s*(?:degrees?|deg\.?)(?:\s*(?<unit2>"# + scaleWord + #")(?![\w]))?"#,
            // 200C, 400F, 180-190c
            #"(?<attached>[cf])(?![\w])"#,
            // 200 C, 400 F, 160 Celsius
            #"\s+(?<spaced>c|f|celsius|centigrade|fahrenheit)(?![\w])"#,
        ]
        let temperature = range + "(?:" + forms.joined(separator: "|") + ")" + fan
        let gas = #"gas(?:\s+mark)?\s*(?<mark>\d+|[½¼¾]|1/2|1/4|3/4)(?![\w])"#
        let source = #"(?<![\w.,])(?:"# + temperature + "|" + gas + ")"
        return try? NSRegularExpression(pattern: source, options: [.caseInsensitive])
    }()
}
