import GRDB
import SousCore

// Each recipe's nutrition per serving, worked out once and stored, as its allergens are: the
// first reader of a recipe's figures (the plan's week) computes and stores them; a changed
// recipe, a correction or a new nutrient table (`NutritionCalculator.standardVersion`) makes
// them be worked out again when next read. Worked out on read rather than on import, where it
// would cost an import of 100,000 recipes about half its speed.
extension AppDatabase {
    /// Schema version 14: the stored figures.
    static func registerRecipeNutritionSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v14-recipe-nutrition") { db in
            try db.execute(sql: """
                -- tables: the NutritionCalculator.standardVersion the figures come from;
                -- counted_lines of ingredient_lines were counted; coverage is the counted share
                -- of the recipe's known weight (0 to 1); the nutrients are per serving.
                CREATE TABLE recipe_nutrition (
                    recipe_id INTEGER PRIMARY KEY NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                    tables TEXT NOT NULL,
                    counted_lines INTEGER NOT NULL,
                    ingredient_lines INTEGER NOT NULL,
                    coverage REAL NOT NULL,
                    kcal REAL NOT NULL, protein REAL NOT NULL, fat REAL NOT NULL, saturated_fat REAL NOT NULL,
                    carbohydrate REAL NOT NULL, sugars REAL NOT NULL, fibre REAL NOT NULL, sodium_mg REAL NOT NULL
                );
                PRAGMA user_version = 14;
                """)
        }
    }

    /// The figures per serving of each recipe in `ids` that is in the library: stored ones when
    /// they come from today's tables, the rest worked out now and stored.
    public func nutrition(ofRecipes ids: [Int64]) throws -> [Int64: StoredNutrition] {
        let version = NutritionCalculator.standardVersion
        var found = try writer.read { db in try Self.storedNutrition(ids, version: version, in: db) }
        let missing = ids.filter { found[$0] == nil }
        guard !missing.isEmpty else { return found }
        let calculator = NutritionCalculator.standard
        func workOut(_ db: Database, storing: Bool) throws {
            let corrections = try Self.foodCorrections(in: db)
            for id in missing {
                guard let recipe = try Self.load(id: id, in: db) else { continue }
                let worked = StoredNutrition(calculator.nutrition(for: recipe, corrections: corrections))
                if storing { try Self.store(worked, recipeID: id, version: version, in: db) }
                found[id] = worked
            }
        }
        do {
            try writer.write { db in try workOut(db, storing: true) }
        } catch {
            // A library that cannot be written (read-only, a full disk) still shows its figures.
            try writer.read { db in try workOut(db, storing: false) }
        }
        return found
    }

    /// Forgets every stored figure (a correction changed what some name means).
    static func forgetStoredNutrition(in db: Database) throws {
        try db.execute(sql: "DELETE FROM recipe_nutrition")
    }

    /// Forgets one recipe's figures (its ingredients or servings changed).
    static func forgetStoredNutrition(recipeID id: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM recipe_nutrition WHERE recipe_id = ?").execute(arguments: [id])
    }

    private static func storedNutrition(_ ids: [Int64], version: String, in db: Database) throws -> [Int64: StoredNutrition] {
        var found: [Int64: StoredNutrition] = [:]
        let statement = try db.cachedStatement(sql: "SELECT * FROM recipe_nutrition WHERE recipe_id = ? AND tables = ?")
        for id in Set(ids) {
            guard let row = try Row.fetchOne(statement, arguments: [id, version]) else { continue }
            found[id] = StoredNutrition(
                perServing: Nutrients(kcal: row["kcal"], protein: row["protein"], fat: row["fat"], saturatedFat: row["saturated_fat"],
                                      carbohydrate: row["carbohydrate"], sugars: row["sugars"], fibre: row["fibre"],
                                      sodiumMg: row["sodium_mg"]),
                countedLines: row["counted_lines"], ingredientLines: row["ingredient_lines"], coverage: row["coverage"])
        }
        return found
    }

    private static func store(_ stored: StoredNutrition, recipeID id: Int64, version: String, in db: Database) throws {
        let figures = stored.perServing
        try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO recipe_nutrition (recipe_id, tables, counted_lines, ingredient_lines, coverage, kcal, protein,
                                                     fat, saturated_fat, carbohydrate, sugars, fibre, sodium_mg)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [
                id, version, stored.countedLines, stored.ingredientLines, stored.coverage, figures.kcal, figures.protein,
                figures.fat, figures.saturatedFat, figures.carbohydrate, figures.sugars, figures.fibre, figures.sodiumMg,
            ])
    }
}

/// A recipe's nutrition as stored: per serving, with how much of the recipe it counts.
public struct StoredNutrition: Hashable, Sendable {
    public var perServing: Nutrients
    public var countedLines: Int
    public var ingredientLines: Int
    /// The counted share of the recipe's known weight, 0 to 1.
    public var coverage: Double

    public init(perServing: Nutrients, countedLines: Int, ingredientLines: Int, coverage: Double) {
        self.perServing = perServing
        self.countedLines = countedLines
        self.ingredientLines = ingredientLines
        self.coverage = coverage
    }

    public init(_ nutrition: RecipeNutrition) {
        self.init(perServing: nutrition.perServing, countedLines: nutrition.countedLines,
                  ingredientLines: nutrition.ingredientLines, coverage: nutrition.coverageByWeight)
    }
}
