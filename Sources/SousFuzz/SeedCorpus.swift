import Foundation
import SousCore
import SousFormats
import SousPictures

/// The starting inputs for one target: the project's own fixtures (starter recipes, themes, the
/// string literals of the matching tests) and, when `../shared/corpora` is there, its Cooklang
/// suite, ingredient lines and saved web pages. Seeds only guide the fuzzer, so anything that
/// cannot be read is skipped rather than failing the run.
struct SeedCorpus {
    var target: FuzzTarget
    var root: URL
    /// nil when the shared corpora are absent (a fresh clone): the repository's fixtures suffice.
    var shared: URL?

    init(target: FuzzTarget, environment: [String: String]) {
        self.target = target
        root = URL(fileURLWithPath: environment["SOUS_FUZZ_ROOT"] ?? FileManager.default.currentDirectoryPath)
        let shared = environment["SOUS_FUZZ_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? root.deletingLastPathComponent().appendingPathComponent("shared/corpora")
        var isDirectory: ObjCBool = false
        self.shared = FileManager.default.fileExists(atPath: shared.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? shared : nil
    }

    /// Writes each distinct input once, named by a hash of its bytes; returns how many.
    func write(to folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var seen = Set<Data>()
        for input in inputs() where !input.isEmpty && seen.insert(input).inserted {
            try input.write(to: folder.appendingPathComponent("seed-" + Self.hash(input)))
        }
        return seen.count
    }

    func inputs() -> [Data] {
        var inputs = testLiterals().map { Data($0.utf8) }
        switch target {
        case .cooklang:
            inputs += files(in: root.appendingPathComponent("Sources/SousFormats/Starter/recipes"), ending: ".cook")
            if let shared {
                inputs += files(in: shared.appendingPathComponent("cooklang"), ending: ".cook")
                inputs += cooklangSuiteSources(shared.appendingPathComponent("cooklang/canonical.json"))
            }
        case .allergens:
            inputs += files(in: root.appendingPathComponent("Sources/SousCore/Diet/Data"), ending: ".txt")
            if let shared { inputs += ingredientLines(shared.appendingPathComponent("ingredient-lines/bbc.jsonl")) }
        case .ingredientLine, .quantity:
            if let shared { inputs += ingredientLines(shared.appendingPathComponent("ingredient-lines/bbc.jsonl")) }
        case .plainText:
            inputs += starterRecipes().prefix(10).map { Data(MarkdownWriter.write($0).utf8) }
        case .json:
            let recipes = starterRecipes()
            inputs += recipes.prefix(10).compactMap { try? Data(RecipeJSON.encode([$0], asArray: false).utf8) }
            inputs += [try? Data(RecipeJSON.encode(Array(recipes.prefix(3))).utf8)].compactMap { $0 }
        case .webPage:
            if let shared { inputs += files(in: shared.appendingPathComponent("web-pages"), ending: ".testhtml") }
        case .paprika:
            inputs += PaprikaSeeds.inputs(from: Array(starterRecipes().prefix(6)))
        case .theme:
            inputs += files(in: root.appendingPathComponent("themes"), ending: ".toml")
        case .picture:
            // Small pictures of each format, made on the spot (the tests' string literals are no pictures).
            for format in [SamplePicture.Format.jpeg, .png, .webp] {
                inputs += [SamplePicture.data(width: 48, height: 36, format: format)].compactMap { $0 }
            }
            inputs += [SamplePicture.data(width: 40, height: 30, format: .png, transparent: true)].compactMap { $0 }
        case .video:
            let labelled = root.appendingPathComponent("Tests/SousFormatsTests/Captions/Labelled")
            inputs += files(in: labelled, ending: ".txt") + files(in: labelled, ending: ".info.json")
        }
        return inputs
    }

    /// Which test files hold fixtures for this target, by a fragment of their names.
    var testFileHints: [String] {
        switch target {
        case .cooklang: ["Cooklang", "StarterLibrary"]
        case .ingredientLine: ["IngredientLine", "PluginIngredient", "Scaler", "ShoppingAggregation"]
        case .quantity: ["Quantity", "IngredientLine", "KitchenFormatter", "Rational"]
        case .plainText: ["FormatImport", "RecipeFileReader"]
        case .json: ["JSONRoundTrip", "FormatImport"]
        case .webPage: ["WebPage", "HeuristicReader", "PageFacts", "PluginIngredient", "FormatImport"]
        case .paprika: ["FormatImport"]
        case .theme: ["Theme"]
        case .allergens: ["Allergen", "FoodDictionary", "SwapTable", "Swapped", "RecipeAdapter"]
        case .picture: []
        case .video: ["Subtitle", "VideoInfo", "Caption"]
        }
    }

    func testLiterals() -> [String] {
        let tests = root.appendingPathComponent("Tests")
        let enumerator = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        var literals: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            guard name.hasSuffix(".swift"), testFileHints.contains(where: name.contains),
                  let source = try? String(contentsOf: url, encoding: .utf8) else { continue }
            literals += SwiftStringLiterals.literals(in: source)
        }
        return literals
    }

    func files(in folder: URL, ending suffix: String) -> [Data] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasSuffix(suffix) { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }.compactMap { try? Data(contentsOf: $0) }
    }

    func starterRecipes() -> [Recipe] {
        files(in: root.appendingPathComponent("Sources/SousFormats/Starter/recipes"), ending: ".cook")
            .compactMap { try? CooklangImporter.recipe(from: String(decoding: $0, as: UTF8.self)) }
    }

    /// The `source` of every case in the Cooklang conformance suite.
    func cooklangSuiteSources(_ url: URL) -> [Data] {
        guard let data = try? Data(contentsOf: url),
              let suite = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tests = suite["tests"] as? [String: Any] else { return [] }
        return tests.keys.sorted().compactMap { key in
            ((tests[key] as? [String: Any])?["source"] as? String).map { Data($0.utf8) }
        }
    }

    /// Every tenth labelled line: 1,500 lines cover the shapes; 15,000 only slow the first pass.
    func ingredientLines(_ url: URL) -> [Data] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").enumerated().compactMap { index, line in
            guard index % 10 == 0,
                  let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let input = object["input"] as? String else { return nil }
            return Data(input.utf8)
        }
    }

    /// FNV-1a, enough to give equal inputs equal names across runs.
    static func hash(_ data: Data) -> String {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return String(value, radix: 16)
    }
}
