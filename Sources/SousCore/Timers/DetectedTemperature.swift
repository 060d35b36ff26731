/// A temperature found in a step's text ("200C", "400 °F", "gas mark 6"), for cook mode to make it
/// stand out: where it is, as written, and what it says.
public struct DetectedTemperature: Hashable, Sendable {
    public enum Scale: Hashable, Sendable { case celsius, fahrenheit, gasMark, unstated }

    /// Character offsets of the words in the step text.
    public var range: Range<Int>
    /// The words as written, e.g. "200 °C" or "180-190C".
    public var text: String
    /// The number, the low end of a range ("180-190C" is 180).
    public var value: Double
    public var scale: Scale

    public init(range: Range<Int>, text: String, value: Double, scale: Scale) {
        self.range = range
        self.text = text
        self.value = value
        self.scale = scale
    }
}
