import Foundation

/// The meal plan as an iCalendar file (RFC 5545) for the calendars people already use: one
/// event a planned meal at its meal's serve time, an alarm when its timeline says to start.
/// An event's UID is its day, meal and place in the cell, so a new export of the same plan
/// updates a calendar's events rather than adding them again.
public enum PlanCalendarFeed {
    public struct Meal: Hashable, Sendable {
        public var day: PlanDay
        public var slot: String
        /// Its place among the meals of that day and slot (0 first).
        public var position: Int
        public var serveTime: ServeTime
        /// The recipe's title, or the note's text.
        public var title: String
        public var servings: Int?
        public var note: String?
        /// When its timeline says to begin cooking, if one is set.
        public var begin: Date?

        public init(day: PlanDay, slot: String, position: Int, serveTime: ServeTime, title: String, servings: Int? = nil,
                    note: String? = nil, begin: Date? = nil) {
            self.day = day
            self.slot = slot
            self.position = position
            self.serveTime = serveTime
            self.title = title
            self.servings = servings
            self.note = note
            self.begin = begin
        }
    }

    /// The calendar, its lines ended by CRLF and folded at 75 bytes as RFC 5545 asks; times in
    /// UTC, worked out from the plan's days and serve times in `timeZone`.
    public static func write(_ meals: [Meal], timeZone: TimeZone, stamp: Date) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//sous//meal plan//EN", "CALSCALE:GREGORIAN",
                     "X-WR-CALNAME:Meal plan"]
        for meal in meals {
            let serve = date(of: meal, in: timeZone)
            var summary = "\(meal.slot): \(meal.title)"
            if let servings = meal.servings { summary += " (\(servings) servings)" }
            lines += ["BEGIN:VEVENT", "UID:\(uid(of: meal))", "DTSTAMP:\(utc(stamp))", "DTSTART:\(utc(serve))", "DURATION:PT1H",
                      "SUMMARY:\(text(summary))"]
            if let note = meal.note, !note.isEmpty { lines.append("DESCRIPTION:\(text(note))") }
            if let begin = meal.begin, begin < serve {
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(text("Start cooking: " + meal.title))",
                          "TRIGGER;VALUE=DATE-TIME:\(utc(begin))", "END:VALARM"]
            }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// "2026-11-23-dinner-0@sous": the same meal of the same plan has the same UID in every export.
    static func uid(of meal: Meal) -> String {
        let slot = meal.slot.lowercased().unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "-" }.joined()
        return "\(meal.day.iso)-\(slot)-\(meal.position)@sous"
    }

    /// The serve time on the meal's day in `timeZone` (a time a daylight-saving change skips
    /// moves on, as a clock does).
    public static func date(of meal: Meal, in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = DateComponents(year: meal.day.year, month: meal.day.month, day: meal.day.day,
                                   hour: meal.serveTime.hour, minute: meal.serveTime.minute)
        return calendar.date(from: parts) ?? Date(timeIntervalSince1970: Double(meal.day.dayNumber) * 86_400)
    }

    static func utc(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", p.year ?? 1970, p.month ?? 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0)
    }

    /// A TEXT value: the characters RFC 5545 reserves escaped, a line break as "\\n", no
    /// control characters.
    static func text(_ value: String) -> String {
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n")
        return TerminalText.visibleLine(escaped)
    }

    /// A line longer than 75 bytes continues on lines that start with a space, never inside a
    /// character.
    static func fold(_ line: String) -> String {
        var result = ""
        var length = 0
        for character in line {
            let size = String(character).utf8.count
            if length + size > 75 {
                result += "\r\n "
                length = 1
            }
            result.append(character)
            length += size
        }
        return result
    }
}
