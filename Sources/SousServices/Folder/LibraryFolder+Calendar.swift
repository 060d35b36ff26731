import Foundation
import SousCore
import SousStore

/// The meal plan as a calendar in the library's folder (`plan.ics`), so a phone's calendar can
/// subscribe to the file the sync engine brings it: the four weeks before this one and the
/// eight after, written whenever sous reads the folder (at open, and within a second of a change
/// while the app is open), and only when a meal changed (the stamp every event carries aside).
extension LibraryFolder {
    public static let calendarPath = "plan.ics"
    static let calendarWeeksBefore = 4
    static let calendarWeeks = 13

    /// Writes `plan.ics` when its meals differ from the file's (a command that changed the plan
    /// calls it, so the calendar follows at once); whether it was written.
    @discardableResult
    public func writeCalendar() throws -> Bool {
        let calendar = try database.planCalendar(timeZone: .current)
        let start = calendar.weekStart(containing: calendar.today(now())).adding(days: -7 * Self.calendarWeeksBefore)
        let text = try PlanCalendarExport.ics(from: start, weeks: Self.calendarWeeks, in: database, timeZone: .current, now: now())
        let url = root.appendingPathComponent(Self.calendarPath)
        let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard Self.withoutStamps(old) != Self.withoutStamps(text) else { return false }
        try ServiceFailure.writeWhole(Data(text.utf8), to: url)
        return true
    }

    /// The calendar's lines without the time each was written. The lines end in CRLF, which
    /// Swift reads as one character: split on "\n" alone, the whole file was one line, stamps
    /// and all, so it was written again whenever a second had passed.
    static func withoutStamps(_ text: String) -> [Substring] {
        text.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("DTSTAMP:") }
    }
}
