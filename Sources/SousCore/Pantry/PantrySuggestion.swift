/// One recipe as "what can I cook" sees it: what the pantry has for it, what is missing or
/// short, and which near-dated items it would use up.
public struct PantrySuggestion: Hashable, Sendable {
    public var recipeID: Int64?
    public var title: String
    /// Names of ingredients the pantry (or the staples) covers.
    public var have: [String]
    /// The names in `have` that only the staples cover (salt, water): they say nothing about
    /// using what is in the pantry.
    public var staples: [String]
    /// Names of ingredients the pantry does not hold.
    public var missing: [String]
    /// Names of ingredients held, but less than the recipe needs ("rice").
    public var short: [String]
    /// Names in `have` covered only by a more general food ("onion" held for "red onion"), with
    /// what is held: "red onion (you have onion)".
    public var noted: [String] = []
    /// Pantry items within `PantryDateMark.nearDays` of their date that the recipe uses,
    /// as "spinach (2 days)".
    public var usesUp: [String]
    public var totalMinutes: Int?
    public var category: String?

    public init(recipeID: Int64? = nil, title: String, have: [String] = [], staples: [String] = [], missing: [String] = [],
                short: [String] = [], usesUp: [String] = [], totalMinutes: Int? = nil, category: String? = nil) {
        self.recipeID = recipeID
        self.title = title
        self.have = have
        self.staples = staples
        self.missing = missing
        self.short = short
        self.usesUp = usesUp
        self.totalMinutes = totalMinutes
        self.category = category
    }

    /// Missing and short together: what must be bought before cooking.
    public var missingCount: Int { missing.count + short.count }

    /// How many pantry items the recipe uses, held in full or short (staples not counted).
    public var usedCount: Int { have.count - staples.count + short.count }

    /// Higher is better: what the pantry covers less what must be bought, so a recipe using
    /// most of the pantry ranks above one using little of it; ties go to the recipe using more,
    /// then to the one using up more near-dated items.
    public var score: Int { Self.score(used: usedCount, missing: missingCount, usesUp: usesUp.count) }

    /// The score of a recipe with these counts; it grows with `used` and `usesUp` and falls
    /// with `missing`, so counts that bound the true ones bound the score.
    public static func score(used: Int, missing: Int, usesUp: Int) -> Int {
        let used = min(max(used, 0), 99)
        return 10_000 * (used - min(max(missing, 0), 99)) + 100 * used + min(max(usesUp, 0), 99)
    }

    /// Best first: score, then title.
    public static func ranked(_ suggestions: [PantrySuggestion]) -> [PantrySuggestion] {
        suggestions.sorted { ($0.score, $1.title.lowercased(), $1.recipeID ?? 0) > ($1.score, $0.title.lowercased(), $0.recipeID ?? 0) }
    }
}
