import Foundation
@testable import SousFormats
import SousCore
import Testing
import SousTestSupport

/// Mangled captions, info files and subtitles never crash the importer and never take long: each
/// labelled caption and a subtitle file, cut, spliced and sprinkled with bytes a few hundred times
/// over, goes through every video entry point. (`make fuzz FUZZ_TARGETS=video` goes further.)
@Suite struct VideoRobustnessTests {
    /// A small deterministic generator, so a failure names an input that can be made again.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 17
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    }

    static func seeds() -> [Data] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Labelled")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .filter { $0.hasSuffix(".txt") || $0.hasSuffix(".json") }
        return names.compactMap { try? Data(contentsOf: folder.appendingPathComponent($0)) } + [Data(SubtitleImportTests.autoSubtitles.utf8)]
    }

    static let pieces: [[UInt8]] = [
        Array("👇".utf8), Array("#".utf8), Array("1️⃣".utf8), Array("\n".utf8), Array("-->".utf8), Array("<c>".utf8),
        Array("{".utf8), Array("\"".utf8), Array("½".utf8), Array(" x ".utf8), Array(" - ".utf8), Array(":".utf8),
        [0x00], [0xFF], [0xE2, 0x80], [0x1B, 0x5B], Array("https://a.b/c-d-e".utf8), Array("(".utf8), Array("[".utf8),
    ]

    /// Each mangled input gives recipes whose text holds no control character, or a refusal in a
    /// sentence that names the file. (How long each takes: `make fuzz FUZZ_TARGETS=video`.)
    @Test func mangledInputsGiveCleanRecipesOrASentence() {
        var generator = Generator(state: 0x5EED)
        let seeds = Self.seeds()
        #expect(seeds.count > 30)
        var answers = (recipes: 0, refusals: 0)
        for round in 0..<600 {
            var bytes = Array(seeds[round % seeds.count])
            for _ in 0..<(1 + generator.below(6)) {
                let at = generator.below(bytes.count + 1)
                switch generator.below(4) {
                case 0: bytes.insert(contentsOf: Self.pieces[generator.below(Self.pieces.count)], at: at)
                case 1: if at < bytes.count { bytes.removeSubrange(at..<min(bytes.count, at + 1 + generator.below(40))) }
                case 2: if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: generator.next()) }
                default:
                    let other = seeds[generator.below(seeds.count)]
                    let from = generator.below(other.count)
                    bytes.insert(contentsOf: other[from..<min(other.count, from + generator.below(200))], at: at)
                }
            }
            let data = Data(bytes)
            for (input, name) in [(data, "x.info.json"), (data, "x.en.vtt"), (data, "x.txt"), (Data("#fyp #recipe\n".utf8) + data, "x.txt")] {
                do {
                    let recipes = try RecipeImporter.read(input, name: name).recipes
                    answers.recipes += 1
                    for recipe in recipes {
                        let text = [recipe.title] + recipe.ingredients.map(\.text) + recipe.steps.map(\.text)
                        #expect(!text.joined().unicodeScalars.contains { Self.isControl($0) }, "round \(round), \(name)")
                    }
                } catch {
                    answers.refusals += 1
                    #expect(error.message.contains("x."), "round \(round), \(name): \(error.message)")
                }
            }
        }
        // Mangled as they are, many still read as recipes and many are refused.
        #expect(answers.recipes > 100 && answers.refusals > 100, "\(answers)")
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }
}

/// Inputs shaped to make a careless reader quadratic, each answered with a recipe or a sentence.
/// That each is answered in bounded time is measured in `make bench` (video: worst cases).
@Suite struct VideoWorstCaseTests {
    static func refusal(_ data: Data, name: String) -> String? {
        #expect(throws: RecipeImportError.self) { try RecipeImporter.read(data, name: name) }?.message
    }

    @Test func aLineOfAbbreviationsIsRefusedAsTooLong() {
        let refusal = Self.refusal(Data(VideoWorstCases.abbreviations.utf8), name: "c.txt")
        #expect(refusal == "c.txt: “c” has an ingredient line of 194,998 characters; sous takes up to 5,000.")
    }

    @Test func aHugeCueFollowedByManyOverlappingLinesIsOneStepAndTheLines() throws {
        let recipe = try #require(try RecipeImporter.read(Data(VideoWorstCases.hugeCue.utf8), name: "v.vtt").recipes.first)
        #expect(recipe.steps.first?.text.hasPrefix("[0:00] Stir the pot stir the pot") == true)
    }

    @Test func thousandsOfLinksAreRefusedByTheLineLimit() {
        let refusal = Self.refusal(Data(VideoWorstCases.links.utf8), name: "c.txt")
        #expect(refusal == "c.txt has 20,004 lines; sous reads recipe files of up to 20,000 lines.")
    }
}
