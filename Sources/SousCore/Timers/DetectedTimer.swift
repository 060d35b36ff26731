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

    public init(range: Range<Int>, text: String, seconds: Int, reminderSeconds: Int? = nil, label: String) {
        self.range = range
        self.text = text
        self.seconds = seconds
        self.reminderSeconds = reminderSeconds
        self.label = label
    }
}
