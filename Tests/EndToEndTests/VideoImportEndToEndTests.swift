import Foundation
import Testing

/// What yt-dlp saves of a video (`--write-info-json --write-subs --write-auto-subs
/// --skip-download`), imported by the real binary: one recipe from the caption and the
/// subtitles, with the caption's recipe link offered as a hint; and a caption pasted into `i`.
@Suite struct VideoImportEndToEndTests {
    static let description = """
    Crispy gochujang chicken 🍗🔥 so good!!

    Ingredients👇
    🍗 500g chicken thighs
    🌶️ 2 tbsp gochujang
    🍯 1 tbsp honey
    🧄 3 garlic cloves

    Full recipe: https://minskitchen.example/recipes/crispy-gochujang-chicken
    follow @minskitchen for more 🫶
    #chicken #gochujang #shorts
    """

    static func infoJSON() throws -> Data {
        let object: [String: Any] = [
            "id": "abc123XYZ", "title": "EASY Crispy Gochujang Chicken 🍗 #shorts", "description": description,
            "uploader": "Min's Kitchen", "webpage_url": "https://video.example/shorts/abc123XYZ", "duration": 58,
            "extractor": "youtube", "language": "en",
            "formats": (0..<20).map { ["format_id": "\($0)", "url": "https://video.example/v/\($0)?sig=" + String(repeating: "x", count: 300)] },
        ]
        return try JSONSerialization.data(withJSONObject: object)
    }

    static let subtitles = """
    WEBVTT
    Kind: captions
    Language: en

    00:00:00.160 --> 00:00:02.470 align:start position:0%
     
    hey<00:00:00.480><c> guys</c><00:00:00.799><c> welcome</c><00:00:01.120><c> back</c>

    00:00:02.470 --> 00:00:02.480 align:start position:0%
    hey guys welcome back
     

    00:00:02.480 --> 00:00:05.000 align:start position:0%
    hey guys welcome back
    so<00:00:03.000><c> first</c><00:00:03.200><c> toss</c><00:00:03.400><c> the</c><00:00:03.600><c> chicken</c><00:00:03.800><c> in</c><00:00:04.000><c> cornflour</c>

    00:00:05.000 --> 00:00:05.010 align:start position:0%
    so first toss the chicken in cornflour
     

    00:00:42.010 --> 00:00:45.000 align:start position:0%
    so first toss the chicken in cornflour
    now<00:00:42.400><c> fry</c><00:00:42.800><c> it</c><00:00:43.000><c> until</c><00:00:43.400><c> golden</c><00:00:43.600><c> and</c><00:00:43.800><c> crispy</c>

    00:00:45.000 --> 00:00:48.000 align:start position:0%
    now fry it until golden and crispy
    then<00:00:45.400><c> glaze</c><00:00:45.800><c> it</c><00:00:46.000><c> with</c><00:00:46.400><c> the</c><00:00:46.800><c> sauce</c>

    """

    @Test func anInfoFileAndItsSubtitlesImportAsOneRecipe() throws {
        let folder = try SousBinary.temporaryFolder()
        let db = folder.appendingPathComponent("sous.db").path
        let videos = folder.appendingPathComponent("videos")
        try FileManager.default.createDirectory(at: videos, withIntermediateDirectories: true)
        try Self.infoJSON().write(to: videos.appendingPathComponent("Crispy Gochujang Chicken [abc123XYZ].info.json"))
        try Data(Self.subtitles.utf8).write(to: videos.appendingPathComponent("Crispy Gochujang Chicken [abc123XYZ].en.vtt"))

        let result = try SousBinary.run(["import", "--dry-run", "--json", videos.path, "--db", db])
        #expect(result.status == 0, "\(result.err)")
        let recipes = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(recipes.count == 1, "the subtitles go with the info file, not into a recipe of their own")
        let recipe = try #require(recipes.first)
        #expect(recipe["title"] as? String == "Crispy Gochujang Chicken")
        #expect(recipe["source_url"] as? String == "https://video.example/shorts/abc123XYZ")
        let ingredients = try #require(recipe["ingredients"] as? [[String: Any]])
        #expect(ingredients.map { $0["name"] as? String } == ["chicken thighs", "gochujang", "honey", "garlic"])
        #expect(ingredients.map { $0["quantity"] as? Double } == [500, 2, 1, 3])
        #expect(ingredients.map { $0["unit"] as? String } == ["g", "tbsp", "tbsp", "clove"])
        let steps = try #require(recipe["steps"] as? [[String: Any]]).compactMap { $0["text"] as? String }
        #expect(steps == ["[0:02] Toss the chicken in cornflour", "[0:42] Fry it until golden and crispy", "[0:45] Glaze it with the sauce"])
        // Provenance reaches the JSON once it is printed there: then it must say where each line came from.
        for ingredient in ingredients {
            if let provenance = ingredient["provenance"] as? [String: Any] { #expect(provenance["source"] as? String == "caption") }
        }
        #expect(result.err.contains("would import 1, skipped 0, failed 0"))
        #expect(result.err.contains("the caption links to https://minskitchen.example/recipes/crispy-gochujang-chicken: sous import that URL for the full recipe"))
        #expect(!FileManager.default.fileExists(atPath: db))

        // A lone subtitle file is a recipe of its steps, titled from its name.
        let lone = videos.appendingPathComponent("Chicken Glaze [zzz].en.vtt")
        try Data(Self.subtitles.utf8).write(to: lone)
        let alone = try SousBinary.run(["import", "--dry-run", lone.path, "--db", db])
        #expect(alone.err.contains("would import: Chicken Glaze (0 ingredients, 3 steps)"), "\(alone.err)")
    }

    @Test func brokenVideoFilesFailWithASentenceAndTheRestImport() throws {
        let folder = try SousBinary.temporaryFolder()
        let db = folder.appendingPathComponent("sous.db").path
        let videos = folder.appendingPathComponent("videos")
        try FileManager.default.createDirectory(at: videos, withIntermediateDirectories: true)
        try Data("{\"webpage_url\": \"https://v.example/1\", \"extractor\": \"x\", \"descr".utf8)
            .write(to: videos.appendingPathComponent("Broken [1].info.json"))
        try Data([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0A, 0x00, 0xFF, 0x00]).write(to: videos.appendingPathComponent("Junk [2].en.vtt"))
        try Self.infoJSON().write(to: videos.appendingPathComponent("Good [3].info.json"))
        let result = try SousBinary.run(["import", videos.path, "--db", db])
        #expect(result.status == 1)
        #expect(result.out.contains("imported 1, skipped 0, failed 2"), "\(result.out)")
        #expect(result.out.contains("Broken [1].info.json"))
        #expect(result.out.contains("Junk [2].en.vtt"))
    }
}

/// A caption pasted into the `i` prompt of the running app, read and previewed with its link.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct PastedCaptionEndToEndTests {
    @Test func aPastedCaptionIsPreviewedAndItsLinkOffered() throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try WatchedSession.launch(folder: folder, columns: 150, rows: 30)
        try tmux.waitFor(text: "Chicken Tikka Masala")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Import from")
        let caption = "Honey Garlic Salmon Bites 🍯🧄\n\nIngredients👇\n🐟 500g salmon fillet\n🍯 3 tbsp honey\n\n"
            + "Method:\n1️⃣ Fry the salmon.\n2️⃣ Glaze with the honey.\n\nWritten recipe: https://kitchen.example/recipes/honey-garlic-salmon-bites\n#salmon #dinner"
        try tmux.paste(caption, bracketed: true)
        try tmux.waitFor(all: [
            "the full recipe is at https://kitchen.example/recipes/honey-garlic-salmon-bites (then i, Enter imports it)",
            "Honey Garlic Salmon Bites", "salmon fillet", "Glaze with the honey",
            "The caption links to the full recipe: https://kitchen.example/recipes/honey-garlic-salmon-bites",
        ])
        try tmux.sendKeys("a")
        try tmux.waitFor(text: "Imported “Honey Garlic Salmon Bites”")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Enter imports, Esc cancels): https://kitchen.example/recipes/honey-garlic-salmon-bites")
        try tmux.sendKeys("Escape")
        try tmux.sendKeys("q")
        let ended = try tmux.waitFor(text: "SOUS-ENDED")
        #expect(ended.contains("exit=0"))
        #expect(try WatchedSession.terminalRestored(in: folder))
    }
}
