import Foundation

/// A time of day typed by a cook: "13:00", "1pm", "1:30 pm", "7.30pm", "19", "noon", "midnight".
public struct ServeTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Nil for anything that is not a time of day.
    public init?(parsing text: String) {
        var lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
        if lowered == "noon" || lowered == "midday" { self.init(hour: 12, minute: 0); return }
        if lowered == "midnight" { self.init(hour: 0, minute: 0); return }
        var meridiem: String?
        for suffix in ["am", "pm", "a.m.", "p.m."] where lowered.hasSuffix(suffix) {
            meridiem = String(suffix.prefix(1))
            lowered = String(lowered.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            break
        }
        let parts = lowered.split(omittingEmptySubsequences: false, whereSeparator: { ":.h".contains($0) })
        func digits(_ part: Substring) -> Int? {
            part.allSatisfy({ $0.isASCII && $0.isNumber }) ? Int(part) : nil
        }
        guard (1...2).contains(parts.count), (1...2).contains(parts[0].count), var hour = digits(parts[0]) else { return nil }
        var minute = 0
        if parts.count == 2 && !parts[1].isEmpty {
            guard parts[1].count == 2, let value = digits(parts[1]) else { return nil }
            minute = value
        }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            if meridiem == "a" && hour == 12 { hour = 0 }
            if meridiem == "p" && hour != 12 { hour += 12 }
        }
        self.init(hour: hour, minute: minute)
    }

    /// "13:00".
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func < (lhs: ServeTime, rhs: ServeTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }

    /// This time on the day holding `day`, in `calendar`'s time zone. On the morning clocks go
    /// forward, a time that does not exist (02:30) becomes the first one that does (03:00).
    public func date(on day: Date, calendar: Calendar) -> Date? {
        calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day, matchingPolicy: .nextTime,
                      repeatedTimePolicy: .first, direction: .forward)
    }

    /// The slot's usual time: breakfast 08:00, lunch 12:30, dinner 19:00, anything else 19:00.
    public static func defaultTime(forSlot name: String) -> ServeTime {
        switch name.lowercased() {
        case "breakfast": return ServeTime(hour: 8, minute: 0)!
        case "brunch": return ServeTime(hour: 10, minute: 30)!
        case "lunch": return ServeTime(hour: 12, minute: 30)!
        default: return ServeTime(hour: 19, minute: 0)!
        }
    }
}
