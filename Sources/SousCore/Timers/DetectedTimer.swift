/// A duration found in a step's text: where it is, how long, and what to call the timer.
public struct DetectedTimer: Hashable, Sendable {
    /// Character offsets of the words in the step text, for highlighting.
    public var range: Range<Int>
    /// The words as written, e.g. "20-25 min".
    public var text: String
    /// When the timer rings: the low end of a range.
    public var seconds: Int
    /// The high end of a range ("20-25 min" reminds at 25), nil for a single duration.
    public var reminderSeconds: Int?
    /// A name from the step, usually its verb ("Simmer").
    public var label: String
    /// What the words around it make of it: a length, a moment, or a rhythm.
    public var role: Role

    /// How a duration reads in its step; `t` starts the first `.length`, else the first `.leadIn`.
    public enum Role: Hashable, Sendable {
        /// How long to do something: "simmer for 20 minutes".
        case length
        /// A moment in the step: "after 10 minutes, turn the chicken".
        case leadIn
        /// How often: "stirring every 5 minutes".
        case rhythm
    }

    public init(range: Range<Int>, text: String, seconds: Int, reminderSeconds: Int? = nil, label: String,
                role: Role = .length) {
        self.range = range
        self.text = text
        self.seconds = seconds
        self.reminderSeconds = reminderSeconds
        self.label = label
        self.role = role
    }
}
