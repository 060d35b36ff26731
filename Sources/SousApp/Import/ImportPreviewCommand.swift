/// What a key means for importing and editing, on the library, the detail and the preview screens.
public enum ImportPreviewCommand: Hashable, Sendable {
    /// `e`: open the recipe in the editor.
    case edit
    /// `N`: write a new recipe in the editor.
    case newRecipe
    /// `D`: delete, after a y/n question.
    case delete
    /// `u`: put the last deleted recipe back.
    case undoDelete
    /// `i`: import from a URL or path.
    case importFrom
    /// `a` on the preview: save the highlighted recipe.
    case accept
    /// `A` on the preview: save every recipe listed.
    case acceptAll
    /// `d` on the preview: leave the highlighted recipe out.
    case drop
    /// `n` / `N` on the preview: scroll to the next / previous line the importer was unsure of.
    case nextToCheck, previousToCheck
}
