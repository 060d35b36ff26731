import Foundation
@testable import SousCore
import Testing

/// The shipped word index (`Tables/food-index.tsv`) is the one worked out from the shipped table,
/// reads back to the same index, and a file made from another table or damaged is never used.
@Suite struct NutritionFoodIndexFileTests {
    static let shippedFile = URL(fileURLWithPath: #filePath)
        .appendingPathComponent("../../../../Sources/SousCore/Nutrition/Tables/food-index.tsv").standardizedFileURL

    @Test func theShippedIndexIsTheOneWorkedOutFromTheShippedTable() throws {
        let table = NutritionTable.standard
        #expect(table.problem == nil)
        let shipped = try String(contentsOf: Self.shippedFile, encoding: .utf8)
        // When this fails, the table or the way descriptions are read into words changed: run
        // `make nutrition-index` and commit the file.
        #expect(shipped == table.wordIndexFile, "Tables/food-index.tsv is out of date: run `make nutrition-index`")
    }

    @Test func anIndexReadBackMatchesAsTheWorkedOutOne() throws {
        let table = NutritionTable.standard
        let foods = table.foods
        let built = NutritionFoodIndex(foods: foods)
        let bytes = Array(built.encoded(foods: foods).utf8)
        let read = try #require(bytes.withUnsafeBytes { NutritionFoodIndex(encoded: $0, foods: foods) })
        #expect(read.words == built.words)
        #expect(read.entries.count == built.entries.count)
        for (lhs, rhs) in zip(read.entries, built.entries) {
            #expect(lhs.head == rhs.head && lhs.wordSet == rhs.wordSet && lhs.compoundEnds == rhs.compoundEnds)
            #expect(lhs.headPhrase == rhs.headPhrase && lhs.headExtras == rhs.headExtras)
            #expect(lhs.wordEffects.map(\.word) == rhs.wordEffects.map(\.word))
            #expect(lhs.wordEffects.map(\.effect) == rhs.wordEffects.map(\.effect))
        }
        for word in built.words {
            #expect(read.foods(withWord: word) == built.foods(withWord: word))
        }
        let matcher = try NutritionFoodMatcher(table: table, aliases: [], index: read)
        let worked = try NutritionFoodMatcher(table: table, aliases: [])
        for name in ["onion", "red onions", "chicken thighs", "butter", "plain flour", "peppermint", "breadcrumbs", "unknown thing"] {
            #expect(matcher.food(for: name)?.id == worked.food(for: name)?.id)
        }
    }

    @Test func anIndexOfAnotherTableOrDamagedIsNotUsed() {
        let foods = TestFoods.all
        let text = NutritionFoodIndex(foods: foods).encoded(foods: foods)
        func read(_ text: String, _ foods: [NutritionFood]) -> NutritionFoodIndex? {
            Array(text.utf8).withUnsafeBytes { NutritionFoodIndex(encoded: $0, foods: foods) }
        }
        #expect(read(text, foods) != nil)
        var renamed = foods
        renamed[0].description += ", raw"
        #expect(read(text, renamed) == nil)
        #expect(read(text, Array(foods.dropLast())) == nil)
        #expect(read(String(text.dropLast(5)), foods) == nil)
        #expect(read(text.replacingOccurrences(of: "sous-food-index 2", with: "sous-food-index 1"), foods) == nil)
        #expect(read(text + "1 2\t\t\t\t\t\n", foods) == nil)
        #expect(read("", foods) == nil)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let outOfRange = lines.dropLast(2).joined(separator: "\n") + "\n999999\t\t\t\t\t\n"
        #expect(read(outOfRange, foods) == nil)
    }
}
