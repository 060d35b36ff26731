import Foundation
import SousCore

/// Makes one recipe of what a video downloader saved of a video: its caption (the description in
/// the `.info.json`, or a caption pasted as text) and its subtitles (`.vtt`/`.srt`).
///
/// Pairing policy, when both are there: the caption gives the title (the video's own title first,
/// cleaned), the ingredients and, when it writes a method out, the steps. When it does not, the
/// steps are the spoken ones, in spoken order with their times, rather than sentences guessed out
/// of the caption's prose. Ingredients are taken from speech only when the caption lists none and
/// speech names more than its prose does, and marked as guesses. A link in the caption to what looks like the recipe's page is returned
/// as the better source, never fetched.
public enum VideoImporter {
    /// A subtitle track read from a file.
    public struct Track: Sendable {
        public var name: String
        public var text: String

        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// The recipe of an info file's bytes and perhaps a subtitle track. `trackProblem` says why
    /// the subtitles beside it could not be read, if they could not; the caption's recipe stands
    /// without them.
    static func recipe(info: VideoInfo, track: Track?, trackProblem: String? = nil, name: String) throws(RecipeImportError) -> ImportResult {
        let caption = info.description.map { CaptionReader.read(ImportedText.clean($0, multiline: true)) } ?? CaptionReading()
        var problem = trackProblem
        var spoken: SpokenTranscript?
        if let track {
            do { spoken = try transcript(of: track) } catch { problem = error.message }
        }
        var recipe = combine(caption, spoken: spoken)
        // The video's own title, unless it only names the account ("Video by …"): the caption's then.
        if let raw = info.title.map({ ImportedText.clean($0) }), !CaptionTitle.namesOnlyTheAccount(raw, uploader: info.uploader),
           let title = CaptionTitle.clean(raw) {
            recipe.title = title
        }
        if recipe.title.isEmpty { recipe.title = CaptionTitle.fromFileName(name) ?? "Recipe from a video" }
        guard !recipe.ingredients.isEmpty || !recipe.steps.isEmpty else {
            let subtitles = problem.map { "and its subtitles could not be read (\($0))" }
                ?? (track == nil ? "and no subtitles were found beside it" : "and its subtitles give no steps")
            throw RecipeImportError("\(name) describes a video but holds no recipe: its description names no ingredients or steps, \(subtitles).")
        }
        recipe.sourceURL = info.webpageURL
        let better = RecipeLinkChooser.better(among: caption.links, videoURL: info.webpageURL)
        var about: [String] = []
        if let uploader = info.uploader {
            about.append("From a video by \(uploader)" + (info.duration.map { " (\(SpokenStepReader.timestamp($0)))" } ?? "") + ".")
        }
        if let better { about.append("The caption links to the full recipe: \(better)") }
        if let problem { about.append("The subtitles were not read: \(problem)") }
        if !about.isEmpty { recipe.notes = ([about.joined(separator: " ")] + [recipe.notes].compactMap { $0 }).joined(separator: "\n") }
        return ImportResult(recipes: [recipe], betterSource: better)
    }

    /// The recipe of a caption pasted or saved as text; nil when it holds no ingredients or steps.
    static func recipe(caption text: String, name: String) -> ImportResult? {
        let caption = CaptionReader.read(text)
        guard !caption.isEmpty else { return nil }
        var recipe = combine(caption, spoken: nil)
        if recipe.title.isEmpty {
            // A file's name may name the dish; a paste's ("pasted text") does not.
            let fromName = name.contains(".") ? CaptionTitle.fromFileName(name) : nil
            recipe.title = fromName ?? "Recipe from a video caption"
        }
        let better = RecipeLinkChooser.better(among: caption.links, videoURL: nil)
        if let better {
            recipe.notes = (["The caption links to the full recipe: \(better)"] + [recipe.notes].compactMap { $0 }).joined(separator: "\n")
        }
        return ImportResult(recipes: [recipe], betterSource: better)
    }

    /// The recipe of a subtitle file alone: the spoken steps, titled from the file's name.
    static func recipe(subtitles track: Track) throws(RecipeImportError) -> Recipe {
        let spoken = try transcript(of: track)
        var recipe = combine(CaptionReading(), spoken: spoken)
        recipe.title = CaptionTitle.fromFileName(track.name) ?? "Recipe from a video"
        guard !recipe.steps.isEmpty else {
            throw RecipeImportError("\(track.name) has no spoken cooking steps: no sentence in its subtitles says to add, stir, bake or the like.")
        }
        return recipe
    }

    /// A recipe the plain-text reader made of a caption: its lines came from the caption.
    static func markAsCaption(_ recipe: inout Recipe) {
        for index in recipe.ingredients.indices {
            let ingredient = recipe.ingredients[index]
            let known = CaptionIngredientReader.isKnownFood(ingredient.name)
            recipe.ingredients[index].provenance = Provenance(source: .caption, confidence: CaptionIngredientReader.confidence(
                ingredient, known: known, origin: .list, reordered: false))
        }
        for index in recipe.steps.indices { recipe.steps[index].provenance = Provenance(source: .caption, confidence: 0.8) }
    }

    static func transcript(of track: Track) throws(RecipeImportError) -> SpokenTranscript {
        let cues = try SubtitleCueReader.cues(in: ImportedText.clean(track.text, multiline: true), name: track.name)
        return SpokenTranscript(cues: cues)
    }

    /// The pairing policy above.
    static func combine(_ caption: CaptionReading, spoken: SpokenTranscript?) -> Recipe {
        var recipe = caption.recipe
        guard let spoken else { return recipe }
        let sentences = spoken.sentences()
        // Ingredients the caption only mentioned in passing ("two marinades are the secret") give
        // way to the ones said with their amounts, when more were said; a list written out stays.
        if !caption.hasIngredientList {
            let said = SpokenStepReader.ingredients(from: sentences)
            if said.count > recipe.ingredients.count { recipe.ingredients = said }
        }
        if !caption.hasMethod {
            let steps = SpokenStepReader.steps(from: sentences)
            if !steps.isEmpty { recipe.steps = steps }
        }
        return recipe
    }
}
