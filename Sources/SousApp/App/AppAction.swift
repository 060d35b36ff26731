import SousCore

/// What happened: input from the user, or the result of an effect coming back.
public enum AppAction: Hashable, Sendable {
    case started
    case keyPressed(Key)
    case mouse(MouseEvent)
    case resized(TerminalSize)
    case libraryLoaded(LibraryPage)
    case categoriesLoaded([String])
    case previewLoaded(Recipe)
    case recipeLoaded(Recipe)
    case effectFailed(String)
}
