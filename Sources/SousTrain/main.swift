import Foundation
import SousCore
import SousFormats

// `make train` (SousTrain [CORPORA [MODEL]]): trains the ingredient-line model on the labelled
// lines of ../shared/corpora/ingredient-lines (bbc.jsonl, allrecipes.jsonl), never on the
// held-out tenth (`LabelledLine.isHeldOut`), writes it where the package ships it, and scores
// the model and the rule parser on the held-out lines.
// `make nutrition-index` (SousTrain nutrition-index [FILE]): writes the nutrient table's word
// index, read at start instead of being worked out (see `NutritionFoodIndex+Encoding`).
if CommandLine.arguments.dropFirst().first == "nutrition-index" {
    let path = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "Sources/SousCore/Nutrition/Tables/food-index.tsv"
    guard NutritionTable.standard.problem == nil else {
        FileHandle.standardError.write(Data("SousTrain: \(NutritionTable.standard.problem ?? "")\n".utf8))
        exit(1)
    }
    do {
        try Data(NutritionTable.standard.wordIndexFile.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("SousTrain: cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
    print("wrote \(path)")
    exit(0)
}

let usage = """
    usage: SousTrain [--dev [--misses]] [CORPORA [MODEL]]    train the ingredient-line model
           SousTrain nutrition-index [FILE]                   write the nutrient table's word index
    """
let options = CommandLine.arguments.dropFirst().filter { $0.hasPrefix("-") }
if options.contains("-h") || options.contains("--help") {
    print(usage)
    exit(0)
}
if let unknown = options.first(where: { $0 != "--dev" && $0 != "--misses" }) {
    FileHandle.standardError.write(Data("SousTrain: unknown option \(unknown)\n\(usage)\n".utf8))
    exit(2)
}
let arguments = Array(CommandLine.arguments.dropFirst()).filter { $0 != "--dev" && $0 != "--misses" }
let corpora = URL(fileURLWithPath: arguments.first ?? "../shared/corpora").appendingPathComponent("ingredient-lines")
let output = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "Sources/SousFormats/IngredientLine/LineModel/line-model.bin")
let epochs = Int(ProcessInfo.processInfo.environment["SOUS_TRAIN_EPOCHS"] ?? "") ?? 10

var lines: [LabelledLine] = []
for name in ["bbc.jsonl", "allrecipes.jsonl"] {
    do {
        lines += try LabelledLine.read(corpora.appendingPathComponent(name))
    } catch {
        FileHandle.standardError.write(Data("SousTrain: cannot read \(corpora.appendingPathComponent(name).path): \(error)\n".utf8))
        exit(1)
    }
}
// `--dev`: trained without the development tenth too, scored on it, and nothing written: for
// deciding how the parser uses the model without looking at the held-out tenth.
let development = CommandLine.arguments.contains("--dev")
let training = lines.filter { !$0.isHeldOut && !(development && $0.isDevelopment) }
let heldOut = lines.filter { development ? $0.isDevelopment : $0.isHeldOut }
let examples = training.compactMap { $0.example() }
print("lines: \(lines.count); training \(training.count) (\(examples.count) whose fields were found in the line); held out \(heldOut.count)")

let clock = ContinuousClock()
var model: LineModel?
let trainingTime = clock.measure { model = LineModelTrainer().train(examples, epochs: epochs) }
guard let model else { exit(1) }
let bytes = model.encoded()
if !development { do {
    try Data(bytes).write(to: output)
} catch {
    FileHandle.standardError.write(Data("SousTrain: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
} }
print("trained \(epochs) epochs in \(trainingTime); " + (development ? "nothing written (--dev)" : "wrote \(output.path) (\(bytes.count / 1024) KB)"))

print(development ? "scored on the development tenth:" : "scored on the held-out tenth:")
let report = LineModelScore.score(model, on: heldOut)
print(report.text)
// `--dev --misses`: the development lines whose name the parser gets wrong (never the held-out tenth's).
if development && CommandLine.arguments.contains("--misses") {
    for line in heldOut where line.simple {
        let parsed = IngredientLineParser.parse(line.input, model: model)
        let expected = line.fields[.name] ?? ""
        if LineToken.words(of: parsed.name) != LineToken.words(of: expected) {
            print("MISS \(line.input) | expected \(expected) | got \(parsed.name) [\(parsed.note ?? "")]")
        }
    }
}

// Speed: every held-out line read by the model, three times.
let inputs = heldOut.map(\.input)
var labelled = 0
let reading = clock.measure {
    for _ in 0..<3 { for input in inputs { labelled += LineModelReading(input, model: model).labels.count } }
}
let seconds = Double(reading.components.seconds) + Double(reading.components.attoseconds) / 1e18
print(String(format: "speed: %.0f lines/s (%d tokens)", Double(inputs.count * 3) / seconds, labelled))
