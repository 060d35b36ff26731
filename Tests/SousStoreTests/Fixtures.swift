import Foundation
import GRDB
@testable import SousStore
import SousCore

/// Recipes with every field filled, for round trips and searches.
enum Fixtures {
    static let created = Date(timeIntervalSince1970: 1_700_000_000)

    static var cremeBrulee: Recipe {
        Recipe(
            title: "Crème Brûlée",
            summary: "A silky baked custard under a glassy burnt-sugar crust.",
            servings: 6, yieldText: "6 ramekins",
            prepMinutes: 20, cookMinutes: 40, totalMinutes: 300,
            category: "Dessert", cuisine: "French", difficulty: "medium",
            rating: 5, favorite: true, sourceURL: "https://example.com/creme-brulee",
            notes: "Chill overnight.",
            tags: ["make-ahead", "party"],
            ingredients: [
                Ingredient(section: "Custard", quantity: Rational(1, 3), unit: "cup", name: "caster sugar",
                           note: "plus extra for the crust", text: "1/3 cup caster sugar"),
                Ingredient(section: "Custard", quantity: Rational(2), quantityHigh: Rational(3),
                           name: "vanilla pods", text: "2-3 vanilla pods"),
                Ingredient(section: "Custard", quantity: Rational(600), unit: "ml", name: "double cream",
                           text: "600 ml double cream"),
                Ingredient(section: "Custard", quantity: Rational(6), name: "egg yolks", text: "6 egg yolks"),
                Ingredient(section: "Topping", quantity: Rational(7, 4), unit: "tbsp", name: "demerara sugar",
                           text: "1 3/4 tbsp demerara sugar"),
                Ingredient(name: "salt", text: "a pinch of salt"),
            ],
            steps: [
                Step(section: "Custard", text: "Warm the cream with the vanilla.", ingredientIndices: [1, 2]),
                Step(section: "Custard", text: "Whisk the yolks with the sugar, pour on the cream.",
                     ingredientIndices: [0, 2, 3]),
                Step(section: "Custard", text: "Bake in a water bath for 40 minutes."),
                Step(section: "Topping", text: "Scatter the sugar and caramelise.", ingredientIndices: [4]),
            ],
            created: created, updated: created)
    }

    static func simple(_ title: String, category: String? = nil, minutes: Int? = nil, rating: Int = 0,
                       favorite: Bool = false, ingredients: [String] = [], tags: [String] = [],
                       summary: String? = nil, created: Date? = nil) -> Recipe {
        Recipe(title: title, summary: summary, totalMinutes: minutes, category: category, rating: rating,
               favorite: favorite, tags: tags,
               ingredients: ingredients.map { Ingredient(name: $0, text: $0) },
               steps: [Step(text: "Cook the \(title.lowercased()).")],
               created: created)
    }
}

/// A library file as an older sous left it: migrated up to one migration, with the rows a test
/// writes, closed; `remove()` deletes its folder.
struct OldLibrary {
    let folder: URL
    let path: String

    init(upTo migration: String, _ fill: (Database) throws -> Void = { _ in }) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-old-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("old.db").path
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(queue, upTo: migration)
        try queue.write(fill)
        try queue.close()
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
