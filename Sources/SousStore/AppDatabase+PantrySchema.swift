import GRDB
import SousCore

extension AppDatabase {
    /// Schema version 8: the pantry's inventory, and the index "what can I cook" matches on:
    /// every recipe's distinct ingredient keys (`ShoppingName.key(for:)`), each key stored once
    /// in `ingredient_key`, plus per recipe the number of keys and a 62-bit signature (bit
    /// `(key id - 1) % 62` for each key) that rules out recipes with too many missing keys
    /// without reading their rows. Written in the same transaction as every recipe write.
    static func registerPantrySchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v8-pantry") { db in
            try db.execute(sql: """
                -- quantity: a Rational as numerator/denominator, NULL for "some";
                -- best_before: YYYY-MM-DD; location: "fridge", "freezer", "cupboard" or an aisle.
                CREATE TABLE pantry_item (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    key TEXT NOT NULL,
                    quantity_num INTEGER,
                    quantity_den INTEGER CHECK (quantity_den IS NULL OR quantity_den > 0),
                    unit TEXT,
                    best_before TEXT,
                    location TEXT
                );
                CREATE INDEX pantry_item_on_key ON pantry_item(key);

                CREATE TABLE ingredient_key (
                    id INTEGER PRIMARY KEY,
                    key TEXT NOT NULL UNIQUE
                );
                CREATE TABLE recipe_ingredient_key (
                    recipe_id INTEGER NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                    key_id INTEGER NOT NULL REFERENCES ingredient_key(id),
                    PRIMARY KEY (recipe_id, key_id)
                ) WITHOUT ROWID;
                CREATE INDEX recipe_ingredient_key_on_key ON recipe_ingredient_key(key_id);
                CREATE TABLE recipe_key_summary (
                    recipe_id INTEGER PRIMARY KEY REFERENCES recipe(id) ON DELETE CASCADE,
                    key_count INTEGER NOT NULL,
                    key_signature INTEGER NOT NULL
                );
                """)
            // Backfill from the stored ingredient names, one recipe at a time, in key order (no
            // sort, and never the whole library in memory).
            var current: Int64?
            var names: [String] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT recipe_id, name FROM ingredient ORDER BY recipe_id, position")
            while let row = try rows.next() {
                let id: Int64 = row[0]
                if id != current {
                    if let current { try indexIngredientKeys(names: names, recipeID: current, replacing: false, withConcepts: false, in: db) }
                    current = id
                    names.removeAll(keepingCapacity: true)
                }
                names.append(row[1])
            }
            if let current { try indexIngredientKeys(names: names, recipeID: current, replacing: false, withConcepts: false, in: db) }
            // Recipes without ingredients miss nothing.
            try db.execute(sql: "INSERT OR IGNORE INTO recipe_key_summary (recipe_id, key_count, key_signature) SELECT id, 0, 0 FROM recipe")
            try db.execute(sql: "PRAGMA user_version = 8")
        }
    }

    /// Bits in a key signature: SQLite integers are signed 64-bit, and `x & (x - 1)` (which
    /// the suggestion query uses to count bits) must never meet the sign bit.
    static let keySignatureBits: Int64 = 62

    static func signatureBit(forKeyID id: Int64) -> Int64 {
        Int64(1) << ((id - 1) % keySignatureBits)
    }

    /// Writes the recipe's ingredient keys, key count and signature (replacing old ones). A new
    /// key gets its food concept too, unless the schema predates concepts (`withConcepts` false:
    /// the v8 backfill; v12 adds them).
    static func indexIngredientKeys(names: [String], recipeID: Int64, replacing: Bool, withConcepts: Bool = true,
                                    in db: Database) throws {
        var cache = IngredientKeyCache()
        try indexIngredientKeys(ingredientKeys(of: names), recipeID: recipeID, replacing: replacing, withConcepts: withConcepts,
                                cache: &cache, in: db)
    }

    /// The names' shopping keys, each once, in the order the names give them, without empty ones.
    static func ingredientKeys(of names: [String]) -> [String] {
        var keys: [String] = []
        var seen = Set<String>()
        for name in names {
            let key = ShoppingName.key(for: name)
            if !key.isEmpty && seen.insert(key).inserted { keys.append(key) }
        }
        return keys
    }

    /// The same for keys worked out beforehand (unique, not empty), with the ids of keys met
    /// earlier in the same transaction remembered in `cache`.
    static func indexIngredientKeys(_ keys: [String], recipeID: Int64, replacing: Bool, withConcepts: Bool = true,
                                    cache: inout IngredientKeyCache, in db: Database) throws {
        if replacing {
            try db.cachedStatement(sql: "DELETE FROM recipe_ingredient_key WHERE recipe_id = ?").execute(arguments: [recipeID])
        }
        let link = try db.cachedStatement(sql: "INSERT OR IGNORE INTO recipe_ingredient_key (recipe_id, key_id) VALUES (?, ?)")
        var signature: Int64 = 0
        for key in keys {
            let id = try cache.id(of: key, withConcept: withConcepts, in: db)
            signature |= signatureBit(forKeyID: id)
            try link.execute(arguments: [recipeID, id])
        }
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO recipe_key_summary (recipe_id, key_count, key_signature) VALUES (?, ?, ?)")
            .execute(arguments: [recipeID, keys.count, signature])
    }
}

/// The ids of the ingredient keys one transaction has looked up or added, so a batch of recipes
/// asks the database once per key rather than once per ingredient. Valid only inside the
/// transaction that filled it.
struct IngredientKeyCache {
    private var ids: [String: Int64] = [:]

    /// The key's id, adding the key (with its food concept, unless `withConcept` is false) when
    /// the library has none.
    mutating func id(of key: String, withConcept: Bool, in db: Database) throws -> Int64 {
        if let id = ids[key] { return id }
        let id: Int64
        if let found = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM ingredient_key WHERE key = ?"), arguments: [key]) {
            id = found
        } else if withConcept {
            try db.cachedStatement(sql: "INSERT INTO ingredient_key (key, concept) VALUES (?, ?)")
                .execute(arguments: [key, AppDatabase.correctedConcept(forKey: key, in: db) ?? AppDatabase.conceptID(forKey: key)])
            id = db.lastInsertedRowID
        } else {
            try db.cachedStatement(sql: "INSERT INTO ingredient_key (key) VALUES (?)").execute(arguments: [key])
            id = db.lastInsertedRowID
        }
        ids[key] = id
        return id
    }
}
