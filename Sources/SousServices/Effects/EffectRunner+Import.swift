import Foundation
import SousApp
import SousCore
import SousFormats
import SousStore

extension EffectRunner {
    /// Carries out importing and editing effects. `.openEditor` is the run loop's (it owns the terminal);
    /// `.fetch` runs on a thread of its own and posts its result to the inbox, so the screen stays live.
    func perform(_ effect: ImportEffect) throws -> [AppAction] {
        switch effect {
        case .loadForEditing(let id):
            guard let recipe = try database.recipe(id: id) else {
                return [.effectFailed("That recipe is no longer in the library.")]
            }
            return [.importing(.editLoaded(recipe))]
        case .openEditor:
            return []
        case .saveRecipe(let recipe):
            let id = try database.saveRecipe(recipe)
            return [.importing(.recipeSaved(id: id, title: recipe.title, isNew: recipe.id == nil))]
        case .deleteRecipe(let id):
            guard let deleted = try database.deleteRecipe(id: id) else {
                return [.effectFailed("That recipe is no longer in the library.")]
            }
            return [.importing(.recipeDeleted(deleted))]
        case .restoreRecipe(let deleted):
            let id = try database.restoreRecipe(deleted)
            return [.importing(.recipeRestored(id: id, title: deleted.recipe.title))]
        case .fetch(let source):
            let inbox = self.inbox
            let pipeline = ImportPipeline(environment: environment).transcribing(with: database)
            let database = self.database
            let fetches = self.fetches
            let cancellation = fetches.start(source)
            Thread.detachNewThread {
                let answer = Self.readRecipes(from: source, with: pipeline, database: database, cancellation: cancellation)
                fetches.finish(source, cancellation)
                inbox.post(.importing(answer))
            }
            return []
        case .readPasted(let text):
            // Pasted text is in memory and bounded by the paste's limit: read at once, on the loop.
            let source = ImportEffect.pastedSource
            do throws(ImportFailure) {
                return [.importing(Self.fetched(try ImportPipeline.readPasted(text, name: source), from: source, database: database))]
            } catch {
                return [.importing(.fetchFailed(source: source, message: error.message))]
            }
        case .invent:
            return try invent()
        case .cancelFetch(let source):
            fetches.cancel(source)
            return []
        case .saveImported(let recipes):
            let ids = try database.importRecipes(recipes)
            return [.importing(.importSaved(titles: recipes.map(\.title), ids: ids))]
        case .locate(let id, let query):
            if let index = try database.position(of: id, in: query) {
                return [.importing(.located(id: id, query: query, index: index))]
            }
            // Hidden by the search or a filter: the same order without them shows it.
            let unfiltered = LibraryQuery(sort: query.sort)
            guard let index = try database.position(of: id, in: unfiltered) else { return [] }
            return [.importing(.located(id: id, query: unfiltered, index: index))]
        }
    }

    /// Reads the recipes at a URL or path, as the answer to `.fetch`. Runs off the loop.
    static func readRecipes(from source: String, with pipeline: ImportPipeline, database: AppDatabase,
                            cancellation: FetchCancellation? = nil) -> ImportAction {
        do throws(ImportFailure) {
            return fetched(try pipeline.read(source: source, cancellation: cancellation), from: source, database: database)
        } catch {
            return .fetchFailed(source: source, message: error.message)
        }
    }

    /// What was read, for the preview, with the recipes the library holds already (accepting
    /// one adds it again, as `sous import --force` would).
    static func fetched(_ reading: ImportPipeline.Reading, from source: String, database: AppDatabase) -> ImportAction {
        let held = (try? ImportSaver.alreadyHeld(reading.recipes, in: database)) ?? []
        return .fetched(source: source, recipes: reading.recipes, notes: reading.notes, betterSource: reading.betterSource,
                        alreadyHeld: held, sourceText: reading.sourceText)
    }
}
