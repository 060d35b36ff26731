import SousCore

/// A request the reducer makes of the outside world, carried out by the effect runner,
/// whose results come back as actions.
public enum Effect: Hashable, Sendable {
    /// Load a page of the library; answers `.libraryLoaded`.
    case loadLibrary(LibraryQuery, offset: Int, limit: Int)
    case loadCategories
    /// Load a recipe for the preview pane; answers `.previewLoaded`.
    case loadPreview(id: Int64)
    /// Load a recipe for the detail view; answers `.recipeLoaded`.
    case loadRecipe(id: Int64)
    /// Read the recipe on the detail view again (its file changed in the library's folder);
    /// answers `.recipeRefreshed`, or says it is gone.
    case refreshRecipe(id: Int64)
    /// Keep one version of a recipe the folder holds twice (or both); answers `.folderRead`
    /// and the conflicts left.
    case resolveFolderConflict(copy: String, keep: FolderConflictKeep)
    case setFavorite(id: Int64, Bool)
    case setRating(id: Int64, Int)
    /// Ctrl-Z: hand the terminal back to the shell until `fg`.
    case suspend
    case quit
    /// Sound the terminal bell.
    case bell
    case timers(TimersEffect)
    /// An effect of a feature that owns its state, performed by the runner registered for it.
    case feature(AnyFeatureValue)
    /// Keep the screen awake, or let it sleep again.
    case keepAwake(KeepAwakeEffect)
    /// Decode and draw a recipe's picture off the loop; answers `.pictureRendered`.
    case renderPicture(PictureKey, RecipeImage)
}

extension Effect {
    /// Whether keys typed after the one that asked for it act on what it loads: Enter then +
    /// typed quickly scale the recipe Enter opens, so the run loop reduces the + only once the
    /// recipe is in.
    public var holdsLaterKeys: Bool {
        if case .loadRecipe = self { true } else { false }
    }
}
