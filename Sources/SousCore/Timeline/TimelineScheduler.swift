import Foundation

/// Lays dishes out backwards from the serve time, as a cook does on paper.
///
/// Each dish's steps run in order, its last step ending as close to the serve time as possible.
/// Steps are placed from the end backwards, always the step that can end latest next (so the
/// longest chains claim the cook's hands first); a hands-on step never overlaps a hands-on step of
/// another dish and moves earlier until it fits, and the dish's earlier steps move with it.
/// Hands-off steps (roasting, resting, simmering) overlap anything. If the first step would have to
/// start before `now`, the whole plan moves later by the difference, which keeps every rule, and
/// `readyAt` says when the meal can be served instead.
public enum TimelineScheduler {
    public static func schedule(_ dishes: [TimelineDish], serveAt: Date, now: Date? = nil) -> Timeline {
        // Work in seconds before the serve time: 0 is the serve time, larger is earlier.
        var placed: [[Placed]] = dishes.map { _ in [] }
        var nextEnd = dishes.map { _ in 0 }  // how far before serving each dish's next step must end
        var remaining = dishes.map { $0.steps.count }
        var busy: [(from: Int, to: Int)] = []  // hands-on intervals, as (end, start) offsets, from < to

        while let dish = nextDish(remaining: remaining, nextEnd: nextEnd, dishes: dishes) {
            let index = remaining[dish] - 1
            let timing = dishes[dish].steps[index].timing
            var end = nextEnd[dish]
            if timing.handsOn && timing.seconds > 0 { end = earliestFree(end: end, length: timing.seconds, busy: busy) }
            let start = end + timing.seconds
            if timing.handsOn && timing.seconds > 0 { busy.append((end, start)) }
            placed[dish].append(Placed(step: index, endOffset: end, startOffset: start, timing: timing))
            nextEnd[dish] = start
            remaining[dish] -= 1
        }

        let earliestOffset = placed.flatMap { $0 }.map(\.startOffset).max() ?? 0
        var shift = 0
        if let now {
            let begin = serveAt.addingTimeInterval(-TimeInterval(earliestOffset))
            shift = max(0, Int(now.timeIntervalSince(begin).rounded(.up)))
        }
        let readyAt = serveAt.addingTimeInterval(TimeInterval(shift))
        let scheduled = dishes.enumerated().map { dishIndex, dish in
            ScheduledDish(recipeID: dish.recipeID, title: dish.title, steps: placed[dishIndex].reversed().map { item in
                ScheduledStep(dish: dishIndex, step: item.step, dishTitle: dish.title, text: dish.steps[item.step].text,
                              start: readyAt.addingTimeInterval(-TimeInterval(item.startOffset)),
                              end: readyAt.addingTimeInterval(-TimeInterval(item.endOffset)),
                              handsOn: item.timing.handsOn, timed: item.timing.fromText)
            })
        }
        return Timeline(serveAt: serveAt, readyAt: readyAt, dishes: scheduled)
    }

    private struct Placed {
        var step: Int
        var endOffset: Int
        var startOffset: Int
        var timing: StepTiming
    }

    /// The dish whose next unplaced step can end latest (smallest offset); ties go to the dish with
    /// more work left, so the long dish's chain is laid first.
    private static func nextDish(remaining: [Int], nextEnd: [Int], dishes: [TimelineDish]) -> Int? {
        var best: Int?
        for dish in remaining.indices where remaining[dish] > 0 {
            guard let current = best else { best = dish; continue }
            if nextEnd[dish] < nextEnd[current] { best = dish; continue }
            if nextEnd[dish] == nextEnd[current] && work(dishes[dish], remaining[dish]) > work(dishes[current], remaining[current]) {
                best = dish
            }
        }
        return best
    }

    private static func work(_ dish: TimelineDish, _ count: Int) -> Int {
        dish.steps.prefix(count).reduce(0) { $0 + $1.timing.seconds }
    }

    /// The smallest end offset ≥ `end` at which [end, end + length] overlaps no busy interval.
    private static func earliestFree(end: Int, length: Int, busy: [(from: Int, to: Int)]) -> Int {
        var candidate = end
        var moved = true
        while moved {
            moved = false
            for interval in busy where candidate < interval.to && candidate + length > interval.from {
                candidate = interval.to
                moved = true
            }
        }
        return candidate
    }
}
