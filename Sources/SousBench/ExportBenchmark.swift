import Foundation
import SousCore
import SousFormats
import SousStore

/// Export and editing throughput over generated recipes: Markdown and JSON writing, JSON read back
/// (the import half of a round trip), and the editor's write-then-parse of a Cooklang document.
enum ExportBenchmark {
    struct Outcome {
        var markdownPerSecond = 0.0
        var jsonRoundTripPerSecond = 0.0
        var editorRoundTripPerSecond = 0.0
    }

    static func run(count: Int) throws -> Outcome {
        let recipes = SampleLibrary.recipes(count: count, seed: 55)
        var outcome = Outcome()
        let (_, markdownSeconds) = Stopwatch.time { recipes.reduce(0) { $0 + MarkdownWriter.write($1).utf8.count } }
        outcome.markdownPerSecond = Double(count) / markdownSeconds
        let (_, jsonSeconds) = try Stopwatch.time { () throws -> Int in
            let text = try RecipeJSON.encode(recipes)
            return try JSONDecoder().decode([RecipeJSON].self, from: Data(text.utf8)).count
        }
        outcome.jsonRoundTripPerSecond = Double(count) / jsonSeconds
        let (_, editorSeconds) = try Stopwatch.time { () throws -> Int in
            try recipes.reduce(0) { $0 + (try CooklangImporter.recipe(from: CooklangWriter.write($1))).steps.count }
        }
        outcome.editorRoundTripPerSecond = Double(count) / editorSeconds
        return outcome
    }
}
