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
    /// Writes a video's audio out as WebVTT subtitles (the assistant's server), for a video
    /// whose info file has no subtitles beside it; nil where no assistant is set up.
    public var transcriber: (@Sendable (URL) throws -> String)?

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
        /// The text read, when a line was read unsurely: for a second reading (`SourceText`).
        public var sourceText: String?
    }

    /// A source typed or pasted into the app's prompt: a web address, or a file's path (with `~`
    /// or as a `file://` address).
    public func read(source: String, cancellation: FetchCancellation? = nil) throws(ImportFailure) -> Reading {
        if Self.isWebAddress(source) { return try readAddress(source, cancellation: cancellation) }
        var path = TypedPath.expanded(source, environment: environment)
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
        let result: ImportResult
        do {
            page = try fetcher.fetch(address, cancellation: cancellation)
            result = try RecipeImporter.read(page.data, name: address, sourceURL: page.url.absoluteString)
        } catch {
            throw ImportFailure(error, name: address)
        }
        // A picture that cannot be had is a note, never a failed import.
        let (recipes, notes) = RecipePictureFetcher(fetcher: fetcher).recipes(from: result.imports, cancellation: cancellation)
        return Reading(recipes: recipes.map { Self.new($0, from: page.url.absoluteString) }, notes: notes,
                       sourceText: result.sourceText)
    }

    /// The recipes in a file. `subtitles` are a video info file's subtitle files when the caller
    /// has paired them (`ImportSourceCollector`); nil looks for them beside the file.
    public func readFile(_ file: URL, subtitles: [URL]? = nil, folders: FolderNames? = nil,
                         cancellation: FetchCancellation? = nil) throws(ImportFailure) -> Reading {
        let result: ImportResult
        var spoken = Transcript(file: nil, note: nil)
        defer { spoken.file.map { try? FileManager.default.removeItem(at: $0.deletingLastPathComponent()) } }
        do {
            let data = try ImportSourceCollector.read(file)
            var subtitles = subtitles ?? (VideoFileGroup.isInfoFile(file) ? VideoFileGroup.subtitles(besideInfo: file) : [])
            if subtitles.isEmpty && VideoFileGroup.isInfoFile(file) {
                spoken = transcript(besideInfo: file)
                subtitles = spoken.file.map { [$0] } ?? []
            }
            let reader = TesseractReader(environment: environment, cancellation: cancellation)
            result = try RecipeImporter.read(data, name: file.lastPathComponent, subtitles: subtitles, photoReader: reader)
        } catch {
            throw ImportFailure(error, name: file.lastPathComponent)
        }
        var (recipes, notes) = CooklangPicture.attach(to: result.recipes, readFrom: file, folders: folders)
        if spoken.file != nil { recipes = recipes.map(Self.transcribed) }
        if let note = spoken.note { notes.insert(note, at: 0) }
        return Reading(recipes: recipes.map { Self.new($0, from: nil) }, notes: notes, betterSource: result.betterSource,
                       sourceText: result.sourceText)
    }

    /// A video's audio written out by the transcriber into a subtitle file of its own (in a
    /// temporary folder, removed after reading), and what to say of it.
    private struct Transcript {
        var file: URL?
        var note: String?
    }

    private func transcript(besideInfo info: URL) -> Transcript {
        guard let media = VideoFileGroup.media(besideInfo: info) else { return Transcript() }
        guard let transcriber else {
            return Transcript(note: "It has no subtitles; its audio (\(TerminalText.visibleName(media.lastPathComponent))) could be "
                              + "transcribed by an assistant whose server transcribes (sous assistant)")
        }
        do {
            var text = try transcriber(media)
            if !text.hasPrefix("WEBVTT") {
                // Plain words, not cues: one cue holding them all.
                text = "WEBVTT\n\n00:00:00.000 --> 99:59:59.000\n" + text.replacingOccurrences(of: "\n\n", with: "\n") + "\n"
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-transcript-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let track = folder.appendingPathComponent(info.lastPathComponent.dropLast(".info.json".count) + ".vtt")
            try Data(text.utf8).write(to: track)
            return Transcript(file: track, note: "Its spoken words were transcribed from \(TerminalText.visibleName(media.lastPathComponent)) by the assistant's server")
        } catch {
            return Transcript(note: "Its audio was not transcribed: \(error)")
        }
    }

    /// Lines read from a transcript are the transcript's, not subtitles a person timed.
    private static func transcribed(_ recipe: Recipe) -> Recipe {
        var recipe = recipe
        func retag(_ provenance: Provenance?) -> Provenance? {
            guard let provenance, provenance.source == .subtitles else { return provenance }
            return Provenance(source: .transcript, confidence: provenance.confidence)
        }
        for index in recipe.ingredients.indices { recipe.ingredients[index].provenance = retag(recipe.ingredients[index].provenance) }
        for index in recipe.steps.indices { recipe.steps[index].provenance = retag(recipe.steps[index].provenance) }
        return recipe
    }

    /// The recipes in text pasted into the import prompt: a video's caption, or a recipe written
    /// out as plain text, told apart by content like a file's.
    public static func readPasted(_ text: String, name: String) throws(ImportFailure) -> Reading {
        do {
            let result = try RecipeImporter.read(Data(text.utf8), name: name)
            return Reading(recipes: result.recipes.map { new($0, from: nil) }, betterSource: result.betterSource,
                           sourceText: result.sourceText)
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
