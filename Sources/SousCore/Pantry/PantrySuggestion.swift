/// One recipe as "what can I cook" sees it: what the pantry has for it, what is missing or
/// short, and which near-dated items it would use up.
public struct PantrySuggestion: Hashable, Sendable {
    public var recipeID: Int64?
    public var title: String
    /// Names of ingredients the pantry (or the staples) covers.
    public var have: [String]
    /// Names of ingredients the pantry does not hold.
    public var missing: [String]
    /// Names of ingredients held, but less than the recipe needs ("rice").
    public var short: [String]
    /// Pantry items within `PantryDateMark.nearDays` of their date that the recipe uses,
    /// as "spinach (2 days)".
    public var usesUp: [String]
    public var totalMinutes: Int?
    public var category: String?

    public init(recipeID: Int64? = nil, title: String, have: [String] = [], missing: [String] = [],
                short: [String] = [], usesUp: [String] = [], totalMinutes: Int? = nil, category: String? = nil) {
        self.recipeID = recipeID
        self.title = title
        self.have = have
        self.missing = missing
        self.short = short
        self.usesUp = usesUp
        self.totalMinutes = totalMinutes
        self.category = category
    }

    /// Missing and short together: what must be bought before cooking.
    public var missingCount: Int { missing.count + short.count }

    /// Higher is better: anything missing costs more than any number of near-dated items
    /// used up can earn back, so a fully covered recipe always ranks first.
    public var score: Int { Self.score(missing: missingCount, usesUp: usesUp.count, have: have.count) }

    /// The score of a recipe with these counts; it grows with `usesUp` and `have` and falls
    /// with `missing`, so counts that bound the true ones bound the score.
    public static func score(missing: Int, usesUp: Int, have: Int) -> Int {
        1_000 - 100 * missing + 10 * min(max(usesUp, 0), 9) + min(max(have, 0), 9)
    }

    /// Best first: score, then title.
    public static func ranked(_ suggestions: [PantrySuggestion]) -> [PantrySuggestion] {
        suggestions.sorted { ($0.score, $1.title.lowercased(), $1.recipeID ?? 0) > ($1.score, $0.title.lowercased(), $0.recipeID ?? 0) }
    }
}
