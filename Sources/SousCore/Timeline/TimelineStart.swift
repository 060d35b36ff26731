import Foundation

/// A step of a running timeline still waiting for its start: at `startAt` an alarm says what to
/// start, and once the cook acknowledges it, the step's own timer (if it names a time) begins.
public struct TimelineStart: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var dishTitle: String
    public var recipeID: Int64?
    /// 0-based step of the recipe.
    public var stepIndex: Int
    public var text: String
    public var startAt: Date
    /// The step's own timer once started; 0 when the step names no time.
    public var timerSeconds: Int
    public var timerLabel: String

    public init(id: Int64, dishTitle: String, recipeID: Int64?, stepIndex: Int, text: String, startAt: Date,
                timerSeconds: Int, timerLabel: String) {
        self.id = id
        self.dishTitle = dishTitle
        self.recipeID = recipeID
        self.stepIndex = stepIndex
        self.text = text
        self.startAt = startAt
        self.timerSeconds = timerSeconds
        self.timerLabel = timerLabel
    }

    /// "Start: Roast potatoes, step 2: parboil for 10 minutes".
    public var announcement: String {
        let words = TextWrap.truncate(text, width: 60).trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        return "Start: \(dishTitle), step \(stepIndex + 1): \(Self.lowercasedFirst(words))"
    }

    public func isDue(at now: Date) -> Bool { startAt <= now }

    /// The timer a scheduled step gets: the label the step's text suggests ("Simmer"), named after its dish.
    public static func timer(for step: ScheduledStep) -> (seconds: Int, label: String) {
        guard step.timed else { return (0, step.dishTitle) }
        let label = TimerDetector.timers(in: step.text).first?.label ?? "Timer"
        return (step.seconds, "\(step.dishTitle): \(label)")
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
