/// Reads what the cook types for an ad-hoc timer: `10m pasta`, `1h15 roast`, `90s`, `1h 30m bread`.
/// A bare number means minutes. Anything else gets a sentence saying what was wrong.
public enum TimerPrompt {
    /// The longest timer sous starts: beyond two days it is a plan, not a timer.
    public static let maximumSeconds = 48 * 3600

    public struct Parsed: Hashable, Sendable {
        public var seconds: Int
        public var label: String
        public init(seconds: Int, label: String) { self.seconds = seconds; self.label = label }
    }

    public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        case empty
        case negative
        case unknownUnit(String)
        case zero
        case tooLong
        public var description: String {
            switch self {
            case .empty: "Type a duration first, for example 10m pasta, 1h15 roast or 90s."
            case .negative: "A timer cannot run backwards: use a positive duration such as 5m."
            case .unknownUnit(let token): "“\(token)” is not a duration: use h, m or s, for example 10m pasta."
            case .zero: "A timer needs at least one second."
            case .tooLong: "Timers run for at most 48 hours."
            }
        }
    }

    public static func parse(_ input: String) -> Result<Parsed, ParseError> {
        var tokens = input.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = tokens.first else { return .failure(.empty) }
        if first.hasPrefix("-") { return .failure(.negative) }
        var total = 0
        var consumed = 0
        reading: for token in tokens {
            if token.count > 1, token.hasPrefix("-"), token.dropFirst().first?.isNumber == true { return .failure(.negative) }
            guard let value = seconds(of: token) else { break }
            switch value {
            case .success(let seconds): total += seconds
            case .failure(.unknownUnit) where consumed > 0 && startsLabel(token):
                // "10m 2nd batch": words that begin with a digit name the timer.
                break reading
            case .failure(let error):
                // Never dropped: "10m 99999999999999999999m" is not a ten-minute timer.
                return .failure(error)
            }
            if total > maximumSeconds { return .failure(.tooLong) }
            consumed += 1
        }
        if consumed == 0 { return .failure(.unknownUnit(first)) }
        if total <= 0 { return .failure(.zero) }
        tokens.removeFirst(consumed)
        let label = tokens.joined(separator: " ")
        return .success(Parsed(seconds: total, label: label.isEmpty ? "Timer" : label))
    }

    /// Whether a token after the duration that is no duration begins the label: one ending in a
    /// letter other than a unit ("2nd", "5x"). One ending in a unit or a digit ("1e3m", "1e3")
    /// was meant as a duration and is refused rather than read as a name.
    private static func startsLabel(_ token: String) -> Bool {
        guard let last = token.lowercased().last, last.isLetter else { return false }
        return !"hms".contains(last)
    }

    /// nil when the token does not start with a digit (it is part of the label).
    private static func seconds(of token: String) -> Result<Int, ParseError>? {
        guard let first = token.first, first.isASCII, first.isNumber else { return nil }
        var total = 0
        var number = ""
        var lastUnit: Character? = nil
        for character in token.lowercased() {
            if character.isASCII && character.isNumber {
                number.append(character)
                if number.count > 7 { return .failure(.tooLong) }
                continue
            }
            guard let value = Int(number) else { return .failure(.unknownUnit(token)) }
            let unit: Int
            switch character {
            case "h": unit = 3600
            case "m": unit = 60
            case "s": unit = 1
            case ":": unit = lastUnit == nil ? 60 : 1
            default: return .failure(.unknownUnit(token))
            }
            total += value * unit
            lastUnit = character
            number = ""
        }
        if let value = Int(number) {
            // "1h15" means 15 minutes after the hour, "2m30" 30 seconds after the minute.
            switch lastUnit {
            case nil: total += value * 60
            case "h": total += value * 60
            default: total += value
            }
        }
        return .success(total)
    }
}
