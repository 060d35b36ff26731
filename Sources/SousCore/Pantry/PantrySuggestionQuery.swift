/// What "what can I cook" is asked: at most this many missing ingredients, this long to make,
/// this category, this many answers.
public struct PantrySuggestionQuery: Hashable, Sendable {
    /// nil: any number, best first.
    public var maxMissing: Int?
    /// Total time (or prep plus cook) at most this; recipes without times are left out.
    public var maxMinutes: Int?
    public var category: String?
    public var limit: Int
    /// Only recipes that suit some people or a diet (see `SafetyFilter`).
    public var safety: SafetyFilter?

    public init(maxMissing: Int? = nil, maxMinutes: Int? = nil, category: String? = nil, limit: Int = 10,
                safety: SafetyFilter? = nil) {
        self.maxMissing = maxMissing
        self.maxMinutes = maxMinutes
        self.category = category
        self.limit = limit
        self.safety = safety
    }
}
