import Foundation
import SousApp
import SousCore
import SousStore

extension EffectRunner {
    /// Carries out the timeline's effects in the local time zone, with the clock read here.
    func perform(_ effect: TimelineEffect) throws -> [AppAction] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        switch effect {
        case .choose(let recipeIDs, let titles, let slot, let day):
            let serve = try SlotServeTime.time(forSlot: slot ?? "Dinner", in: database)
            return [.timeline(.chosen(TimelineState(recipeIDs: recipeIDs, titles: titles, day: day, serveTime: serve)))]
        case .build(let recipeIDs, let serve, let day, let stepMinutes):
            let now = clock()
            let dayDate = day.flatMap { calendar.date(from: DateComponents(year: $0.year, month: $0.month, day: $0.day, hour: 12)) } ?? now
            guard let serveAt = serve.date(on: dayDate, calendar: calendar) else {
                return [.effectFailed("\(serve) does not exist on that day.")]
            }
            let dishes = try recipeIDs.compactMap { try database.recipe(id: $0) }
                .map { TimelineDish(recipe: $0, defaultStepSeconds: stepMinutes * 60) }
            guard !dishes.isEmpty else { return [.effectFailed("Those recipes are no longer in the library.")] }
            return [.timeline(.built(TimelineScheduler.schedule(dishes, serveAt: serveAt, now: now)))]
        case .run(let timeline):
            try database.runTimeline(timeline, now: clock())
        case .stop:
            try database.cancelTimeline()
        }
        return [.timers(.loaded(try database.timers(), starts: try database.timelineStarts(), now: clock()))]
    }
}
