import GRDB
import SousCore

// The user's corrections of nutrition matches: "spring onions" means this USDA food, everywhere.
extension AppDatabase {
    /// Every correction, by name key.
    public func nutritionCorrections() throws -> [String: String] {
        try writer.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT name_key, food_id FROM nutrition_correction")
            return Dictionary(rows.map { ($0["name_key"], $0["food_id"]) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// Remembers that ingredients named like `name` are the food `foodID`; nil forgets it.
    public func setNutritionCorrection(name: String, foodID: String?) throws {
        let key = NutritionCalculator.key(for: name)
        guard !key.isEmpty else { throw StoreError.invalid("An ingredient name is needed.") }
        try writer.write { db in
            if let foodID {
                try db.execute(sql: "INSERT OR REPLACE INTO nutrition_correction (name_key, food_id) VALUES (?, ?)",
                               arguments: [key, foodID])
            } else {
                try db.execute(sql: "DELETE FROM nutrition_correction WHERE name_key = ?", arguments: [key])
            }
        }
    }
}
