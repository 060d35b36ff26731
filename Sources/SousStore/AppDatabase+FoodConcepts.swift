import GRDB
import SousCore

// Which food concept each stored ingredient key names (`FoodKnowledge.concept(forName:)`), so
// "what can I cook" finds recipes the pantry covers through the food graph ("chopped tomatoes"
// held for "canned tomatoes", "onion" for "red onion") without reading every recipe. Written with
// each new key; a new food table (a new sous) recomputes every key once, on the first open.
extension AppDatabase {
    /// The setting that records which food table the stored concepts come from.
    static let foodConceptsVersionKey = "food.knowledge"

    /// Schema version 12: `ingredient_key.concept`, the concept id of each key (NULL: none sure).
    static func registerFoodConceptSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v12-food-concepts") { db in
            try db.execute(sql: """
                ALTER TABLE ingredient_key ADD COLUMN concept TEXT;
                CREATE INDEX ingredient_key_on_concept ON ingredient_key(concept);
                """)
            try recomputeKeyConcepts(in: db)
            try db.execute(sql: "PRAGMA user_version = 12")
        }
    }

    /// The concept id stored for a key.
    static func conceptID(forKey key: String) -> String? {
        let knowledge = FoodKnowledge.standard
        return knowledge.concept(forName: key).map { knowledge.concepts[$0].id }
    }

    /// Recomputes every key's concept when they come from another food table.
    static func refreshKeyConceptsIfStale(_ writer: any DatabaseWriter) throws {
        try refreshIfStale(writer, setting: foodConceptsVersionKey, version: FoodKnowledge.standardVersion,
                           recompute: { try recomputeKeyConcepts(in: $0) })
    }

    static func recomputeKeyConcepts(in db: Database) throws {
        let update = try db.makeStatement(sql: "UPDATE ingredient_key SET concept = ? WHERE id = ?")
        for row in try Row.fetchAll(db, sql: "SELECT id, key FROM ingredient_key") {
            let key: String = row[1]
            try update.execute(arguments: [conceptID(forKey: key), row[0] as Int64])
        }
        if try db.columns(in: "nutrition_correction").contains(where: { $0.name == "shopping_key" }) {
            try applyConceptCorrections(in: db)
        }
        try db.execute(sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)",
                       arguments: [foodConceptsVersionKey, FoodKnowledge.standardVersion])
    }
}
