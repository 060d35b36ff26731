import Foundation
import SousCore

/// The timeline's part of the reducer: choosing dishes, the "serve at" prompt, the screen's keys.
enum TimelineReducer {
    static func reduce(_ action: TimelineAction, in scope: inout FeatureScope<TimelineState>) -> [Effect] {
        switch action {
        case .chosen(var timeline):
            timeline.prompt = .prefilled(timeline.serveTime.description)
            scope.state = timeline
            scope.push(.timeline)
            return []
        case .built(let built):
            guard scope.state != nil else { return [] }
            scope.state?.timeline = built
            scope.state?.scroll = 0
            return []
        }
    }

    /// `@` on the library, a recipe or a plan cell: these recipes, served at the slot's usual time.
    static func choose(_ recipes: [(id: Int64, title: String)], slot: String?, day: PlanDay?, status: inout StatusMessage?) -> [Effect] {
        guard !recipes.isEmpty else {
            status = StatusMessage("Nothing to lay out: choose a recipe (Space marks several in the library).", kind: .error)
            return []
        }
        let dishes = Array(recipes.prefix(TimelineState.maximumDishes))
        if recipes.count > dishes.count {
            status = StatusMessage("A timeline takes \(TimelineState.maximumDishes) dishes at most; the first \(dishes.count) are laid out.")
        }
        return [.timeline(.choose(recipeIDs: dishes.map(\.id), titles: dishes.map(\.title), slot: slot, day: day))]
    }

    static func keyPressed(_ key: Key, in scope: inout FeatureScope<TimelineState>) -> [Effect] {
        guard var timeline = scope.state else {
            scope.pop()
            return []
        }
        if timeline.prompt != nil { return promptKey(key, timeline: &timeline, in: &scope) }
        guard let command = KeyMap.command(for: key, on: .timeline) else { return [] }
        if scope.global(command) { return [] }
        var effects: [Effect] = []
        switch command {
        case .moveUp:
            timeline.scroll = max(0, timeline.scroll - 1)
        case .moveDown:
            let count = timeline.timeline?.startsInOrder.count ?? 0
            timeline.scroll = min(max(0, count - 1), timeline.scroll + 1)
        case .timeline(.serveAt):
            timeline.prompt = .prefilled(timeline.serveTime.description)
        case .timeline(.longerSteps), .timeline(.shorterSteps):
            let change = command == .timeline(.longerSteps) ? 1 : -1
            let minutes = min(TimelineState.stepMinutesRange.upperBound, max(TimelineState.stepMinutesRange.lowerBound, timeline.stepMinutes + change))
            guard minutes != timeline.stepMinutes else { break }
            timeline.stepMinutes = minutes
            scope.status = StatusMessage("Steps that name no time take \(minutes) min")
            effects = [build(timeline)]
        case .timeline(.run):
            guard let built = timeline.timeline, !built.dishes.allSatisfy(\.steps.isEmpty) else {
                scope.status = StatusMessage("Nothing to run: these recipes have no steps.", kind: .error)
                break
            }
            let text = TimelineText(timeZone: scope.context.timeZone)
            scope.status = StatusMessage("Running: sous rings at each start, from \(text.clock(built.beginAt)); T shows the next ones",
                                         kind: .success)
            effects = [.timeline(.run(built))]
        case .timeline(.stop):
            let starts = scope.context.timers.starts.count
            scope.status = StatusMessage(starts == 0 ? "No timeline is running"
                : "Timeline stopped: its \(starts) starts will not ring (running timers go on)")
            effects = starts == 0 ? [] : [.timeline(.stop)]
        case .back:
            scope.pop()
            scope.state = nil
            return []
        case .quit:
            scope.quit()
            return []
        default:
            break
        }
        scope.state = timeline
        return effects
    }

    /// Typing at "Serve at": Enter lays the dishes out, Esc keeps the last time (or leaves, if none yet).
    static func promptKey(_ key: Key, timeline: inout TimelineState, in scope: inout FeatureScope<TimelineState>) -> [Effect] {
        guard var input = timeline.prompt else { return [] }
        if input.edit(key, limit: 12, status: &scope.status) != nil {
            timeline.prompt = input
            scope.state = timeline
            return []
        }
        switch key {
        case .escape:
            timeline.prompt = nil
            if timeline.timeline == nil {
                scope.pop()
                scope.state = nil
                return []
            }
        case .enter:
            guard let time = ServeTime(parsing: input.text) else {
                scope.status = StatusMessage("Type a time of day such as 13:00, 1pm or 7.30pm.", kind: .error)
                break
            }
            timeline.serveTime = time
            timeline.prompt = nil
            scope.state = timeline
            return [build(timeline)]
        default:
            break
        }
        scope.state = timeline
        return []
    }

    static func build(_ timeline: TimelineState) -> Effect {
        .timeline(.build(recipeIDs: timeline.recipeIDs, serve: timeline.serveTime, day: timeline.day, stepMinutes: timeline.stepMinutes))
    }
}
