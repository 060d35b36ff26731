import SousCore

/// A line of input the plan screen is asking for.
public enum PlanPromptKind: Hashable, Sendable {
    /// Choosing a recipe with incremental library search.
    case recipe
    case note
    case servings
    case eaters
    case repeatWeeks
    case addSlot
    case renameSlot
    case saveTemplate
    case applyTemplate

    public var label: String {
        switch self {
        case .recipe: "Recipe"
        case .note: "Note"
        case .servings: "Servings"
        case .eaters: "Who is eating (names, commas; empty: everyone)"
        case .repeatWeeks: "Repeat this week into the next N weeks"
        case .addSlot: "New meal name"
        case .renameSlot: "Rename meal to"
        case .saveTemplate: "Save week as template"
        case .applyTemplate: "Apply template"
        }
    }
}

/// The open prompt: its kind, the text typed so far, and for the recipe picker its results.
public struct PlanPrompt: Hashable, Sendable, TypedPrompt {
    public var kind: PlanPromptKind
    /// What is typed, with its cursor; a value the prompt opened with is selected.
    public var input: PromptText
    public var results: [RecipeSummary]
    public var selected: Int
    /// The recipe picker's safety filter (Ctrl-F cycles it).
    public var safety: SafetyFilter?

    public init(kind: PlanPromptKind, text: String = "", results: [RecipeSummary] = [], selected: Int = 0) {
        self.kind = kind
        self.input = .prefilled(text)
        self.results = results
        self.selected = selected
    }
}
