import SousCore

/// What happened on the Plan screen.
public enum PlanAction: Hashable, Sendable {
    case loaded(PlanWeek)
    /// A change was stored; `added` holds the new entries (for undo).
    case changed(PlanChange, added: [PlanEntry], undoable: Bool)
    case searched(query: String, [RecipeSummary])
    case templatesLoaded([String])
    /// Another screen chose a recipe to place on the plan: the grid opens to choose its day and meal.
    case place(RecipeSummary, servings: Int?)
}
