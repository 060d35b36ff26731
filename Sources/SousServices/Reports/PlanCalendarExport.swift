import Foundation
import SousCore
import SousStore

/// `sous plan export --ics FILE`: weeks of the meal plan as an iCalendar file (see
/// `PlanCalendarFeed`), each meal at its row's serve time (`sous plan serve-time`), with an alarm
/// at the start of its timeline when one is set for that recipe before the meal.
public enum PlanCalendarExport {
    /// The calendar for `weeks` weeks from `start`.
    public static func ics(from start: PlanDay, weeks: Int, in database: AppDatabase, timeZone: TimeZone, now: Date) throws -> String {
        let slots = Dictionary(try database.mealSlots().map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var serveTimes: [String: ServeTime] = [:]
        for name in slots.values { serveTimes[name] = try SlotServeTime.time(forSlot: name, in: database) }
        let starts = try database.timelineStarts()
        let entries = try database.planEntries(from: start, through: start.adding(days: 7 * max(1, weeks) - 1))
        var positions: [String: Int] = [:]
        let meals = entries.compactMap { entry -> PlanCalendarFeed.Meal? in
            guard let slot = slots[entry.slotID], let serveTime = serveTimes[slot] else { return nil }
            let cell = "\(entry.day.iso)\u{1}\(entry.slotID)"
            let position = positions[cell, default: 0]
            positions[cell] = position + 1
            var meal = PlanCalendarFeed.Meal(day: entry.day, slot: slot, position: position, serveTime: serveTime,
                                             title: entry.isNote ? (entry.note ?? "") : entry.title, servings: entry.servings,
                                             note: entry.isNote ? nil : entry.note)
            // The timeline's first step for this recipe in the day and a half before the meal.
            let serve = PlanCalendarFeed.date(of: meal, in: timeZone)
            meal.begin = starts.filter { $0.recipeID != nil && $0.recipeID == entry.recipeID && $0.startAt < serve
                && serve.timeIntervalSince($0.startAt) < 36 * 3600 }.map(\.startAt).min()
            return meal
        }
        return PlanCalendarFeed.write(meals, timeZone: timeZone, stamp: now)
    }

    /// Writes the calendar to `path` whole ("-" prints it) and says what was written.
    public static func export(to path: String, from start: PlanDay, weeks: Int, in database: AppDatabase,
                              timeZone: TimeZone = .current, now: Date = Date()) throws -> String? {
        let text = try ics(from: start, weeks: weeks, in: database, timeZone: timeZone, now: now)
        if path == "-" {
            FileHandle.standardOutput.write(Data(text.utf8))
            return nil
        }
        try ServiceFailure.writeWhole(Data(text.utf8), to: URL(fileURLWithPath: path))
        let count = text.components(separatedBy: "BEGIN:VEVENT").count - 1
        return "\(count) meal\(count == 1 ? "" : "s") from \(start.iso) (\(weeks) week\(weeks == 1 ? "" : "s")) written to \(TerminalText.visibleName(path))"
    }
}
