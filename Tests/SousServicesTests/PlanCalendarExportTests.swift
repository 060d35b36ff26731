import Foundation
import SousCore
import SousServices
import SousStore
import Testing

/// `sous plan export --ics`, read back by a real iCalendar parser: Debian's python3-icalendar
/// (`make deps` installs it; the test says why it skips without it).
/// Runs a program and gives its status and output.
enum ICalendarParser {
    static let python = "/usr/bin/python3"
    static let available: Bool = (try? run([python, "-c", "import icalendar"]))?.status == 0

    static func run(_ arguments: [String]) throws -> (status: Int32, out: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

@Suite(.enabled(if: ICalendarParser.available, "python3-icalendar is not installed (make deps installs it)"))
struct PlanCalendarExportTests {

    @Test func thePlanIsACalendarARealParserReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-ics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = try AppDatabase(path: folder.appendingPathComponent("sous.db").path)
        let soup = try database.saveRecipe(Recipe(title: "Soup; Carrot, Ginger", servings: 2, steps: [Step(text: "Simmer.")]))
        let monday = PlanDay(iso: "2026-11-23")!
        let dinner = try #require(try database.mealSlots().first { $0.name == "Dinner" }).id
        _ = try database.addPlanEntry(PlanEntry(day: monday, slotID: dinner, recipeID: soup, title: "Soup; Carrot, Ginger", servings: 4))
        _ = try database.addPlanEntry(PlanEntry(day: monday.adding(days: 1), slotID: dinner, note: "Eat out"))
        let file = folder.appendingPathComponent("plan.ics").path
        let said = try PlanCalendarExport.export(to: file, from: monday, weeks: 1, in: database,
                                                 timeZone: TimeZone(identifier: "Europe/Paris")!, now: Date())
        #expect(said?.hasPrefix("2 meals from 2026-11-23 (1 week) written to") == true)

        let script = """
            import icalendar, sys
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            for e in cal.walk('VEVENT'):
                print(str(e['UID']) + '|' + str(e['SUMMARY']) + '|' + e['DTSTART'].dt.isoformat())
            """
        let parsed = try ICalendarParser.run([ICalendarParser.python, "-c", script, file])
        #expect(parsed.status == 0)
        #expect(parsed.out.split(separator: "\n").map(String.init) == [
            "2026-11-23-dinner-0@sous|Dinner: Soup; Carrot, Ginger (4 servings)|2026-11-23T18:00:00+00:00",
            "2026-11-24-dinner-0@sous|Dinner: Eat out|2026-11-24T18:00:00+00:00",
        ])
    }
}
