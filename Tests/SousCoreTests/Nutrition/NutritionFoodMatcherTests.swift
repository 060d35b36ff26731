import Foundation
@testable import SousCore
import Testing

/// The matcher on the labelled kitchen names in `Labelled/food-matches.tsv` (BBC corpus and
/// starter library), its aliases, and a few rules stated directly.
@Suite struct NutritionFoodMatcherTests {
    struct Labelled: Sendable {
        var line: Int
        var name: String
        var expected: String
    }

    static let labelled: [Labelled] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Labelled/food-matches.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").enumerated().compactMap { index, row in
            guard !row.hasPrefix("#") else { return nil }
            let columns = row.split(separator: "\t").map(String.init)
            guard columns.count >= 2 else { return nil }
            return Labelled(line: index + 1, name: columns[0], expected: columns[1])
        }
    }()

    let matcher = NutritionFoodMatcher.standard

    static func hits(_ food: NutritionFood?, _ expected: String) -> Bool {
        guard let food else { return false }
        return food.id == expected || food.description.lowercased().contains(expected.lowercased())
    }

    @Test func theLabelledNamesMatchAtLeastNinetyPercent() {
        #expect(Self.labelled.count >= 150)
        var misses: [String] = []
        for row in Self.labelled {
            let food = matcher.food(for: row.name)
            if !Self.hits(food, row.expected) {
                misses.append("line \(row.line): \(row.name) -> \(food?.description ?? "nothing"), expected \(row.expected)")
            }
        }
        let rate = Double(Self.labelled.count - misses.count) / Double(max(1, Self.labelled.count))
        print("Nutrition food matcher: \(Self.labelled.count - misses.count)/\(Self.labelled.count) labelled names (\(Int((rate * 1000).rounded()) / 10)%)")
        for miss in misses { print("  miss " + miss) }
        #expect(rate > 0.9, "hit rate \(rate): \(misses.joined(separator: "; "))")
    }

    @Test(arguments: [
        ("onion", "Onions, raw"), ("butter", "Butter, salted"), ("unsalted butter", "Butter, without salt"),
        ("chicken thighs", "thigh, meat only, raw"), ("canned chickpeas", "canned"),
        ("flour", "Wheat flour, white, all-purpose"), ("sugar", "Sugars, granulated"), ("milk", "Milk, whole"),
        ("egg", "Egg, whole, raw, fresh"), ("rice", "Rice, white"), ("olive oil", "Oil, olive, salad or cooking"),
        ("extra virgin olive oil", "Oil, olive"), ("plain flour", "all-purpose"), ("fresh coriander", "Coriander (cilantro) leaves"),
        ("Tomatoes", "Tomatoes, red, ripe, raw"), ("2 large Onions, finely chopped", "Onions, raw"), ("frozen peas", "frozen"),
        ("black pepper", "Spices, pepper, black"), ("red pepper", "Peppers, sweet, red, raw"), ("bay leaves", "bay leaf"),
    ])
    func matchesThePlainForm(_ name: String, _ expected: String) {
        let food = matcher.food(for: name)
        #expect(Self.hits(food, expected), "\(name) -> \(food?.description ?? "nothing")")
    }

    @Test func aMadeFormOfAnotherFoodGivesWayToTheFoodItIsMadeFrom() {
        #expect(Self.hits(matcher.food(for: "ginger garlic paste"), "Garlic, raw"))
        #expect(Self.hits(matcher.food(for: "ginger paste"), "Ginger root, raw"))
        #expect(Self.hits(matcher.food(for: "tomato paste"), "Tomato products, canned, paste"))
        #expect(Self.hits(matcher.food(for: "almond paste"), "Nuts, almond paste"))
        // Better not counted than counted as almonds.
        #expect(matcher.food(for: "zorblax paste") == nil)
        // A spice's powder is the spice ground.
        #expect(Self.hits(matcher.food(for: "ginger powder"), "Spices, ginger, ground"))
        #expect(Self.hits(matcher.food(for: "turmeric powder"), "Spices, turmeric, ground"))
        #expect(Self.hits(matcher.food(for: "garlic powder"), "Spices, garlic powder"))
    }

    @Test func seedsAndNutsAreSoldDried() {
        // "dried" is how seeds are sold, not a different food: the kernels, not the seed butter.
        #expect(Self.hits(matcher.food(for: "sunflower seeds"), "Seeds, sunflower seed kernels"))
        #expect(Self.hits(matcher.food(for: "pumpkin seeds"), "Seeds, pumpkin and squash seed kernels"))
        #expect(Self.hits(matcher.food(for: "walnuts"), "Nuts, walnuts, english"))
        #expect(Self.hits(matcher.food(for: "sunflower seed butter"), "Seeds, sunflower seed butter"))
        // Elsewhere dried is still another food.
        #expect(Self.hits(matcher.food(for: "cranberries"), "Cranberries, raw"))
    }

    @Test func aBirdWithoutACutIsItsMeat() {
        #expect(Self.hits(matcher.food(for: "chicken"), "Chicken, broilers or fryers, meat only, raw"))
        #expect(Self.hits(matcher.food(for: "cooked chicken"), "meat only, roasted"))
        #expect(Self.hits(matcher.food(for: "ground chicken"), "Chicken, ground"))
    }

    @Test func whatComesWithAFoodIsNotTheFood() {
        // "Turkey, canned, meat only, with broth" is turkey; a broth is a broth.
        #expect(matcher.food(for: "turkey broth").map { !$0.description.contains("with broth") } ?? false)
        #expect(Self.hits(matcher.food(for: "canned turkey"), "Turkey, canned"))
        // A starch said only in a bread's "made with" is not the bread's name in full.
        #expect(matcher.food(sayingEveryWordOf: "rice starch") == nil)
        #expect(Self.hits(matcher.food(for: "potato starch"), "Cornstarch"))
    }

    @Test func aNameWithoutAKnownNounFindsNothing() {
        #expect(matcher.food(for: "") == nil)
        #expect(matcher.food(for: "xyzzy") == nil)
    }

    @Test func searchFindsFoodsHoldingEveryWord() {
        let found = matcher.search("chicken thigh", limit: 5)
        #expect(found.count == 5)
        #expect(found.allSatisfy { $0.description.lowercased().contains("chicken") && $0.description.lowercased().contains("thigh") })
        #expect(matcher.search("onions", limit: 3).first?.description == "Onions, raw")
        #expect(matcher.search("onion xyzzy", limit: 3).isEmpty)
        #expect(matcher.search("onion", limit: 0).isEmpty)
    }

    @Test func theShippedAliasesAllResolve() throws {
        #expect(matcher.problem == nil, "\(matcher.problem ?? "")")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/SousCore/Nutrition/Tables/aliases.txt").standardized
        let aliases = try NutritionAliases.parse(String(contentsOf: source, encoding: .utf8))
        #expect(aliases.count >= 30)
        for alias in aliases {
            let food = matcher.food(for: alias.name)
            let target = NutritionTable.standard.food(id: alias.food)?.description ?? alias.food
            #expect(food?.description == target, "aliases.txt line \(alias.line): \(alias.name) -> \(food?.description ?? "nothing")")
        }
    }

    @Test func aliasErrorsNameTheirLine() {
        let table = NutritionTable(foods: [NutritionFood(id: "11209", description: "Eggplant, raw", per100g: .zero)])
        #expect(throws: DataFileError(file: "aliases.txt", line: 2, "expected \"kitchen word | food id or description\"")) {
            try NutritionAliases.parse("# c\naubergine Eggplant, raw")
        }
        #expect(throws: DataFileError(file: "aliases.txt", line: 1, "no food \"Brinjal, raw\" in the nutrient table")) {
            try NutritionFoodMatcher(table: table, aliases: NutritionAliases.parse("aubergine | Brinjal, raw"))
        }
        #expect(throws: DataFileError(file: "aliases.txt", line: 2, "\"aubergines\" is listed twice")) {
            try NutritionFoodMatcher(table: table, aliases: NutritionAliases.parse("aubergine | 11209\naubergines | eggplant, raw"))
        }
    }
}
