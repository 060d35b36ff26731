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
        // A step whose hands change partway is placed as its parts, one after the other.
        let pieces = dishes.map(Self.pieces(of:))
        // Work in seconds before the serve time: 0 is the serve time, larger is earlier.
        var placed: [[Placed]] = dishes.map { _ in [] }
        var nextEnd = dishes.map { _ in 0 }  // how far before serving each dish's next piece must end
        var remaining = pieces.map(\.count)
        var busy: [(from: Int, to: Int)] = []  // hands-on intervals, as (end, start) offsets, from < to

        while let dish = nextDish(remaining: remaining, nextEnd: nextEnd, pieces: pieces) {
            let piece = pieces[dish][remaining[dish] - 1]
            var end = nextEnd[dish]
            if piece.handsOn && piece.seconds > 0 { end = earliestFree(end: end, length: piece.seconds, busy: busy) }
            let start = end + piece.seconds
            if piece.handsOn && piece.seconds > 0 { busy.append((end, start)) }
            placed[dish].append(Placed(piece: piece, endOffset: end, startOffset: start))
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
                ScheduledStep(dish: dishIndex, step: item.piece.step, dishTitle: dish.title, text: item.piece.text,
                              start: readyAt.addingTimeInterval(-TimeInterval(item.startOffset)),
                              end: readyAt.addingTimeInterval(-TimeInterval(item.endOffset)),
                              handsOn: item.piece.handsOn, timed: item.piece.timed)
            })
        }
        return Timeline(serveAt: serveAt, readyAt: readyAt, dishes: scheduled)
    }

    /// What the scheduler places: a whole step, or one part of a step cut where its hands change.
    private struct Piece {
        var step: Int
        var text: String
        var seconds: Int
        var handsOn: Bool
        var timed: Bool
    }

    private struct Placed {
        var piece: Piece
        var endOffset: Int
        var startOffset: Int
    }

    private static func pieces(of dish: TimelineDish) -> [Piece] {
        dish.steps.enumerated().flatMap { index, step -> [Piece] in
            let timing = step.timing
            guard !timing.parts.isEmpty else {
                return [Piece(step: index, text: step.text, seconds: timing.seconds, handsOn: timing.handsOn, timed: timing.fromText)]
            }
            return timing.parts.map { Piece(step: index, text: $0.text, seconds: $0.seconds, handsOn: $0.handsOn, timed: timing.fromText) }
        }
    }

    /// The dish whose next unplaced piece can end latest (smallest offset); ties go to the dish with
    /// more work left, so the long dish's chain is laid first.
    private static func nextDish(remaining: [Int], nextEnd: [Int], pieces: [[Piece]]) -> Int? {
        var best: Int?
        for dish in remaining.indices where remaining[dish] > 0 {
            guard let current = best else { best = dish; continue }
            if nextEnd[dish] < nextEnd[current] { best = dish; continue }
            if nextEnd[dish] == nextEnd[current] && work(pieces[dish], remaining[dish]) > work(pieces[current], remaining[current]) {
                best = dish
            }
        }
        return best
    }

    private static func work(_ pieces: [Piece], _ count: Int) -> Int {
        pieces.prefix(count).reduce(0) { $0 + $1.seconds }
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
