import Foundation
import SousCore
import Testing
@testable import SousFormats

/// The learned ingredient-line model: its tokens, the labels matched back from the corpora's
/// fields, its file, its training, and its score on the held-out tenth of the labelled lines.
@Suite struct LineModelTests {
    @Test(arguments: [
        ("1 1/2 cups (355 ml) warm water", ["1 1/2", "cups", "(", "355", "ml", ")", "warm", "water"]),
        ("200g/7oz plain flour", ["200", "g", "/", "7", "oz", "plain", "flour"]),
        ("1½ tsp all-purpose flour, don't sift", ["1½", "tsp", "all-purpose", "flour", ",", "don't", "sift"]),
        ("2-3 cloves", ["2", "-", "3", "cloves"]),
        ("1,5 l Milch", ["1,5", "l", "Milch"]),
    ])
    func tokens(_ line: String, _ expected: [String]) {
        #expect(LineToken.tokens(of: line).map(\.text) == expected)
    }

    @Test func tokensKnowTheirKindBracketsAndPlace() {
        let tokens = LineToken.tokens(of: "1 can (400 g) tomatoes")
        #expect(tokens.map(\.kind) == [.number, .word, .punctuation, .number, .word, .punctuation, .word])
        #expect(tokens.map(\.inBrackets) == [false, false, true, true, true, true, false])
        #expect(tokens[6].range == 14..<22)
    }

    @Test func theCorporaFieldsAreMatchedBackToTheTokens() throws {
        let object: [String: Any] = [
            "id": "bbc:0", "input": "10g/½oz fresh tarragon, leaves only", "name": "fresh tarragon", "quantity": "10 #1$2",
            "unit": "g oz", "size": "", "preparation": "", "comment": "leaf only", "purpose": "", "simple": false,
        ]
        let example = try #require(LabelledLine(json: object)?.example())
        #expect(example.tokens.map(\.text) == ["10", "g", "/", "½", "oz", "fresh", "tarragon", ",", "leaves", "only"])
        #expect(example.labels == [.quantity, .unit, .other, .quantity, .unit, .name, .name, .other, .comment, .comment])
    }

    @Test func aLineWhoseFieldsAreNotInItTeachesNothing() {
        let object: [String: Any] = ["id": "x", "input": "2 eggs", "name": "duck eggs", "quantity": "2", "unit": "",
                                     "size": "", "preparation": "", "comment": "large free-range", "purpose": ""]
        #expect(LabelledLine(json: object)?.example() == nil)
    }

    static let lessons: [(String, [LineLabel])] = [
        ("2 cups flour", [.quantity, .unit, .name]),
        ("1 tbsp olive oil", [.quantity, .unit, .name, .name]),
        ("3 eggs, beaten", [.quantity, .name, .other, .preparation]),
        ("100 g butter, softened", [.quantity, .unit, .name, .other, .preparation]),
        ("1 onion, chopped", [.quantity, .name, .other, .preparation]),
    ]

    static func trained() -> LineModel {
        let examples = lessons.map { LineModelTrainer.Example(tokens: LineToken.tokens(of: $0.0), labels: $0.1) }
        return LineModelTrainer().train(examples, epochs: 10)
    }

    @Test func trainingLearnsItsLessonsTheSameWayEveryTime() {
        let model = Self.trained()
        for (line, labels) in Self.lessons { #expect(model.labels(LineToken.tokens(of: line)) == labels, "\(line)") }
        #expect(Self.trained().encoded() == model.encoded())
        #expect(LineModelReading("2 carrots, chopped", model: model).name == "carrots")
    }

    @Test func theFileGivesBackTheSameModelAndADamagedOneIsRefused() throws {
        let model = Self.trained()
        let read = try LineModel(encoded: model.encoded())
        #expect(read.encoded() == model.encoded())
        #expect(read.labels(LineToken.tokens(of: "3 eggs, beaten")) == [.quantity, .name, .other, .preparation])
        #expect(throws: LineModel.Damaged.self) { try LineModel(encoded: Array(model.encoded().dropLast(3))) }
        #expect(throws: LineModel.Damaged.self) { try LineModel(encoded: Array("not a model".utf8)) }
    }

    @Test func theShippedModelLoadsAndReadsNamesTheRulesMiss() throws {
        let model = try #require(LineModel.standard)
        #expect(LineModelReading("2 large eggs, beaten", model: model).name == "eggs")
        // The rules leave a preparation word in the name; with the model it is the note.
        let line = "2 tbsp toasted pine nuts"
        #expect(IngredientLineParser.parse(line).name == "toasted pine nuts")
        #expect(IngredientLineParser.parse(line, model: model).name == "pine nuts")
        #expect(IngredientLineParser.parse(line, model: model).note == "toasted")
        // A word that changes the food stays in the name.
        #expect(IngredientLineParser.parse("2 cups cooked rice", model: model).name == "cooked rice")
        // Where the rules know better (a unit the model never met), they keep the name.
        #expect(IngredientLineParser.parse("2 T sugar", model: model).name == "sugar")
        #expect(IngredientLineParser.parse("2 oz bourbon (or rye)", model: model).name == "bourbon")
        // A word read as a unit sous does not know is not dropped into the note: "4 celery
        // ribs" stays a count of celery ribs, which nutrition weighs (4 celery alone it cannot).
        let ribs = IngredientLineParser.parse("4 celery ribs, diced", model: model)
        #expect(ribs.name == "celery ribs")
        #expect(ribs.note == "diced")
    }

    /// The held-out tenth of ../shared/corpora/ingredient-lines, which training never sees.
    @Test func theHeldOutLinesAreReadBetterThanByTheRules() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/corpora/ingredient-lines")
        let files = ["bbc.jsonl", "allrecipes.jsonl"].map { folder.appendingPathComponent($0) }
        guard files.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else {
            print("skipped: \(folder.path) is absent")
            return
        }
        let model = try #require(LineModel.standard)
        let heldOut = try files.flatMap { try LabelledLine.read($0) }.filter(\.isHeldOut)
        let score = LineModelScore.score(model, on: heldOut)
        print(score.text)
        #expect(score.simpleLines > 1500)
        #expect(Double(score.tokensRight) / Double(score.tokens) >= 0.97)
        #expect(score.modelNames > score.ruleNames)
        #expect(Double(score.parserAllThree) / Double(score.simpleLines) >= 0.87)
        #expect(score.parserAllThree > score.ruleAllThree)
    }
}
