import SousCore

/// What the Shopping screen shows: the list for a week or a recipe, the selected line and any prompt.
public struct ShoppingState: Hashable, Sendable {
    public var source: ShoppingSource
    /// nil until loaded.
    public var list: ShoppingList?
    /// Index into `rows` (lines in aisle order, then staples).
    public var selected: Int
    public var showsRecipes: Bool
    public var prompt: ShoppingPrompt?
    /// What each line's food contains, by the line's name: worked out when the list or the
    /// corrections load, so drawing the list never runs the allergen detector.
    public var lineSafety: [String: IngredientSafety] = [:]

    public init(source: ShoppingSource, list: ShoppingList? = nil) {
        self.source = source
        self.list = list
        self.selected = 0
        self.showsRecipes = false
        self.prompt = nil
    }

    /// Selectable lines in screen order: each aisle's lines, those to check you have, then the
    /// pantry staples. What the pantry covers is shown but not selectable.
    public var rows: [ShoppingLine] {
        guard let list else { return [] }
        return list.byAisle.flatMap(\.lines) + list.checkYouHave + list.staples
    }

    public var selectedLine: ShoppingLine? {
        let rows = rows
        return rows.indices.contains(selected) ? rows[selected] : nil
    }
}
