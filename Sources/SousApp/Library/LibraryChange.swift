import SousCore

/// What importing and editing changed in the library, for the library and the detail view to
/// follow (`AppAction.libraryChanged`): they are the app's own screens, which a feature asks
/// rather than changes.
public enum LibraryChange: Hashable, Sendable {
    /// A recipe was written from the editor (`isNew` for `N`): the rows are read again, and the
    /// recipe opened (a new one) or read again (the one the detail view shows).
    case written(id: Int64, isNew: Bool)
    /// A recipe was deleted: the detail view showing it closes.
    case removed(id: Int64?)
    /// A deleted recipe is back.
    case restored
    /// Recipes were imported: the cursor goes to the first of them.
    case imported(firstID: Int64?)
    /// Recipe `id` is row `index` of `query`: the cursor goes there.
    case located(query: LibraryQuery, index: Int)
}

extension LibraryReducer {
    static func changed(_ change: LibraryChange, in state: inout AppState) -> [Effect] {
        switch change {
        case .written(let id, let isNew):
            var effects = refresh(&state)
            if isNew || state.detail?.recipe.id == id { effects.append(.loadRecipe(id: id)) }
            return effects
        case .removed(let id):
            if state.route == .detail, state.detail?.recipe.id == id {
                state.pop()
                if state.route == .library { state.detail = nil }
            }
            return refresh(&state)
        case .restored:
            return refresh(&state)
        case .imported(let firstID):
            // The cursor goes to the new recipe (the first of several), so it can be opened at once.
            let locate = firstID.map { [Effect.importing(.locate(id: $0, query: state.library.query))] } ?? []
            return refresh(&state) + locate
        case .located(let query, let index):
            return show(index: index, of: query, in: &state)
        }
    }

    /// Reloads the rows on screen and the preview, keeping the highlight where it is.
    static func refresh(_ state: inout AppState) -> [Effect] {
        state.library.preview = nil
        let offset = state.library.page.offset
        state.library.requestedOffset = offset
        return [.loadCategories, .loadLibrary(state.library.query, offset: offset, limit: LibraryState.pageSize)]
    }
}
