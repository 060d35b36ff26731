import Foundation
import SousCore
import Testing

/// The meal plan as an iCalendar file (RFC 5545): "Lines of text SHOULD NOT be longer than 75
/// octets ... a long line can be split ... by inserting a CRLF immediately followed by a single
/// linear white-space character"; in TEXT values "a COMMA character ... SEMICOLON ... BACKSLASH
/// ... MUST be escaped with a BACKSLASH".
struct PlanCalendarFeedTests {
    let monday = PlanDay(iso: "2026-11-23")!
    let stamp = Date(timeIntervalSince1970: 1_795_000_000)

    func meal(_ title: String = "Carrot Soup", day: PlanDay? = nil, begin: Date? = nil, note: String? = nil) -> PlanCalendarFeed.Meal {
        PlanCalendarFeed.Meal(day: day ?? monday, slot: "Dinner", position: 0, serveTime: ServeTime(hour: 19, minute: 30)!,
                              title: title, servings: 4, note: note, begin: begin)
    }

    @Test func eachMealIsAnEventAtItsServeTimeWithAStableUID() {
        let london = TimeZone(identifier: "Europe/London")!
        let text = PlanCalendarFeed.write([meal(), meal(day: PlanDay(iso: "2026-07-01")!)], timeZone: london, stamp: stamp)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(text.contains("\r\nUID:2026-11-23-dinner-0@sous\r\n"))
        // 19:30 in London is 19:30 UTC in November and 18:30 UTC in July (summer time).
        #expect(text.contains("\r\nDTSTART:20261123T193000Z\r\n"))
        #expect(text.contains("\r\nDTSTART:20260701T183000Z\r\n"))
        #expect(text.contains("\r\nSUMMARY:Dinner: Carrot Soup (4 servings)\r\n"))
        #expect(!text.contains("VALARM"))
        // The same plan exported again later: the same events, only their stamps move on.
        let uids = { (text: String) in text.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") } }
        let again = PlanCalendarFeed.write([meal(), meal(day: PlanDay(iso: "2026-07-01")!)], timeZone: london, stamp: stamp.addingTimeInterval(60))
        #expect(uids(again) == uids(text) && uids(text).count == 2)
    }

    @Test func aTimelineBeginsWithAnAlarm() {
        let utc = TimeZone(identifier: "UTC")!
        let begin = PlanCalendarFeed.date(of: meal(), in: utc).addingTimeInterval(-90 * 60)
        let text = PlanCalendarFeed.write([meal(begin: begin)], timeZone: utc, stamp: stamp)
        #expect(text.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Start cooking: Carrot Soup\r\nTRIGGER;VALUE=DATE-TIME:20261123T180000Z\r\nEND:VALARM"))
    }

    @Test func textIsEscapedFoldedAndFreeOfControlCharacters() {
        let title = "Soup; with, a \\ backslash \u{1B}[2J and a long tail of words that goes on past seventy-five bytes: crème brûlée"
        let text = PlanCalendarFeed.write([meal(title, note: "line one\nline two")], timeZone: TimeZone(identifier: "UTC")!, stamp: stamp)
        #expect(!text.contains("\u{1B}"))
        for line in text.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75, "\(line)") }
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("SUMMARY:Dinner: Soup\\; with\\, a \\\\ backslash"))
        #expect(unfolded.contains("crème brûlée (4 servings)"))
        #expect(unfolded.contains("DESCRIPTION:line one\\nline two"))
    }
}
