import SousCore

/// A recipe to open in the person's editor, and why.
public struct EditorRequest: Hashable, Sendable {
    public enum Purpose: Hashable, Sendable {
        /// Change a stored recipe (`recipe.id` says which).
        case edit
        /// Write a new recipe from the template.
        case create
        /// Correct an imported recipe before it is accepted; the index in the preview.
        case preview(index: Int)
    }

    public var purpose: Purpose
    /// The recipe as it is now (for `.create`, a blank one: the editor shows a template).
    public var recipe: Recipe

    public init(purpose: Purpose, recipe: Recipe) {
        self.purpose = purpose
        self.recipe = recipe
    }
}
