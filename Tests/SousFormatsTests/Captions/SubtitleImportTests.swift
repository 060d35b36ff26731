import Foundation
@testable import SousFormats
import SousCore
import Testing
import SousTestSupport

/// Subtitles as yt-dlp saves them: YouTube's auto-subtitles (each line in two cues, inline word
/// timings, a 10 ms cue repeating the line), hand-made WebVTT and SubRip.
@Suite struct SubtitleImportTests {
    /// YouTube's auto-subtitle shape, written as yt-dlp saves it.
    static let autoSubtitles = """
    WEBVTT
    Kind: captions
    Language: en

    00:00:00.160 --> 00:00:02.470 align:start position:0%
     
    hey<00:00:00.480><c> guys</c><00:00:00.799><c> welcome</c><00:00:01.120><c> back</c>

    00:00:02.470 --> 00:00:02.480 align:start position:0%
    hey guys welcome back
     

    00:00:02.480 --> 00:00:05.000 align:start position:0%
    hey guys welcome back
    so<00:00:03.000><c> first</c><00:00:03.200><c> heat</c><00:00:03.400><c> two</c><00:00:03.600><c> tablespoons</c><00:00:03.800><c> of</c><00:00:04.000><c> oil</c>

    00:00:05.000 --> 00:00:05.010 align:start position:0%
    so first heat two tablespoons of oil
     

    00:00:05.010 --> 00:00:08.000 align:start position:0%
    so first heat two tablespoons of oil
    in<00:00:05.400><c> a</c><00:00:05.600><c> pan</c><00:00:06.000><c> now</c><00:00:06.400><c> add</c><00:00:06.800><c> the</c><00:00:07.000><c> garlic</c>

    00:00:08.000 --> 00:00:08.010 align:start position:0%
    in a pan now add the garlic
     

    00:00:42.010 --> 00:00:45.000 align:start position:0%
    in a pan now add the garlic
    and<00:00:42.400><c> fry</c><00:00:42.800><c> it</c><00:00:43.000><c> for</c><00:00:43.400><c> a</c><00:00:43.600><c> minute</c>

    00:00:45.000 --> 00:00:48.000 align:start position:0%
    and fry it for a minute
    then<00:00:45.400><c> stir</c><00:00:45.800><c> in</c><00:00:46.000><c> the</c><00:00:46.400><c> noodles</c><00:00:46.800><c> and</c><00:00:47.000><c> serve</c>

    """

    @Test func autoSubtitlesAreDeduplicatedIntoTimedStepsInSpokenOrder() throws {
        let recipes = try RecipeImporter.recipes(from: Data(Self.autoSubtitles.utf8), name: "Garlic Noodles [abc123XYZ].en.vtt")
        let recipe = try #require(recipes.first)
        #expect(recipe.title == "Garlic Noodles")
        let steps = recipe.steps.map(\.text)
        #expect(steps == [
            "[0:02] Heat two tablespoons of oil in a pan",
            "[0:05] Add the garlic and fry it for a minute",
            "[0:45] Stir in the noodles and serve",
        ])
        #expect(recipe.steps.allSatisfy { $0.provenance?.source == .subtitles })
        #expect(recipe.steps.allSatisfy { $0.provenance?.isLowConfidence == false || $0.provenance!.confidence > 0 })
        // Spoken amounts are guesses: there, and marked for checking.
        let oil = try #require(recipe.ingredients.first { $0.name == "oil" })
        #expect(oil.quantity == Rational(2) && oil.unit == "tbsp")
        #expect(oil.provenance?.source == .subtitles && oil.provenance?.isLowConfidence == true)
        let transcript = recipe.steps.map(\.text).joined(separator: " ")
        #expect(!transcript.contains("<c>") && !transcript.contains("00:00"))
    }

    @Test func punctuatedWebVTTSplitsAtFullStopsAndSkipsNotesAndStyles() throws {
        let vtt = """
        WEBVTT - made by hand

        STYLE
        ::cue { color: yellow }

        NOTE this block says nothing
        to anyone

        intro
        00:01.000 --> 00:04.000 line:90%
        <v Chef>Welcome to my kitchen.</v> Today it's pancakes.

        00:04.500 --> 00:09.000
        <i>Whisk two eggs with a cup of milk.</i> Then fold in the flour &amp; a pinch of salt.

        01:02:03.000 --> 01:02:05.000
        [Music] Flip them when bubbles appear. ♪ la la ♪
        """
        let recipe = try #require(try RecipeImporter.recipes(from: Data(vtt.utf8), name: "pancakes.vtt").first)
        #expect(recipe.title == "Pancakes")
        #expect(recipe.steps.map(\.text) == [
            "[0:04] Whisk two eggs with a cup of milk.",
            "[0:04] Fold in the flour & a pinch of salt.",
            "[1:02:03] Flip them when bubbles appear.",
        ])
    }

    @Test func subRipCuesWithTagsAndCarriageReturnsAreRead() throws {
        let srt = "1\r\n00:00:01,000 --> 00:00:03,000\r\n<i>Bring a pot of salted water to the boil.</i>\r\n\r\n"
            + "2\r\n00:00:03,500 --> 00:00:06,000\r\n- Cook the spaghetti for nine minutes.\r\n\r\n"
            + "3\r\n00:01:10,000 --> 00:01:12,000\r\n<font color=\"#fff\">Toss with the sauce.</font>\r\n"
        #expect(RecipeFormat.detect(Data(srt.utf8), name: "x.txt") == .subtitles)
        let recipe = try #require(try RecipeImporter.recipes(from: Data(srt.utf8), name: "Spaghetti Pomodoro.en.srt").first)
        #expect(recipe.title == "Spaghetti Pomodoro")
        #expect(recipe.steps.map(\.text) == [
            "[0:01] Bring a pot of salted water to the boil.",
            "[0:03] Cook the spaghetti for nine minutes.",
            "[1:10] Toss with the sauce.",
        ])
    }

    @Test func rollingLinesThatGrowWordByWordAreSaidOnce() {
        let cues = ["add the", "add the garlic", "add the garlic and", "add the garlic and stir", "and stir well"]
            .enumerated().map { SubtitleCue(start: Double($0.offset), lines: [$0.element]) }
        let transcript = SpokenTranscript(cues: cues)
        #expect(transcript.segments.map(\.text) == ["add the garlic and stir", "well"])
    }

    @Test(arguments: [
        (["Pad Thai [x].en.vtt", "Pad Thai [x].de.vtt", "Pad Thai [x].en-orig.vtt"], nil as String?, "Pad Thai [x].en.vtt"),
        (["Pad Thai [x].de.vtt", "Pad Thai [x].en-orig.vtt"], nil, "Pad Thai [x].en-orig.vtt"),
        (["Pad Thai [x].de.vtt", "Pad Thai [x].en.vtt", "Pad Thai [x].th.vtt"], "th", "Pad Thai [x].th.vtt"),
        (["Pad Thai [x].de.srt", "Pad Thai [x].fr.vtt"], nil, "Pad Thai [x].de.srt"),
        (["Pad Thai [x].en-GB.vtt", "Pad Thai [x].en-orig.vtt"], "en", "Pad Thai [x].en-GB.vtt"),
    ])
    func oneSubtitleLanguageIsChosen(_ names: [String], _ language: String?, _ expected: String) {
        let urls = names.map { URL(fileURLWithPath: "/videos/" + $0) }
        #expect(VideoFileGroup.choose(urls, language: language)?.lastPathComponent == expected)
    }

    @Test func tooManyCuesAreRefusedWithASentence() {
        var text = "WEBVTT\n\n"
        text.reserveCapacity(6_000_000)
        for index in 0..<100_000 {
            let seconds = index % 60, minutes = index / 60 % 60, hours = index / 3600
            text += "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(seconds < 10 ? "0" : "")\(seconds).000 --> 0:00:00.500\nstir \(index)\n\n"
        }
        let error = #expect(throws: RecipeImportError.self) {
            try RecipeImporter.recipes(from: Data(text.utf8), name: "long.vtt")
        }
        #expect(error?.message.contains("50,000 subtitle cues") == true)
    }

    /// How long it takes is measured in `make bench` (video: hostile sizes).
    @Test func aCueLineOverAThousandCharactersIsCutAtASpace() {
        let long = Substring(String(repeating: "add the salt ", count: 400))
        let cut = SubtitleCueReader.cutShort(long)
        #expect(cut.utf8.count <= SubtitleCueReader.maximumLineCharacters)
        #expect(cut.hasSuffix("salt") || cut.hasSuffix("the") || cut.hasSuffix("add"))
        #expect(SubtitleCueReader.cutShort("stir the pot") == "stir the pot")
    }

    @Test func aTenMegabyteSubtitleCueIsReadCutShort() throws {
        // One huge cue of one line: its first thousand characters are read (a step or two), not
        // ten megabytes of it.
        let text = VideoWorstCases.tenMegabyteCue
        #expect(text.utf8.count > 9_000_000)
        let recipe = try #require(try RecipeImporter.recipes(from: Data(text.utf8), name: "huge.vtt").first)
        #expect(!recipe.steps.isEmpty)
        let steps = recipe.steps.map(\.text).joined(separator: " ")
        #expect(steps.hasPrefix("[0:00] Stir the pot and add salt stir the pot"))
        #expect(steps.count < text.count / 1_000)
        let over = Data(repeating: 0x41, count: ImportLimits.maximumBytes + 1)
        #expect(throws: RecipeImportError.self) { try RecipeImporter.recipes(from: over, name: "over.vtt") }
    }

    @Test(arguments: [
        Data([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0A, 0x00, 0xFF, 0xFE, 0x00]),
        Data("WEBVTT\n\n00:00:01.000 --> garbage\nsomething\n\nnot a timing\n".utf8),
        Data("WEBVTT\n\n".utf8),
        Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }),
    ])
    func brokenSubtitlesFailWithASentence(_ data: Data) {
        let error = #expect(throws: RecipeImportError.self) { try RecipeImporter.recipes(from: data, name: "broken.vtt") }
        #expect(error?.message.contains("broken.vtt") == true)
    }
}

/// Cue times, read digit by digit.
@Suite struct SubtitleTimingTests {
    @Test(arguments: [
        ("00:00:01.000", 1.0 as Double?), ("02:03.456", 123.456), ("01:02:03,500", 3723.5), ("0:05", 5),
        ("12:34:56.789", 45296.789), ("1.5", nil), ("aa:bb", nil), ("00:00:01.0.0", nil), ("99999:00", nil), ("", nil),
        ("1:2:3:4", nil),
    ])
    func times(_ text: String, _ seconds: Double?) {
        let read = SubtitleCueReader.seconds(text)
        #expect(read.map { ($0 * 1000).rounded() } == seconds.map { ($0 * 1000).rounded() })
    }
}
