import Foundation
@testable import SousFormats
import SousCore
import Testing

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

    @Test func mangledInputsNeverCrashOrHang() {
        var generator = Generator(state: 0x5EED)
        let seeds = Self.seeds()
        #expect(seeds.count > 30)
        let clock = ContinuousClock()
        var slowest = Duration.zero
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
            let elapsed = clock.measure {
                _ = try? RecipeImporter.read(data, name: "x.info.json")
                _ = try? RecipeImporter.read(data, name: "x.en.vtt")
                _ = try? RecipeImporter.read(data, name: "x.txt")
                _ = try? RecipeImporter.read(Data("#fyp #recipe\n".utf8) + data, name: "x.txt")
            }
            slowest = max(slowest, elapsed)
        }
        #expect(slowest < .seconds(5), "the slowest mangled input took \(slowest)")
    }
}

/// Inputs shaped to make a careless reader quadratic: each must be read in bounded time.
@Suite struct VideoWorstCaseTests {
    static func bounded(_ data: Data, name: String) -> Duration {
        ContinuousClock().measure { _ = try? RecipeImporter.read(data, name: name) }
    }

    @Test func aLineOfAbbreviationsIsSplitInLinearTime() {
        let caption = "#fyp #food\nIngredients👇\n- 1 egg\n" + String(repeating: "e.g. ", count: 39_000) + "\n"
        #expect(Self.bounded(Data(caption.utf8), name: "c.txt") < .seconds(20))
    }

    @Test func aHugeCueFollowedByManyOverlappingLinesIsLinear() {
        var text = "WEBVTT\n\n00:00.000 --> 00:01.000\n" + String(repeating: "stir the pot ", count: 300_000) + "\n"
        for index in 0..<40_000 { text += "the pot \(index)\n" }
        #expect(Self.bounded(Data(text.utf8), name: "v.vtt") < .seconds(30))
    }

    @Test func thousandsOfLinksAreNotAllWeighed() {
        var caption = "Soup 🍲\nIngredients👇\n- 1 leek\n"
        for index in 0..<20_000 { caption += "https://site\(index).example/recipes/soup-\(index) https://x.example/a-b-\(index)\n" }
        caption += "#soup #fyp"
        #expect(Self.bounded(Data(caption.utf8), name: "c.txt") < .seconds(20))
    }
}
