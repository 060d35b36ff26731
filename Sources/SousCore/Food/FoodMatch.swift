/// What food one ingredient line names, as `FoodKnowledge.match(_:)` reads it: the concept its
/// head noun names, how sure that is, the words it rests on, and the state and preparation words
/// around it. Or that it is not food (equipment), or a food sous does not know.
public struct FoodMatch: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case food
        case notFood
        case unknown
    }

    public var kind: Kind
    /// The concept's index in `FoodKnowledge.concepts` (for `.food` and `.notFood`).
    public var concept: Int?
    /// 1 when the concept's name covers every word of the food's phrase that is not a state or
    /// preparation word; less when words are left over ("zorblax sauce" rests on "sauce").
    public var confidence: Double
    /// The words of the line the concept was found by ("chopped tomatoes").
    public var words: [String]
    /// State words on the line, as the state they switch to ("canned", "dried", "frozen").
    public var states: [String]
    /// Preparation words on the line ("chopped", "grated").
    public var preparation: [String]

    public static let unknown = FoodMatch(kind: .unknown, concept: nil, confidence: 0, words: [], states: [], preparation: [])
}
