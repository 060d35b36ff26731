import Foundation
import Testing
@testable import SousCore

@Suite struct ServeTimeTests {
    @Test(arguments: [
        ("13:00", "13:00"), ("1pm", "13:00"), ("1:30 pm", "13:30"), ("7.30pm", "19:30"), ("19", "19:00"),
        ("12am", "00:00"), ("12pm", "12:00"), ("noon", "12:00"), ("midnight", "00:00"), ("8h15", "08:15"),
        (" 09:05 ", "09:05"), ("23:59", "23:59"), ("12:", "12:00"),
    ])
    func parses(_ text: String, _ expected: String) {
        #expect(ServeTime(parsing: text)?.description == expected)
    }

    @Test(arguments: ["", "24:00", "13pm", "0am", "12:60", "1:5", "abc", ":30", "1:30:00", "١٢:٠٠", "123"])
    func refuses(_ text: String) {
        #expect(ServeTime(parsing: text) == nil)
    }

    @Test func slotDefaults() {
        #expect(ServeTime.defaultTime(forSlot: "Breakfast").description == "08:00")
        #expect(ServeTime.defaultTime(forSlot: "lunch").description == "12:30")
        #expect(ServeTime.defaultTime(forSlot: "Dinner").description == "19:00")
        #expect(ServeTime.defaultTime(forSlot: "Snack").description == "19:00")
    }

    @Test func aTimeThatDoesNotExistBecomesTheNextThatDoes() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/London"))
        // 29 March 2026: clocks go from 01:00 to 02:00.
        let day = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 29, hour: 12)))
        let date = try #require(ServeTime(parsing: "01:30")?.date(on: day, calendar: calendar))
        #expect(calendar.component(.hour, from: date) == 2)
    }
}
