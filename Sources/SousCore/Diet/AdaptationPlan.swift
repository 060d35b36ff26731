/// What adapting a recipe for someone would do, line by line: for each ingredient line that
/// conflicts with what they avoid, the swap chosen (the table's first that solves it) or why
/// there is none. Lines that do not conflict are not listed.
public struct AdaptationPlan: Hashable, Sendable {
    /// Shown in the copy's title: "dairy-free", "for Sam".
    public var label: String
    public var avoids: FoodContents
    public var lines: [PlannedLine]

    public init(label: String, avoids: FoodContents, lines: [PlannedLine]) {
        self.label = label
        self.avoids = avoids
        self.lines = lines
    }

    /// Every conflicting line has a swap: the adapted copy is safe as far as the detector can tell.
    public var isComplete: Bool { lines.allSatisfy { $0.swap != nil } }

    /// The plan for ingredient line `index`, when that line conflicts.
    public func line(at index: Int) -> PlannedLine? { lines.first { $0.index == index } }
}

/// One conflicting ingredient line and what to do about it.
public struct PlannedLine: Hashable, Sendable {
    /// Position of the line in `Recipe.ingredients`.
    public var index: Int
    public var ingredient: Ingredient
    /// The avoided groups and kinds of food the line contains or may contain.
    public var conflict: FoodContents
    public var outcome: Outcome

    public enum Outcome: Hashable, Sendable {
        /// Swap with `chosen`; `alternatives` also solve the line, in table order.
        case swap(chosen: Swap, alternatives: [Swap])
        /// Nothing in the table solves the line. `builtOn` names the food when it is the dish's
        /// main one (named in the title, or its largest line), where no swap could keep the dish.
        case noSafeSwap(builtOn: String?)
    }

    public init(index: Int, ingredient: Ingredient, conflict: FoodContents, outcome: Outcome) {
        self.index = index
        self.ingredient = ingredient
        self.conflict = conflict
        self.outcome = outcome
    }

    public var swap: Swap? {
        if case .swap(let chosen, _) = outcome { return chosen }
        return nil
    }

    /// The chosen swap worked out at `factor` (the servings shown).
    public func swapped(factor: Rational = .one) -> SwappedLine? {
        swap.map { SwappedLine(ingredient, swap: $0, factor: factor) }
    }

    /// What the detail view and cook mode show beside the line: "swap: 150 g butter -> 113 g
    /// olive oil", "no safe swap: this dish is built on peanuts", "no safe swap for 1 tsp fish sauce".
    public func message(factor: Rational = .one) -> String {
        switch outcome {
        case .swap:
            return "swap: " + (swapped(factor: factor)?.description ?? "")
        case .noSafeSwap(let builtOn?):
            return "no safe swap: this dish is built on \(builtOn)"
        case .noSafeSwap(nil):
            return "no safe swap for " + IngredientFormatter.display(ingredient, factor: factor)
        }
    }
}
