import Foundation
import SousCore

/// What happened: input from the user, or the result of an effect coming back.
public enum AppAction: Hashable, Sendable {
    /// The app opened: only the library's first page is loaded before the first frame.
    case started
    /// The first frame is on screen: the rest is loaded now (categories, the household, corrections,
    /// the pantry, this week's plan), so none of it delays what the cook first sees.
    case firstFrameShown
    case keyPressed(Key)
    case mouse(MouseEvent)
    case resized(TerminalSize)
    case libraryLoaded(LibraryPage)
    case categoriesLoaded([String])
    case previewLoaded(Recipe)
    case recipeLoaded(Recipe)
    case effectFailed(String)
    /// The clock moved on: sent by the run loop when something on screen depends on time.
    case ticked(now: Date)
    case timers(TimersAction)
    /// The household's people changed: what is built from them (the library's safety filter) follows.
    case householdChanged
    /// The folder the library is bound to changed while sous was open (a sync engine brought a
    /// recipe in) and was read: what changed, "1 added, 2 updated". The library reloads, and
    /// the plan's week when it was loaded.
    case folderRead(String)
    /// The recipes the library's folder holds in two versions (a sync engine's conflict
    /// copies), read at start and whenever they change; the status line asks about the first.
    case folderConflicts([FolderConflictNotice])
    /// The recipe on the detail view as it is now (read again after a change in the folder).
    case recipeRefreshed(Recipe)
    /// A recipe was saved (a copy with the household's swaps): the detail shows it and the library reloads.
    case recipeSaved(Recipe)
    /// The detail view's "cooked 3 times" line was read (after opening a recipe or cooking it).
    case cookHistoryLoaded(recipeID: Int64, CookHistory)
    /// A recipe was rated when its cooking ended: the detail view shows the stars.
    case recipeRated(id: Int64, stars: Int)
    /// The foods the cook chose for ingredient names changed (see `FoodCorrection`): the detail
    /// view and the shopping list read their lines again.
    case correctionsChanged([String: String])
    /// A recipe's nutrition was worked out: the detail view shows it if it still shows the recipe.
    case nutritionWorkedOut(Recipe, RecipeNutrition)
    /// Importing or editing changed the library: the library and the detail view follow.
    case libraryChanged(LibraryChange)
    /// An action of a feature that owns its state (see `Feature`).
    case feature(AnyFeatureValue)
    case keepAwake(KeepAwakeAction)
    /// A picture asked for with `.renderPicture` was drawn; nil when it could not be.
    case pictureRendered(PictureKey, Picture?)
    /// A picture asked for was not drawn because another was asked for since (the library's
    /// highlight moved on): it is no longer pending, and is asked for again if shown again.
    case pictureSkipped(PictureKey)
}
