import Foundation
import SousCore
import SousFormats

/// The one way sous reads recipes from outside, used by `sous import`, the app's import prompt
/// and any future watcher: a web address (the page, then its pictures), a file (with the limits
/// for its kind, the subtitles beside a video's info file, a Cooklang recipe's pictures) or
/// pasted text. Every recipe read comes out new (no id), with the page it came from as its
/// source; every failure is one sentence (`ImportFailure`). Blocking: call it off the UI loop.
public struct ImportPipeline: Sendable {
    /// HOME for `~` and the programs a photo is read with (Tesseract on PATH) and a page is
    /// fetched with (sous-fetch).
    public var environment: [String: String]
    public var fetcher: WebFetcher

    public init(environment: [String: String], fetcher: WebFetcher? = nil) {
        self.environment = environment
        self.fetcher = fetcher ?? WebFetcher(environment: environment)
    }

    /// What one source gave.
    public struct Reading: Sendable {
        public var recipes: [Recipe]
        /// What came without something (a picture that could not be had), as sentences.
        public var notes: [String] = []
        /// A page the source points to for the full recipe (a video caption's link).
        public var betterSource: String?
    }

    /// A source typed or pasted into the app's prompt: a web address, or a file's path (with `~`
    /// or as a `file://` address).
    public func read(source: String, cancellation: FetchCancellation? = nil) throws(ImportFailure) -> Reading {
        if Self.isWebAddress(source) { return try readAddress(source, cancellation: cancellation) }
        var path = source
        if path == "~" || path.hasPrefix("~/") { path = (environment["HOME"] ?? NSHomeDirectory()) + path.dropFirst() }
        if source.lowercased().hasPrefix("file://"), let url = URL(string: source) { path = url.path }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImportFailure("There is no file at \(path).")
        }
        if isDirectory.boolValue {
            throw ImportFailure("\(path) is a folder; name a recipe file (or use sous import for folders).")
        }
        return try readFile(URL(fileURLWithPath: path), cancellation: cancellation)
    }

    /// The recipes on a web page, with their pictures.
    public func readAddress(_ address: String, cancellation: FetchCancellation? = nil) throws(ImportFailure) -> Reading {
        let page: (data: Data, url: URL)
        let imports: [WebPageImport]
        do {
            page = try fetcher.fetch(address, cancellation: cancellation)
            imports = try RecipeImporter.imports(from: page.data, name: address, sourceURL: page.url.absoluteString)
        } catch {
            throw ImportFailure(error, name: address)
        }
        // A picture that cannot be had is a note, never a failed import.
        let (recipes, notes) = RecipePictureFetcher(fetcher: fetcher).recipes(from: imports, cancellation: cancellation)
        return Reading(recipes: recipes.map { Self.new($0, from: page.url.absoluteString) }, notes: notes)
    }

    /// The recipes in a file. `subtitles` are a video info file's subtitle files when the caller
    /// has paired them (`ImportSourceCollector`); nil looks for them beside the file.
    public func readFile(_ file: URL, subtitles: [URL]? = nil, folders: FolderNames? = nil,
                         cancellation: FetchCancellation? = nil) throws(ImportFailure) -> Reading {
        let result: ImportResult
        do {
            let data = try ImportSourceCollector.read(file)
            let subtitles = subtitles ?? (VideoFileGroup.isInfoFile(file) ? VideoFileGroup.subtitles(besideInfo: file) : [])
            let reader = TesseractReader(environment: environment, cancellation: cancellation)
            result = try RecipeImporter.read(data, name: file.lastPathComponent, subtitles: subtitles, photoReader: reader)
        } catch {
            throw ImportFailure(error, name: file.lastPathComponent)
        }
        let (recipes, notes) = CooklangPicture.attach(to: result.recipes, readFrom: file, folders: folders)
        return Reading(recipes: recipes.map { Self.new($0, from: nil) }, notes: notes, betterSource: result.betterSource)
    }

    /// The recipes in text pasted into the import prompt: a video's caption, or a recipe written
    /// out as plain text, told apart by content like a file's.
    public static func readPasted(_ text: String, name: String) throws(ImportFailure) -> Reading {
        do {
            let result = try RecipeImporter.read(Data(text.utf8), name: name)
            return Reading(recipes: result.recipes.map { new($0, from: nil) }, betterSource: result.betterSource)
        } catch {
            throw ImportFailure(error.message.prefix(1).uppercased() + error.message.dropFirst())
        }
    }

    public static func isWebAddress(_ source: String) -> Bool {
        let lowered = source.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// An import always adds: no id; a recipe from a page keeps that page as its source.
    private static func new(_ recipe: Recipe, from page: String?) -> Recipe {
        var recipe = recipe
        recipe.id = nil
        if recipe.sourceURL == nil, let page { recipe.sourceURL = page }
        return recipe
    }
}

/// Why a source gave no recipes, as one sentence for the user.
public struct ImportFailure: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }

    /// The sentence of sous's own errors; another error's description under the source's name.
    init(_ error: Error, name: String) {
        switch error {
        case let error as WebFetchError: message = error.message
        case let error as RecipeImportError: message = error.message
        default: message = "Could not import \(name): \(error.localizedDescription)"
        }
    }

    public var description: String { message }
}
