import GRDB
import SousCore

// A person's corrections of which food an ingredient name means ("ginger garlic paste" is this),
// remembered for every recipe (`FoodCorrection`). A concept is used by every feature: nutrition,
// the stored allergen and diet answers, and the pantry's and shopping list's food of the name's
// key. A USDA food number (the corrections made before concepts) is nutrition's alone.
extension AppDatabase {
    /// Schema version 13: each correction also keeps the shopping key of the name it was made
    /// for, so a concept correction reaches `ingredient_key.concept` (NULL for the older rows,
    /// which are USDA foods, nutrition's alone).
    static func registerFoodCorrectionSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v13-food-corrections") { db in
            try db.execute(sql: """
                ALTER TABLE nutrition_correction ADD COLUMN shopping_key TEXT;
                CREATE INDEX nutrition_correction_on_shopping_key ON nutrition_correction(shopping_key);
                PRAGMA user_version = 13;
                """)
        }
    }

    /// Every correction, by name key (`FoodCorrection.key(for:)`): a concept id or a USDA food number.
    public func foodCorrections() throws -> [String: String] {
        try writer.read { db in try Self.foodCorrections(in: db) }
    }

    static func foodCorrections(in db: Database) throws -> [String: String] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT name_key, food_id FROM nutrition_correction"))
        return Dictionary(rows.map { ($0[0], $0[1]) }, uniquingKeysWith: { _, last in last })
    }

    /// Remembers that ingredients named like `name` are `choice` (a concept id or a USDA food
    /// number); nil forgets it. A concept change also rewrites the food of the name's shopping
    /// key and the stored allergen answers of every recipe with an ingredient of that name.
    public func setFoodCorrection(name: String, choice: String?) throws {
        let key = FoodCorrection.key(for: name)
        guard !key.isEmpty else { throw StoreError.invalid("An ingredient name is needed.") }
        if let choice, FoodCorrection.isConcept(choice), FoodKnowledge.standard.index(of: choice) == nil {
            throw StoreError.invalid("No food has the id \(choice).")
        }
        let shoppingKey = ShoppingName.key(for: name)
        try writer.write { db in
            if let choice {
                try db.execute(sql: "INSERT OR REPLACE INTO nutrition_correction (name_key, food_id, shopping_key) VALUES (?, ?, ?)",
                               arguments: [key, choice, shoppingKey])
            } else {
                try db.execute(sql: "DELETE FROM nutrition_correction WHERE name_key = ?", arguments: [key])
            }
            let concept = try Self.correctedConcept(forKey: shoppingKey, in: db) ?? Self.conceptID(forKey: shoppingKey)
            try db.execute(sql: "UPDATE ingredient_key SET concept = ? WHERE key = ?", arguments: [concept, shoppingKey])
            try Self.recomputeSafety(ofRecipesWithIngredientKey: shoppingKey, in: db)
            // Names are matched to corrections by their own key, not the shopping key: every
            // recipe's stored figures are worked out again when next read.
            try Self.forgetStoredNutrition(in: db)
        }
    }

    /// The concept a correction gives a shopping key, if one does.
    static func correctedConcept(forKey shoppingKey: String, in db: Database) throws -> String? {
        let choices = try String.fetchAll(db.cachedStatement(sql: "SELECT food_id FROM nutrition_correction WHERE shopping_key = ?"),
                                          arguments: [shoppingKey])
        return choices.first(where: FoodCorrection.isConcept)
    }

    /// Every shopping key a concept correction names, with its concept (applied after the food
    /// table recomputes the keys' concepts).
    static func applyConceptCorrections(in db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT shopping_key, food_id FROM nutrition_correction WHERE shopping_key IS NOT NULL")
        let update = try db.makeStatement(sql: "UPDATE ingredient_key SET concept = ? WHERE key = ?")
        for row in rows {
            let choice: String = row[1]
            if FoodCorrection.isConcept(choice) { try update.execute(arguments: [choice, row[0] as String]) }
        }
    }
}
