import Foundation
import Testing
@testable import SousCore

@Suite struct PlanCalendarTests {
    @Test(arguments: [
        ("2026-11-23", "2026-W48", 1),
        ("2026-01-01", "2026-W01", 4),
        ("2026-12-31", "2026-W53", 4),
        ("2027-01-03", "2026-W53", 7),
        ("2027-01-04", "2027-W01", 1),
        ("2024-12-30", "2025-W01", 1),
        ("2021-01-03", "2020-W53", 7),
        ("2024-02-29", "2024-W09", 4),
    ])
    func isoWeekOfADay(_ date: String, _ week: String, _ weekday: Int) {
        let day = PlanDay(iso: date)!
        #expect(ISOWeek(containing: day).description == week)
        #expect(day.weekday == weekday)
    }

    @Test(arguments: [(2026, 53), (2025, 52), (2020, 53), (2027, 52), (2015, 53)])
    func weeksInAYear(_ year: Int, _ weeks: Int) {
        #expect(ISOWeek.weeks(in: year) == weeks)
    }

    @Test(arguments: [("2026-W48", "2026-11-23"), ("2026-W53", "2026-12-28"), ("2026-W01", "2025-12-29"), ("2020w53", "2020-12-28")])
    func mondayOfAWeek(_ text: String, _ monday: String) {
        #expect(ISOWeek(text)?.monday.iso == monday)
    }

    @Test(arguments: ["2025-W53", "2026-W00", "2026-W54", "2026-48", "W48", "", "2026-Wxx", "１２３４-W01"])
    func invalidWeeks(_ text: String) {
        #expect(ISOWeek(text) == nil)
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-00-10", "2026-11-31", "26-11-23", "2026/11/23", "", "2026-1-5"])
    func invalidDates(_ text: String) {
        #expect(PlanDay(iso: text) == nil)
    }

    @Test func weekArithmeticCrossesYearEnds() {
        let w53 = ISOWeek("2026-W53")!
        #expect(w53.adding(weeks: 1).description == "2027-W01")
        #expect(ISOWeek("2027-W01")!.adding(weeks: -1).description == "2026-W53")
        #expect(w53.days.map(\.iso) == ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03"])
    }

    @Test func dayNumbersRoundTrip() {
        for n in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(PlanDay(dayNumber: n).dayNumber == n)
        }
        #expect(PlanDay(iso: "1970-01-01")!.dayNumber == 0)
    }

    @Test func weekStartIsConfigurable() {
        let wednesday = PlanDay(iso: "2026-11-25")!
        #expect(PlanCalendar().weekStart(containing: wednesday).iso == "2026-11-23")
        #expect(PlanCalendar(firstWeekday: 7).weekStart(containing: wednesday).iso == "2026-11-22")
        #expect(PlanCalendar(firstWeekday: 7).weekStart(containing: PlanDay(iso: "2026-11-22")!).iso == "2026-11-22")
        #expect(PlanCalendar.weekday(named: "Sunday") == 7)
    }

    @Test func daylightSavingWeeksHaveSevenDays() {
        // Europe/London leaves summer time on 2026-10-25: that week is 169 hours long, still 7 days.
        let london = PlanCalendar(timeZone: TimeZone(identifier: "Europe/London")!)
        let start = london.weekStart(containing: PlanDay(iso: "2026-10-25")!)
        #expect(start.iso == "2026-10-19")
        #expect(london.week(from: start).last?.iso == "2026-10-25")
        // 23:30 local on the Sunday is still Sunday, although it is Monday in UTC... no: London is UTC+0 then.
        let lateSunday = Date(timeIntervalSince1970: 1_774_827_000) // 2026-03-29 23:30 UTC = 2026-03-30 00:30 BST
        #expect(london.today(lateSunday).iso == "2026-03-30")
        #expect(PlanCalendar().today(lateSunday).iso == "2026-03-29")
    }
}
