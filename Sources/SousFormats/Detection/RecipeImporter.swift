import Foundation
import SousCore

/// The one entry point for importing bytes of any supported format (used by the command line
/// and the app): detects the format by content, reads every recipe in it, and fails with a
/// sentence when nothing usable is found or the input is over `ImportLimits`. Nothing partial is
/// returned, and every text field comes out cleaned by `ImportedText`.
public enum RecipeImporter {
    /// Pages and files larger than this are refused before parsing, keeping memory bounded
    /// (formats that carry pictures may be larger: see `ImportLimits.maximumBytes(for:)`).
    public static let maximumBytes = ImportLimits.maximumBytes

    /// `photoReader` reads photos of pages (Tesseract on PATH unless a test gives another).
    public static func recipes(from data: Data, name: String, sourceURL: String? = nil,
                               photoReader: (any PageTextRecognizer)? = nil) throws(RecipeImportError) -> [Recipe] {
        try read(data, name: name, sourceURL: sourceURL, photoReader: photoReader).recipes
    }

    /// The same recipes, each with the address of its picture when a web page named one (the
    /// formats that carry pictures, sous JSON and Paprika, give them in `recipe.image` already).
    public static func imports(from data: Data, name: String, sourceURL: String? = nil,
                               photoReader: (any PageTextRecognizer)? = nil) throws(RecipeImportError) -> [WebPageImport] {
        try read(data, name: name, sourceURL: sourceURL, photoReader: photoReader).imports
    }

    /// Everything an import read: the recipes with their pictures' addresses, and a video
    /// caption's link to the full recipe. `subtitles` are the subtitle files found beside a
    /// video's info file (see `VideoFileGroup`); one of them, in the video's language, gives its
    /// spoken steps.
    public static func read(_ data: Data, name: String, sourceURL: String? = nil, subtitles: [URL] = [],
                            photoReader: (any PageTextRecognizer)? = nil) throws(RecipeImportError) -> ImportResult {
        guard !data.isEmpty else { throw RecipeImportError("\(name) is empty.") }
        let format = RecipeFormat.detect(data, name: name)
        let limit = ImportLimits.maximumBytes(for: format)
        guard data.count <= limit else {
            throw RecipeImportError("\(name) is \(data.count / 1_000_000) MB; sous imports \(format.sizeDescription) up to \(limit / 1_000_000) MB.")
        }
        var found: [Recipe]
        var pictures: [URL?] = []
        var betterSource: String?
        // The text read, for a second reading; worked out only when a line was read unsurely.
        var sourceLines: () -> [String] = { [] }
        switch format {
        case .html:
            try ImportLimits.checkPage(data, name: name)
            let read = WebPageImporter.imports(from: data, pageURL: sourceURL)
            found = read.map(\.recipe)
            pictures = read.map(\.imageURL)
            sourceLines = { SourceText.page(data) }
            if found.isEmpty {
                guard !VideoPage.isVideo(data) else { throw RecipeImportError("No recipe was found on \(name): \(VideoPage.advice)") }
                throw RecipeImportError("No recipe was found on \(name): it has no schema.org recipe and no Ingredients list.")
            }
        case .sousJSON:
            found = try RecipeJSONReader.recipes(from: data, name: name)
        case .videoInfo:
            guard let info = VideoInfo.decode(data) else {
                // A JSON object without a downloader's keys: a sous recipe, or a clear error as one.
                found = try RecipeJSONReader.recipes(from: data, name: name)
                break
            }
            // Subtitles that cannot be read leave the caption's recipe; the notes say why.
            var track: VideoImporter.Track?
            var trackProblem: String?
            do { track = try subtitleTrack(of: subtitles, language: info.language) } catch { trackProblem = error.message }
            let result = try VideoImporter.recipe(info: info, track: track, trackProblem: trackProblem, name: name)
            found = result.recipes
            sourceLines = {
                let caption = info.description.map { ImportedText.clean($0, multiline: true) } ?? ""
                let spoken = track.flatMap(SourceText.spoken) ?? ""
                return (info.title.map { [$0] } ?? []) + caption.components(separatedBy: "\n") + spoken.components(separatedBy: "\n")
            }
            betterSource = result.betterSource
        case .subtitles:
            let track = VideoImporter.Track(name: name, text: try decoded(data, name: name))
            found = [try VideoImporter.recipe(subtitles: track)]
            sourceLines = { (SourceText.spoken(track) ?? "").components(separatedBy: "\n") }
        case .caption:
            try ImportLimits.checkText(data, name: name)
            let text = ImportedText.clean(try decoded(data, name: name), multiline: true)
            sourceLines = { text.components(separatedBy: "\n") }
            if let result = VideoImporter.recipe(caption: text, name: name) {
                found = result.recipes
                betterSource = result.betterSource
            } else if var recipe = PlainTextImporter.recipe(from: text) {
                // Hashtags on a recipe written out plainly: the plain reader may still make sense of it.
                VideoImporter.markAsCaption(&recipe)
                found = [recipe]
            } else {
                throw RecipeImportError("\(name) reads like a video caption, but no ingredients or steps were found in it.")
            }
        case .paprikaArchive:
            found = try PaprikaImporter.recipes(fromArchive: data, name: name)
        case .paprikaRecipe:
            found = [try PaprikaImporter.recipe(fromGzip: data, name: name)]
        case .cooklang:
            try ImportLimits.checkText(data, name: name)
            do {
                let text = try RecipeFileReader.decode(data, fileName: name)
                found = [try CooklangImporter.recipe(from: text, fileName: name)]
            } catch {
                throw RecipeImportError(String(describing: error))
            }
        case .plainText:
            try ImportLimits.checkText(data, name: name)
            let text: String
            do { text = try RecipeFileReader.decode(data, fileName: name) } catch { throw RecipeImportError(error.description) }
            // Cleaned before reading, so a C1 "next line" (U+0085) does not split a line as a break would.
            let cleaned = ImportedText.clean(text, multiline: true)
            sourceLines = { cleaned.components(separatedBy: "\n") }
            if let recipe = PlainTextImporter.recipe(from: cleaned) {
                found = [recipe]
            } else if let result = VideoImporter.recipe(caption: cleaned, name: name) {
                // A short caption pasted without hashtags ("Mango lassi. 1 cup mango pulp, 1 cup
                // dahi…") shows no sign of a feed, but the caption reader can still read it.
                found = result.recipes
                betterSource = result.betterSource
            } else {
                throw RecipeImportError("\(name) does not look like a recipe: no title with ingredients or steps was found.")
            }
        case .photo:
            do {
                let read = try PhotoImporter.read(data, name: name, recognizer: photoReader ?? TesseractReader())
                found = [read.recipe]
                sourceLines = { read.text.components(separatedBy: "\n") }
            } catch {
                throw RecipeImportError(error.message)
            }
        }
        if let sourceURL {
            for index in found.indices where found[index].sourceURL == nil { found[index].sourceURL = sourceURL }
        }
        for recipe in found { try ImportLimits.check(recipe, name: name) }
        // Every importer's text leaves through this one door, whatever the format.
        let imports = found.enumerated().map { index, recipe in
            WebPageImport(recipe: recipe.cleaned(), imageURL: index < pictures.count ? pictures[index] : nil)
        }
        let sourceText = SourceText.isWanted(for: found) ? SourceText.window(sourceLines(), around: found[0]) : nil
        return ImportResult(imports: imports, betterSource: betterSource.map { ImportedText.clean($0) },
                            sourceText: sourceText?.isEmpty == false ? sourceText : nil)
    }

    static func decoded(_ data: Data, name: String) throws(RecipeImportError) -> String {
        do { return try RecipeFileReader.decode(data, fileName: name) } catch { throw RecipeImportError(error.description) }
    }

    /// The subtitle track to read of the files beside an info file, in the video's language.
    static func subtitleTrack(of files: [URL], language: String?) throws(RecipeImportError) -> VideoImporter.Track? {
        guard let file = VideoFileGroup.choose(files, language: language) else { return nil }
        let data = try ImportSourceCollector.read(file)
        return VideoImporter.Track(name: file.lastPathComponent, text: try decoded(data, name: file.lastPathComponent))
    }
}
