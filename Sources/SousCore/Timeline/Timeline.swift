import Foundation

/// A meal laid out in time: every dish's steps with start and end, ending at the serve time
/// (or as soon after it as the work allows, when the serve time is too close).
public struct Timeline: Hashable, Sendable {
    public var serveAt: Date
    /// When everything is ready: `serveAt`, or later when the work could not start in time.
    public var readyAt: Date
    public var dishes: [ScheduledDish]

    public init(serveAt: Date, readyAt: Date, dishes: [ScheduledDish]) {
        self.serveAt = serveAt
        self.readyAt = readyAt
        self.dishes = dishes
    }

    /// When the first step starts; `readyAt` when there are no steps.
    public var beginAt: Date { dishes.flatMap(\.steps).map(\.start).min() ?? readyAt }

    /// How late the meal will be, in seconds; zero when the serve time is met.
    public var lateBy: TimeInterval { max(0, readyAt.timeIntervalSince(serveAt)) }

    /// The cook's time at the stove: hands-on steps never overlap, so this is their sum.
    public var handsOnSeconds: Int { dishes.flatMap(\.steps).filter(\.handsOn).reduce(0) { $0 + $1.seconds } }

    /// Every step of every dish, soonest first (ties: in dish order).
    public var startsInOrder: [ScheduledStep] {
        dishes.flatMap(\.steps).enumerated().sorted {
            $0.element.start != $1.element.start ? $0.element.start < $1.element.start : $0.offset < $1.offset
        }.map(\.element)
    }
}

/// One dish on the timeline.
public struct ScheduledDish: Hashable, Sendable {
    public var recipeID: Int64?
    public var title: String
    public var steps: [ScheduledStep]

    public init(recipeID: Int64?, title: String, steps: [ScheduledStep]) {
        self.recipeID = recipeID
        self.title = title
        self.steps = steps
    }
}

/// One step placed in time.
public struct ScheduledStep: Hashable, Sendable {
    /// Which dish (its index on the timeline) and which of its steps (0-based).
    public var dish: Int
    public var step: Int
    public var dishTitle: String
    public var text: String
    public var start: Date
    public var end: Date
    public var handsOn: Bool
    /// False when the step named no time and got the default length.
    public var timed: Bool

    public init(dish: Int, step: Int, dishTitle: String, text: String, start: Date, end: Date, handsOn: Bool, timed: Bool) {
        self.dish = dish
        self.step = step
        self.dishTitle = dishTitle
        self.text = text
        self.start = start
        self.end = end
        self.handsOn = handsOn
        self.timed = timed
    }

    public var seconds: Int { Int(end.timeIntervalSince(start).rounded()) }
}
