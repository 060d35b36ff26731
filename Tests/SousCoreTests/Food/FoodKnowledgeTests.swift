import Foundation
@testable import SousCore
import Testing

/// The shipped food knowledge base: the derived table by counts and spot concepts, the graph,
/// inherited facts and how a line is read.
@Suite struct FoodKnowledgeTests {
    let knowledge = FoodKnowledge.standard

    func concept(_ id: String) throws -> Int {
        try #require(knowledge.index(of: id), "no concept \(id)")
    }

    func read(_ line: String) -> String {
        let match = knowledge.match(line)
        switch match.kind {
        case .unknown: return "unknown"
        case .notFood: return "not food"
        case .food: return knowledge.concepts[match.concept!].id
        }
    }

    @Test func theDerivedTableLoadsWithItsCountsAndSpotConcepts() throws {
        #expect(knowledge.problem == nil)
        #expect(knowledge.concepts.count > 7_000)
        #expect(knowledge.concepts.reduce(0) { $0 + $1.names.count } > 30_000)
        #expect(knowledge.concepts.filter(\.isNotFood).count >= 5)
        #expect(knowledge.concepts.filter { $0.id.hasPrefix("en:") }.count > 4_500)
        #expect(try knowledge.concepts[concept("en:red-onion")].parents.contains(concept("en:onion")))
        #expect(try knowledge.isA(concept("en:macaroni"), concept("en:pasta")))
        #expect(try knowledge.isA(concept("en:chopped-tomato"), concept("en:tomato")))
        #expect(try knowledge.descendants(of: concept("en:onion")).contains(concept("en:red-onion")))
        // Synonyms merged into one concept, with the UK and US names.
        let courgette = try concept("en:courgette")
        #expect(knowledge.concepts[courgette].names.contains("zucchini"))
        #expect(knowledge.version == FoodKnowledge.standardVersion)
    }

    @Test func factsComeDownTheGraphUnlessAConceptDecidesItsOwn() throws {
        // Decided in the overrides.
        #expect(try knowledge.facts(of: concept("en:shrimp")).contents.contains(FoodContents(.crustaceans)))
        #expect(try knowledge.facts(of: concept("en:macaroni")).mayContain.contains(FoodContents(.eggs)))
        // Nobody decided these: they inherit from the taxonomy's parents.
        let greek = try knowledge.facts(of: concept("en:greek-yogurt"))
        #expect(greek.contents.contains(FoodContents(.milk)))
        let abalone = try knowledge.facts(of: concept("en:abalone"))
        #expect(abalone.contents.contains(FoodContents(.molluscs)))
        // A false friend decides its own: coconut milk is not milk.
        #expect(try knowledge.facts(of: concept("en:coconut-milk")).contents.isDisjoint(with: FoodContents(.milk)))
        // Equipment is neither safe nor unsure.
        let dish = try #require(knowledge.concepts.firstIndex { $0.id == "sous:baking-dish" })
        #expect(knowledge.facts(of: dish).notFood)
    }

    @Test(arguments: [
        // The head noun decides, whatever is around it.
        ("2/3 cup loosely packed grated peeled carrots", "en:carrot"),
        ("1 pound large shrimp", "en:shrimp"),
        ("1 tsp ground coriander", "en:coriander-seed"),
        ("2 red onions, finely sliced", "en:red-onion"),
        ("1 cup cheddar cheese, grated", "en:cheddar"),
        ("salt and pepper to taste", "en:salt"),
        ("175ml/6fl oz full fat plain yoghurt", "en:plain-yogurt"),
        // A hyphenated word ends no phrase: "bone-in" is no food "bone".
        ("8 bone-in chicken thighs", "en:chicken-thigh"),
        ("2 skin-on salmon fillets", "en:salmon-fillet"),
        // Alternatives that share the head noun after them are that food.
        ("1 pint cherry or grape tomatoes", "en:cherry-tomato"),
        ("2 cups chicken or vegetable stock", "sous:chicken-stock"),
        ("1 tbsp lemon or lime juice", "en:lemon-juice"),
        ("salt or black pepper", "en:salt"),
        ("1 cup milk or heavy cream", "en:milk"),
        // Names in the languages sous reads.
        ("400 g Karotten", "en:carrot"),
        ("1 Zwiebel", "en:onion"),
        // ... and their plurals: German, Dutch and Italian ones too.
        ("500 g Kartoffeln", "en:potato"),
        ("200 g Zwiebeln", "en:onion"),
        ("1 kg aardappelen", "en:potato"),
        ("3 pomodori", "en:tomato"),
        // Everyday names a plain English word list would hide ("milch" is an English word,
        // "Citroen" only a brand), irregular plurals, and ligatures typed out.
        ("500 ml Milch", "en:milk"),
        ("3 Eier", "en:egg"),
        ("2 eieren", "en:egg"),
        ("1 citroen", "en:lemon"),
        ("2 oeufs", "en:egg"),
        ("100 g sucre", "en:sugar"),
        // Equipment listed among the ingredients.
        ("7x5-inch Baking Dish", "not food"),
        ("8 wooden skewers, soaked", "not food"),
        ("2 tbsp zorblax", "unknown"),
    ])
    func aLineIsReadAsItsFood(line: String, expected: String) {
        #expect(read(line) == expected, "\(line)")
    }

    @Test func stateAndPreparationWordsAreReadApart() {
        let canned = knowledge.match("1 can chopped tomatoes")
        #expect(canned.states.contains("canned"))
        let dried = knowledge.match("2 tsp dried thyme")
        #expect(dried.states == ["dried"])
        #expect(knowledge.concepts[dried.concept!].id == "en:thyme")
        let grated = knowledge.match("grated peeled carrots")
        #expect(grated.preparation == ["grated", "peeled"])
        #expect(grated.confidence == 1)
    }

    @Test func aNameTheTableOnlyPartlyKnowsIsNotSure() {
        #expect(knowledge.concept(forName: "zorblax sauce") == nil)
        #expect(knowledge.concept(forName: "baby spinach") != nil)
        #expect(knowledge.concept(forName: "a bag of potatoes").map { knowledge.concepts[$0].id } == "en:potato")
    }

    @Test func aDamagedTableIsRefusedWithItsLine() {
        #expect(throws: DataFileError.self) {
            try FoodKnowledge(tableText: "en:x\tx\ten:missing\tnone\t0\n", wordsText: "x\t0\n")
        }
        #expect(throws: DataFileError.self) {
            try FoodKnowledge(tableText: "en:x\tx\t\tnone\n", wordsText: "x\t0\n")
        }
        #expect(throws: DataFileError.self) {
            try FoodKnowledge(tableText: "en:x\tx\t\tnone\t0\n", wordsText: "b\t0\na\t1\n")
        }
    }

    @Test func aSmallTableReadsAsWritten() throws {
        let table = """
            # id\tnames\tparents\tfacts\tname words
            en:onion\tonion\t\tnone\t1
            en:red-onion\tred onion\ten:onion\tnone\t2 1
            sous:dish\tbaking dish\t\tnot food\t0 3
            """
        let words = "baking\t0\ndish\t3\nonion\t1\nonions\t1\nred\t2\n"
        let small = try FoodKnowledge(tableText: table, wordsText: words)
        #expect(small.concepts.count == 3)
        #expect(small.match("2 red onions").concept == 1)
        #expect(small.isA(1, 0))
        #expect(small.match("a baking dish").kind == .notFood)
    }

    @Test(arguments: [
        ("2 Knoblauchzehen", "en:garlic"), ("1 Zimtstange", "en:cinnamon"), ("1 kaneelstokje", "en:cinnamon"),
        ("2 Lorbeerblätter", "en:bay-leaf"), ("4 Scheiben Toastbrot", "en:bread"), ("Zartbitterschokolade", "en:chocolate"),
        // A short last part after an unknown first one is no compound: "jitomate" is no "mate".
        ("2 jitomates", "unknown"),
    ])
    func aGermanOrDutchCompoundIsReadByItsParts(_ line: String, _ id: String) {
        #expect(read(line) == id)
    }
}
