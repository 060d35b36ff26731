/// What a recipe holds, worked out from its ingredient lines, and how sure that is.
public struct RecipeNutrition: Hashable, Sendable {
    /// The whole recipe as written (at its own servings).
    public var total: Nutrients
    /// The recipe's servings; nil when it gives none (the figures are then per recipe, said so).
    public var servings: Int?
    /// One entry per ingredient line, in order.
    public var lines: [Line]

    public init(total: Nutrients, servings: Int?, lines: [Line]) {
        self.total = total
        self.servings = servings
        self.lines = lines
    }

    /// Per serving when servings are known, else the whole recipe.
    public var perServing: Nutrients { total.scaled(by: 1 / Double(max(1, servings ?? 1))) }

    /// How an ingredient line was counted.
    public struct Line: Hashable, Sendable {
        public var index: Int
        /// The ingredient's name, for "not counted: saffron (no amount)".
        public var name: String
        public var outcome: Outcome
        /// The line's weight in grams when it could be worked out (counted or not).
        public var grams: Double?

        public init(index: Int, name: String, outcome: Outcome, grams: Double? = nil) {
            self.index = index
            self.name = name
            self.outcome = outcome
            self.grams = grams
        }
    }

    public enum Outcome: Hashable, Sendable {
        /// Counted: matched to `foodID`, `description`.
        case counted(foodID: String, description: String)
        /// Not counted: no amount ("to taste", "a pinch", no number).
        case noAmount
        /// Not counted: no food in the table matches the name.
        case noFood
        /// Not counted: the amount's unit could not be turned into grams for this food.
        case noWeight
        /// Not counted: equipment listed among the ingredients ("baking dish").
        case notFood
        /// A heading or an empty line.
        case skipped
    }

    public var countedLines: Int { lines.filter { if case .counted = $0.outcome { true } else { false } }.count }
    /// Lines that are ingredients (not headings).
    public var ingredientLines: Int { lines.filter { $0.outcome != .skipped }.count }

    /// The share of the recipe's weight that was counted, 0...1: counted grams over the grams of
    /// every line whose weight is known. 1 when nothing has a weight.
    public var coverageByWeight: Double {
        let known = lines.compactMap(\.grams).reduce(0, +)
        guard known > 0 else { return countedLines == ingredientLines ? 1 : 0 }
        let counted = lines.filter { if case .counted = $0.outcome { true } else { false } }.compactMap(\.grams).reduce(0, +)
        return counted / known
    }

    /// Below this share by weight the figures are an estimate.
    public static let estimateBelow = 0.8
    public var isEstimate: Bool { coverageByWeight < Self.estimateBelow }

    /// The lines not counted, with why: "saffron (no amount)".
    public var unmatched: [String] {
        lines.compactMap { line in
            switch line.outcome {
            case .noAmount: "\(line.name) (no amount)"
            case .noFood: "\(line.name) (not in the food table)"
            case .noWeight: "\(line.name) (unit not known for it)"
            case .notFood: "\(line.name) (not food)"
            case .counted, .skipped: nil
            }
        }
    }
}
