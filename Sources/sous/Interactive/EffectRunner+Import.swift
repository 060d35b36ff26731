import Foundation
import SousApp
import SousCore
import SousFormats

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
            let environment = self.environment
            let fetches = self.fetches
            let cancellation = fetches.start(source)
            Thread.detachNewThread {
                let answer = Self.readRecipes(from: source, environment: environment, cancellation: cancellation)
                fetches.finish(source, cancellation)
                inbox.post(.importing(answer))
            }
            return []
        case .readPasted(let text):
            // Pasted text is in memory and bounded by the paste's limit: read at once, on the loop.
            return [.importing(Self.readPasted(text))]
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
    static func readRecipes(from source: String, environment: [String: String],
                            cancellation: FetchCancellation? = nil) -> ImportAction {
        let lowered = source.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            do {
                let fetcher = WebFetcher()
                let page = try fetcher.fetch(source, cancellation: cancellation)
                let name = page.url.host ?? source
                let imports = try RecipeImporter.imports(from: page.data, name: name, sourceURL: page.url.absoluteString)
                // Still on this thread, off the loop; a picture not had is a note, never a failure.
                let (recipes, notes) = RecipePictureFetcher(fetcher: fetcher).recipes(from: imports, cancellation: cancellation)
                return .fetched(source: source, recipes: recipes.map { recipe in
                    var recipe = recipe
                    recipe.id = nil
                    if recipe.sourceURL == nil { recipe.sourceURL = page.url.absoluteString }
                    return recipe
                }, notes: notes)
            } catch let error as WebFetchError {
                return .fetchFailed(source: source, message: error.message)
            } catch let error as RecipeImportError {
                return .fetchFailed(source: source, message: error.message)
            } catch {
                return .fetchFailed(source: source, message: "Could not import \(source): \(error.localizedDescription)")
            }
        }
        var path = source
        if path == "~" || path.hasPrefix("~/") { path = (environment["HOME"] ?? NSHomeDirectory()) + path.dropFirst() }
        if lowered.hasPrefix("file://"), let url = URL(string: source) { path = url.path }
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return .fetchFailed(source: source, message: "There is no file at \(path).")
        }
        if isDirectory.boolValue {
            return .fetchFailed(source: source, message: "\(path) is a folder; name a recipe file (or use sous import for folders).")
        }
        // Formats that carry pictures (sous JSON, Paprika) and photos of pages may be larger than a
        // recipe's text; a photo's own checks follow in the importer.
        let isPhoto = PagePhoto.fileStartsLikePhoto(url)
        let limit = isPhoto ? PagePhoto.maximumBytes : ImportLimits.maximumFileBytes(named: name)
        let tooBig = "\(name) is over \(limit / 1_000_000) MB, too big to be \(isPhoto ? "a photo of a page" : "a recipe")."
        if let size = FileSize.of(url), size > limit {
            return .fetchFailed(source: source, message: tooBig)
        }
        do {
            let data = try Data(contentsOf: url)
            guard data.count <= limit else {
                return .fetchFailed(source: source, message: tooBig)
            }
            // A video's info file brings the subtitles saved beside it.
            let subtitles = VideoFileGroup.isInfoFile(url) ? VideoFileGroup.subtitles(besideInfo: url) : []
            let reader = TesseractReader(environment: environment, cancellation: cancellation)
            let result = try RecipeImporter.read(data, name: name, subtitles: subtitles, photoReader: reader)
            let (recipes, notes) = CooklangPicture.attach(to: result.recipes, readFrom: url)
            return .fetched(source: source, recipes: recipes.map { recipe -> Recipe in
                var recipe = recipe
                recipe.id = nil  // an import always adds
                return recipe
            }, notes: notes, betterSource: result.betterSource)
        } catch {
            if let error = error as? RecipeImportError { return .fetchFailed(source: source, message: error.message) }
            return .fetchFailed(source: source, message: "Could not import \(name): \(error.localizedDescription)")
        }
    }

    /// The recipes in text pasted into the import prompt: a video's caption, or a recipe written
    /// out as plain text, told apart by content like a file's.
    static func readPasted(_ text: String) -> ImportAction {
        let source = ImportEffect.pastedSource
        do {
            let result = try RecipeImporter.read(Data(text.utf8), name: source)
            return .fetched(source: source, recipes: result.recipes, betterSource: result.betterSource)
        } catch {
            return .fetchFailed(source: source, message: error.message.prefix(1).uppercased() + error.message.dropFirst())
        }
    }
}
