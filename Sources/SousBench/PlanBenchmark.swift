import Foundation
import SousApp
import SousCore
import SousStore
import SousTUI

/// The meal plan's costs: building a four-week shopping list (84 entries) over a large library,
/// and rendering the grid screen.
enum PlanBenchmark {
    struct Outcome {
        var shoppingMilliseconds: Double
        var lines: Int
        var frameMilliseconds: Double
    }

    /// Plans 84 entries (3 meals x 28 days) of recipes spread over the library, then times
    /// `shoppingList` for the four weeks (median of `passes`) and 1,000 grid frames at 160x50.
    static func run(_ database: AppDatabase, passes: Int = 21) throws -> Outcome {
        let start = PlanDay(iso: "2030-01-07")!
        let slots = try database.mealSlots()
        let total = try database.recipeCount()
        guard total > 0 else { return Outcome(shoppingMilliseconds: 0, lines: 0, frameMilliseconds: 0) }
        var entries: [PlanEntry] = []
        for dayOffset in 0..<28 {
            for slot in slots.prefix(3) {
                // Spread over the library by position in the title order, so only existing ids are used.
                let position = (dayOffset * 7919 + Int(slot.id) * 104_729) % total
                guard let summary = try database.summaries(LibraryQuery(), offset: position, limit: 1).first else { continue }
                let id = summary.id
                let title = summary.title
                entries.append(PlanEntry(day: start.adding(days: dayOffset), slotID: slot.id, recipeID: id, title: title,
                                         servings: dayOffset % 3 == 0 ? 6 : nil))
            }
        }
        try database.addPlanEntries(entries)
        var times: [Double] = []
        var lines = 0
        for _ in 0..<passes {
            let watch = Stopwatch()
            let list = try database.shoppingList(from: start, through: start.adding(days: 27), listID: "bench", title: "Bench")
            times.append(watch.elapsedMilliseconds)
            lines = list.lines.count + list.staples.count
        }
        let week = PlanWeek(calendar: PlanCalendar(), start: start, slots: slots,
                            entries: try database.planEntries(from: start, through: start.adding(days: 6)))
        var state = AppState(size: TerminalSize(columns: 160, rows: 50), route: .plan)
        state.plan = PlanState(week: week, day: 3, slot: 1)
        let frame = RenderBenchmark.meanFrameMilliseconds(state, frames: 1_000)
        return Outcome(shoppingMilliseconds: LatencyStats(times).median, lines: lines, frameMilliseconds: frame.milliseconds)
    }
}
