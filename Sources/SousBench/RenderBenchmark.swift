import SousApp
import SousCore
import SousStore
import SousTUI

/// Render cost of the library screen: `AppScreen.render` of a loaded state, no terminal involved.
enum RenderBenchmark {
    /// The library as the app shows it after starting: the reducer driven from `.started` and `.firstFrameShown`, its
    /// effects answered from `database` the way the app's effect runner answers them.
    static func startedState(size: TerminalSize, database: AppDatabase) throws -> AppState {
        var state = AppState(size: size)
        var pending: [AppAction] = [.started, .firstFrameShown]
        while !pending.isEmpty {
            let action = pending.removeFirst()
            for effect in reduce(&state, action) { pending += try answer(effect, from: database) }
        }
        return state
    }

    private static func answer(_ effect: Effect, from database: AppDatabase) throws -> [AppAction] {
        switch effect {
        case .loadLibrary(let query, let offset, let limit):
            let items = try database.summaries(query, offset: offset, limit: limit)
            return [.libraryLoaded(LibraryPage(query: query, offset: offset, total: try database.count(query), items: items))]
        case .loadCategories:
            return [.categoriesLoaded(try database.categories())]
        case .loadPreview(let id):
            return try database.recipe(id: id).map { [.previewLoaded($0)] } ?? []
        case .loadRecipe(let id):
            return try database.recipe(id: id).map { [.recipeLoaded($0)] } ?? []
        default:
            return []
        }
    }

    /// Mean milliseconds per frame over `frames` renders of `state`.
    static func meanFrameMilliseconds(_ state: AppState, frames: Int) -> (milliseconds: Double, cells: Int) {
        var cells = 0
        _ = AppScreen.render(state, theme: .kitchen) // the first frame pays for one-time setup
        let watch = Stopwatch()
        for _ in 0..<frames {
            // Counting cells keeps each frame's result in use.
            cells &+= AppScreen.render(state, theme: .kitchen).cells.count
        }
        return (watch.elapsedMilliseconds / Double(max(frames, 1)), cells / max(frames, 1))
    }
}
