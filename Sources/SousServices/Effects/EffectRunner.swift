import Dispatch
import Foundation
import SousApp
import SousCore
import SousDesktop
import SousStore

/// Carries out the reducer's effects against the database and answers with actions.
/// Library queries take milliseconds, so they run on the loop and the next frame shows their result;
/// what takes longer (a download, a picture) runs off the loop and posts its answer to the inbox.
/// Everything from outside is a value given here (the database, the clock, the time zone, the
/// environment with HOME, the program launcher), so tests run it at a fixed time on a temporary library.
public struct EffectRunner {
    public let database: AppDatabase
    /// Where work that runs off the loop posts its results.
    public let inbox: Inbox
    /// HOME (for `~` and exported files) and PATH, as the programs sous starts see them.
    public let environment: [String: String]
    /// Starts helper programs: notifications, the alarm command, reading aloud.
    public let launcher: ProgramLauncher
    /// The hold on the screen saver while cook mode or the timers are open.
    public let screenWake: ScreenWake
    /// The time now: timers, cook sessions, the timeline and "today" are worked out with it.
    public let clock: @Sendable () -> Date
    /// Where "today" and a meal's time of day are.
    public let timeZone: TimeZone
    /// Pictures are decoded and drawn here, one at a time, never on the loop.
    let pictureQueue = DispatchQueue(label: "sous.pictures", qos: .userInitiated)
    /// Nutrition is worked out and foods are searched here, in the order asked, never on the loop.
    let nutritionQueue = DispatchQueue(label: "sous.nutrition", qos: .userInitiated)
    /// The picture asked for last; queued requests for others are skipped.
    let latestPicture = LatestPictureRequest()
    /// The imports being fetched off the loop, so Esc can cancel one.
    let fetches = ImportFetches()
    /// The library's file, beside which a folder binding is kept; nil for a library with no file
    /// of its own (then it cannot be bound from the app).
    public let databasePath: String?
    /// The bound folder watched while the app is open.
    let folderWatching = FolderWatching()
    /// The question the assistant is answering, so Esc can cancel it.
    let assistantRequests = AssistantRequests()

    public init(database: AppDatabase, inbox: Inbox, environment: [String: String], screenWake: ScreenWake,
                clock: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current, databasePath: String? = nil) {
        self.database = database
        self.databasePath = databasePath
        self.inbox = inbox
        self.environment = environment
        self.launcher = ProgramLauncher(environment: environment)
        self.screenWake = screenWake
        self.clock = clock
        self.timeZone = timeZone
    }

    /// A path the cook typed: a leading `~` is the home folder, a relative one is from where
    /// sous was started.
    func typedPath(_ typed: String) -> String {
        TypedPath.expanded(typed, environment: environment)
    }

    public func perform(_ effect: Effect) -> [AppAction] {
        do {
            switch effect {
            case .loadLibrary(let query, let offset, let limit):
                let (items, total) = try database.libraryPage(query, offset: offset, limit: limit)
                return [.libraryLoaded(LibraryPage(query: query, offset: offset, total: total, items: items))]
            case .loadCategories:
                return [.categoriesLoaded(try database.categories())]
            case .loadPreview(let id):
                return try database.recipe(id: id).map { [.previewLoaded($0)] } ?? []
            case .loadRecipe(let id):
                guard let recipe = try database.recipe(id: id) else {
                    return [.effectFailed("That recipe is no longer in the library.")]
                }
                return [.recipeLoaded(recipe)]
            case .refreshRecipe(let id):
                guard let recipe = try database.recipe(id: id) else {
                    return [.effectFailed("The recipe shown was removed from the library's folder.")]
                }
                return [.recipeRefreshed(recipe)]
            case .resolveFolderConflict(let copy, let keep):
                return try resolveFolderConflict(copy: copy, keep: keep)
            case .setFavorite(let id, let favorite):
                try database.setFavorite(id: id, favorite)
                return []
            case .setRating(let id, let rating):
                try database.setRating(id: id, rating)
                return []
            case .suspend, .quit, .bell:
                return []
            case .timers(let effect): return try perform(effect)
            case .feature(let effect): return try performFeature(effect)
            case .keepAwake(let effect): return perform(effect)
            case .renderPicture(let key, let image): return renderPicture(key, image)
            }
        } catch {
            return [.effectFailed(StoreError.message(for: error))]
        }
    }
}
