import SousCore

/// What importing and editing ask of the outside world.
public enum ImportEffect: Hashable, Sendable {
    /// Load a recipe whole for the editor; answers `.editLoaded`.
    case loadForEditing(id: Int64)
    /// Hand the terminal to the person's editor with the recipe as Cooklang; answers `.editorClosed`.
    /// The run loop carries this out, since it owns the terminal.
    case openEditor(EditorRequest)
    /// Insert (no id) or replace a recipe; answers `.recipeSaved`.
    case saveRecipe(Recipe)
    /// Delete a recipe, keeping it whole for undo; answers `.recipeDeleted`.
    case deleteRecipe(id: Int64)
    /// Put a deleted recipe back with its id, cook history and plan entries; answers `.recipeRestored`.
    case restoreRecipe(DeletedRecipe)
    /// Read recipes from a URL or path off the run loop; answers `.fetched` or `.fetchFailed` through the inbox.
    case fetch(source: String)
    /// Read recipes from text pasted into the import prompt (a video's caption, a recipe written
    /// out); answers `.fetched` with the source `ImportEffect.pastedSource`.
    case readPasted(String)
    /// Have the assistant write a recipe from what the pantry holds, off the run loop; answers
    /// `.fetched` (into the import preview, every line marked) or `.fetchFailed` with the source
    /// `ImportEffect.inventedSource`.
    case invent
    /// Stop the download of a cancelled import (Esc); whatever answer still comes is dropped.
    case cancelFetch(source: String)
    /// Save previewed recipes, all or none; answers `.importSaved`.
    case saveImported([Recipe])
    /// Find where recipe `id` sits in `query`'s order (or, when the query hides it, in the same
    /// order unfiltered); answers `.located`, or nothing when the recipe is gone.
    case locate(id: Int64, query: LibraryQuery)

    /// The source a paste is imported under, in the status line and the preview's title bar.
    public static let pastedSource = "pasted text"
    /// The source a recipe the assistant wrote is previewed under.
    public static let inventedSource = "the assistant"
}
