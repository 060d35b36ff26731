import Foundation
@testable import SousFormats
import SousCore
import Testing
import SousTestSupport

/// yt-dlp's `.info.json`: told apart from a sous JSON recipe, read with its subtitles into one
/// recipe, and refused with a sentence when broken.
@Suite struct VideoInfoImportTests {
    static func info(title: String = "Crispy Gochujang Chicken 🍗 #shorts", description: String, extra: String = "") -> String {
        let escaped = description.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return """
        {"id": "abc123XYZ", "title": "\(title)", "formats": [{"format_id": "18", "url": "https://video.example/v?x=1"}],
         "description": "\(escaped)", "uploader": "Min's Kitchen", "webpage_url": "https://video.example/shorts/abc123XYZ",
         "duration": 58, "extractor": "youtube", "language": "en"\(extra)}
        """
    }

    static let description = """
    Crispy gochujang chicken 🍗🔥

    Ingredients👇
    🍗 500g chicken thighs
    🌶️ 2 tbsp gochujang
    🍯 1 tbsp honey

    Full recipe: https://minskitchen.example/recipes/crispy-gochujang-chicken
    #chicken #gochujang
    """

    @Test func anInfoFileIsNotASousRecipeAndASousRecipeIsNotAnInfoFile() {
        #expect(RecipeFormat.detect(Data(Self.info(description: "x").utf8), name: "video.json") == .videoInfo)
        #expect(RecipeFormat.detect(Data(#"{"title": "Toast", "steps": ["Toast the bread."]}"#.utf8), name: "toast.json") == .sousJSON)
        // A sous recipe that only mentions the key in its text is still read as a recipe.
        let tricky = #"{"title": "Toast", "notes": "no \"extractor\" here", "ingredients": [], "steps": [{"text": "Toast."}]}"#
        #expect((try? RecipeImporter.recipes(from: Data(tricky.utf8), name: "toast.json"))?.first?.title == "Toast")
    }

    @Test func theCaptionGivesTitleIngredientsAndTheBetterSource() throws {
        let result = try RecipeImporter.read(Data(Self.info(description: Self.description).utf8), name: "Crispy [abc123XYZ].info.json")
        let recipe = try #require(result.recipes.first)
        #expect(recipe.title == "Crispy Gochujang Chicken")
        #expect(recipe.ingredients.map(\.name) == ["chicken thighs", "gochujang", "honey"])
        #expect(recipe.ingredients.allSatisfy { $0.provenance?.source == .caption && $0.provenance?.isLowConfidence == false })
        #expect(recipe.sourceURL == "https://video.example/shorts/abc123XYZ")
        #expect(result.betterSource == "https://minskitchen.example/recipes/crispy-gochujang-chicken")
        #expect(recipe.notes?.contains("From a video by Min's Kitchen (0:58).") == true)
        #expect(recipe.totalMinutes == nil, "a video's length is not a cooking time")
    }

    @Test func subtitlesBesideTheInfoFileGiveTheStepsWhenTheCaptionHasNoMethod() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let info = folder.appendingPathComponent("Crispy Chicken [abc123XYZ].info.json")
        try Data(Self.info(description: Self.description).utf8).write(to: info)
        let english = folder.appendingPathComponent("Crispy Chicken [abc123XYZ].en.vtt")
        try Data(SubtitleImportTests.autoSubtitles.utf8).write(to: english)
        try Data("WEBVTT\n\n00:01.000 --> 00:02.000\nBraten Sie das Huhn.\n".utf8)
            .write(to: folder.appendingPathComponent("Crispy Chicken [abc123XYZ].de.vtt"))
        try Data("WEBVTT\n".utf8).write(to: folder.appendingPathComponent("Other Video [zzz].en.vtt"))

        let found = ImportSourceCollector.collect([folder.path])
        #expect(found.files.map(\.lastPathComponent) == ["Crispy Chicken [abc123XYZ].info.json", "Other Video [zzz].en.vtt"])
        #expect(found.subtitles[info]?.count == 2)
        let alone = ImportSourceCollector.collect([info.path])
        #expect(alone.files == [info] && alone.subtitles[info]?.count == 2)

        let result = try RecipeImporter.read(try Data(contentsOf: info), name: info.lastPathComponent, subtitles: found.subtitles[info] ?? [])
        let recipe = try #require(result.recipes.first)
        #expect(recipe.ingredients.map(\.name) == ["chicken thighs", "gochujang", "honey"], "the caption's list, not the speech's")
        #expect(recipe.steps.first?.text == "[0:02] Heat two tablespoons of oil in a pan")
        #expect(recipe.steps.allSatisfy { $0.provenance?.source == .subtitles })
    }

    @Test func aWrittenMethodInTheCaptionWinsOverTheSpokenSteps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let withMethod = Self.description + "\nMethod:\n1. Toss the chicken in the sauce.\n2. Air fry for 18 minutes.\n"
        let info = folder.appendingPathComponent("Crispy [abc].info.json")
        try Data(Self.info(description: withMethod).utf8).write(to: info)
        let track = folder.appendingPathComponent("Crispy [abc].en.vtt")
        try Data(SubtitleImportTests.autoSubtitles.utf8).write(to: track)
        let recipe = try #require(try RecipeImporter.read(try Data(contentsOf: info), name: info.lastPathComponent, subtitles: [track]).recipes.first)
        #expect(recipe.steps.map(\.text) == ["Toss the chicken in the sauce.", "Air fry for 18 minutes."])
    }

    @Test(arguments: [
        ("{\"webpage_url\": \"https://v.example/1\", \"extractor\": \"x\", \"description\": ", "x.info.json"),
        ("{\"webpage_url\": \"https://v.example/1\", \"extractor\": \"x\"}", "x.info.json"),
        ("{\"webpage_url\": 12, \"title\": [1, 2], \"extractor\": \"x\", \"description\": \"follow for more! #fyp\"}", "x.info.json"),
        (String(repeating: "[", count: 100_000), "deep.info.json"),
        ("{\"extractor\": \"youtube\"," + String(repeating: "{\"a\":", count: 50_000), "nested.info.json"),
        // Valid JSON nested 100,000 deep: the decoder refuses it without a separate depth check.
        ("{\"extractor\": \"youtube\", \"webpage_url\": \"https://v.example/1\", \"a\": " + String(repeating: "[", count: 100_000)
            + String(repeating: "]", count: 100_000) + "}", "deep-valid.info.json"),
    ])
    func brokenOrEmptyInfoFilesFailWithASentence(_ json: String, _ name: String) {
        let error = #expect(throws: RecipeImportError.self) { try RecipeImporter.recipes(from: Data(json.utf8), name: name) }
        #expect(error?.message.contains(name) == true)
    }

    /// How long it takes is measured in `make bench` (video: hostile sizes).
    @Test func aMegabyteDescriptionIsRefusedWithASentence() throws {
        let description = VideoWorstCases.megabyteDescription
        #expect(description.utf8.count > 1_000_000)
        let outcome = Result { () throws(RecipeImportError) in
            try RecipeImporter.recipes(from: Data(Self.info(description: description).utf8), name: "big.info.json")
        }
        // 20,000 ingredients are over the limit: refused with a sentence, nothing half-read.
        guard case .failure(let error) = outcome else { Issue.record("expected a refusal"); return }
        #expect(error.message.contains("ingredients"))
    }
}

/// Subtitles that cannot be read beside a readable caption.
@Suite struct BrokenSubtitlesBesideACaptionTests {
    @Test func theCaptionsRecipeStandsAndTheNotesSayWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let info = folder.appendingPathComponent("Crispy [abc].info.json")
        try Data(VideoInfoImportTests.info(description: VideoInfoImportTests.description).utf8).write(to: info)
        let track = folder.appendingPathComponent("Crispy [abc].en.vtt")
        try Data([0x57, 0x45, 0x42, 0x00, 0xFF]).write(to: track)
        let recipe = try #require(try RecipeImporter.read(try Data(contentsOf: info), name: info.lastPathComponent, subtitles: [track]).recipes.first)
        #expect(recipe.ingredients.count == 3)
        #expect(recipe.notes?.contains("The subtitles were not read: ") == true)
        #expect(recipe.notes?.contains("NUL bytes") == true)

        let empty = folder.appendingPathComponent("Empty [e].info.json")
        try Data(VideoInfoImportTests.info(description: "follow for more #fyp").utf8).write(to: empty)
        let error = #expect(throws: RecipeImportError.self) {
            try RecipeImporter.read(try Data(contentsOf: empty), name: empty.lastPathComponent, subtitles: [track])
        }
        #expect(error?.message.contains("its subtitles could not be read") == true)
    }

    @Test(arguments: [
        (#"<meta property="og:type" content="video.other">"#, true),
        (#"<meta name="twitter:card" content="player">"#, true),
        (#"<meta property="og:type" content="article">"#, false),
    ])
    func aVideoPageWithoutARecipeSaysHowSousReadsVideos(_ meta: String, _ video: Bool) {
        let page = Data("<!doctype html><html><head><title>Crispy chicken</title>\(meta)</head><body><p>Watch!</p></body></html>".utf8)
        let error = #expect(throws: RecipeImportError.self) { try RecipeImporter.read(page, name: "video.example") }
        #expect(error?.message.contains("yt-dlp --write-info-json") == video, "\(error?.message ?? "")")
        #expect(error?.message.hasPrefix("No recipe was found on video.example") == true)
    }
}
