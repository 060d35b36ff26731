import SousCore

/// What happened in importing and editing: mostly results of the feature's effects coming back.
public enum ImportAction: Hashable, Sendable {
    /// The recipe `e` in the library asked for, loaded whole.
    case editLoaded(Recipe)
    /// The editor closed; the outcome says what the person left in the file.
    case editorClosed(EditorRequest, EditorOutcome)
    /// A recipe was saved from the editor (`isNew` for `N`).
    case recipeSaved(id: Int64, title: String, isNew: Bool)
    /// A recipe was deleted; the whole recipe as it was, with what the delete took along, for undo.
    case recipeDeleted(DeletedRecipe)
    /// The last deleted recipe is back, under its own id when it was still free.
    case recipeRestored(id: Int64, title: String)
    /// An import finished reading `source`. `notes` say what came without something (a picture
    /// that could not be had), as sentences for the user; `betterSource` is a page the source
    /// points to for the full recipe (a video caption's link), offered and never fetched;
    /// `alreadyHeld` says which of the recipes the library holds already, and why
    /// ("“Soup” (same address)"), since accepting one adds it again.
    /// `sourceText` is the text the recipes were read from, kept when a line was read unsurely,
    /// for a second reading.
    case fetched(source: String, recipes: [Recipe], notes: [String] = [], betterSource: String? = nil, alreadyHeld: [String] = [],
                 sourceText: String? = nil)
    /// An import of `source` started elsewhere (the pantry's `I`): its progress shows in the
    /// library's status line, and Esc cancels it there, as for any import.
    case started(source: String, lead: String)
    /// An import of `source` failed; `message` is a sentence for the user.
    case fetchFailed(source: String, message: String)
    /// Previewed recipes were saved to the library, under `ids` (in the same order).
    case importSaved(titles: [String], ids: [Int64] = [])
    /// The cook took `taken` of the assistant's lines in a second reading of `original`: the
    /// preview shows `result` in its place.
    case readAgain(original: Recipe, result: Recipe, taken: Int)
    /// Recipe `id` is row `index` of `query`: the library's query, or the same order without
    /// the search and filters that hid the recipe.
    case located(id: Int64, query: LibraryQuery, index: Int)
    /// `D` on the library or detail screen: ask "Delete “title”? y/n" in the status line.
    case askDelete(id: Int64, title: String)
    /// `u`: put the last deleted recipe back.
    case undoDelete
    /// `i`: the prompt for a URL, path or pasted caption.
    case openSourcePrompt
}
