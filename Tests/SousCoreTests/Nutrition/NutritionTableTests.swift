import Foundation
@testable import SousCore
import Testing

@Suite struct NutritionTableTests {
    @Test func readsFoodsAndPortions() throws {
        let table = try NutritionTable(foodsTSV: """
        # id\tdescription\tkcal\tprotein\tfat\tsaturated\tcarbohydrate\tsugars\tfibre\tsodium_mg
        11282\tOnions, raw\t40\t1.1\t0.1\t0.042\t9.34\t4.24\t1.7\t4

        01001\tButter, salted\t717\t0.85\t81.11\t51.368\t0.06\t0.06\t\t643
        """, portionsTSV: """
        # id\tamount\tunit\tgrams
        11282\t1\tcup, chopped\t160
        11282\t1\tmedium (2-1/2" dia)\t110
        """)
        #expect(table.problem == nil)
        #expect(table.foods.map(\.id) == ["11282", "01001"])
        let onion = try #require(table.food(id: "11282"))
        #expect(onion.description == "Onions, raw")
        #expect(onion.per100g.kcal == 40)
        #expect(onion.per100g.sodiumMg == 4)
        #expect(onion.portions == [.init(amount: 1, unit: "cup, chopped", grams: 160),
                                   .init(amount: 1, unit: "medium (2-1/2\" dia)", grams: 110)])
        #expect(table.food(id: "01001")?.per100g.fibre == 0, "an empty value reads as 0")
        #expect(table.food(id: "99999") == nil)
    }

    struct Damage: CustomTestStringConvertible, Sendable {
        var foods: String
        var portions: String = ""
        var file: String
        var line: Int
        var mentions: String
        var testDescription: String { "\(file) line \(line): \(mentions)" }
    }

    static let good = "11282\tOnions, raw\t40\t1.1\t0.1\t0.042\t9.34\t4.24\t1.7\t4"

    @Test(arguments: [
        Damage(foods: "# header\n11282\tOnions, raw\t40", file: "foods.tsv", line: 2, mentions: "expected 10"),
        Damage(foods: "\(good)\n\(good)", file: "foods.tsv", line: 2, mentions: "used twice"),
        Damage(foods: "x1\tOnions\t1\t1\t1\t1\t1\t1\t1\t1", file: "foods.tsv", line: 1, mentions: "not a USDA number"),
        Damage(foods: "1\tOnions\tlots\t1\t1\t1\t1\t1\t1\t1", file: "foods.tsv", line: 1, mentions: "\"lots\" is not a number"),
        Damage(foods: "1\t\t1\t1\t1\t1\t1\t1\t1\t1", file: "foods.tsv", line: 1, mentions: "no description"),
        Damage(foods: good, portions: "11282\t1\tcup\t0", file: "portions.tsv", line: 1, mentions: "above 0"),
        Damage(foods: good, portions: "\n11282\t1\tcup", file: "portions.tsv", line: 2, mentions: "expected 4"),
        Damage(foods: good, portions: "11283\t1\tcup\t10", file: "portions.tsv", line: 1, mentions: "no food with id 11283"),
    ])
    func aDamagedTableNamesItsFileAndLine(_ damage: Damage) {
        #expect {
            _ = try NutritionTable(foodsTSV: damage.foods, portionsTSV: damage.portions)
        } throws: { error in
            guard let error = error as? DataFileError else { return false }
            return error.file == damage.file && error.line == damage.line && error.description.contains(damage.mentions)
                && error.description.hasPrefix("\(damage.file) line \(damage.line): ")
        }
    }

    @Test func theShippedTableLoadsWithSaneValues() {
        let table = NutritionTable.standard
        #expect(table.problem == nil)
        #expect(table.foods.count > 5_000)
        #expect(Set(table.foods.map(\.id)).count == table.foods.count, "no duplicate ids")
        #expect(table.foods.reduce(0) { $0 + $1.portions.count } > 10_000)
        for food in table.foods {
            let n = food.per100g
            // Pure fats are 902 kcal per 100 g in SR28 (9.02 kcal/g).
            #expect((0...902).contains(n.kcal), "\(food.id) \(food.description): \(n.kcal) kcal")
            #expect(n.protein + n.fat + n.carbohydrate <= 101, "\(food.id) \(food.description): over 100 g per 100 g")
            // SR28 measures sugars and carbohydrate separately: a few foods differ by under 1 g.
            #expect(n.saturatedFat <= n.fat + 0.01 && n.sugars <= n.carbohydrate + 1,
                    "\(food.id) \(food.description): parts larger than the whole")
            #expect(n.sodiumMg <= 40_000, "\(food.id) \(food.description): \(n.sodiumMg) mg sodium")
            for portion in food.portions {
                #expect(portion.grams > 0 && portion.amount > 0 && !portion.unit.isEmpty, "\(food.id) \(portion)")
            }
        }
        #expect(table.food(id: "11282")?.description == "Onions, raw")
        #expect(table.food(id: "01001")?.description == "Butter, salted")
    }

    @Test func theShippedTableLeavesOutFoodsNoRecipeNames() {
        let descriptions = NutritionTable.standard.foods.map { $0.description.lowercased() }
        #expect(!descriptions.contains { $0.hasPrefix("babyfood") || $0.contains("infant formula") })
        #expect(!descriptions.contains { $0.hasPrefix("fast foods") || $0.hasPrefix("restaurant,") })
        #expect(!descriptions.contains { $0.contains("usda commodity") })
    }
}
