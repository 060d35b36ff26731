import Foundation
import GRDB
import SousCore

// The shopping list's remembered state (checks, manual and removed items, aisle changes, pantry
// staples, unit preference) and the list itself, built from the plan.
extension AppDatabase {
    public static let unitsSettingKey = "shopping.units"
    public static let weekStartSettingKey = "plan.week_start"

    public func unitPreference() throws -> UnitPreference {
        try setting(Self.unitsSettingKey).flatMap(UnitPreference.init(rawValue:)) ?? .metric
    }

    public func pantryStaples() throws -> [String] {
        try writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM pantry_staple ORDER BY name") }
    }

    public func setPantryStaples(_ names: [String]) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM pantry_staple")
            for name in Set(names.map { ImportedText.clean($0).trimmingCharacters(in: .whitespaces).lowercased() }) where !name.isEmpty {
                try db.execute(sql: "INSERT INTO pantry_staple (name) VALUES (?)", arguments: [name])
            }
        }
    }

    public func setShoppingChecked(listID: String, key: String, _ checked: Bool) throws {
        try writer.write { db in
            if checked {
                try db.execute(sql: "INSERT OR IGNORE INTO shopping_check (list_id, item_key) VALUES (?, ?)",
                               arguments: [listID, key])
            } else {
                try db.execute(sql: "DELETE FROM shopping_check WHERE list_id = ? AND item_key = ?",
                               arguments: [listID, key])
            }
        }
    }

    public func addShoppingItem(listID: String, text: String) throws {
        let trimmed = ImportedText.clean(text).trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        try writer.write { db in
            let next = try Int.fetchOne(db, sql: "SELECT coalesce(max(position), -1) + 1 FROM shopping_manual_item WHERE list_id = ?",
                                        arguments: [listID]) ?? 0
            try db.execute(sql: "INSERT INTO shopping_manual_item (list_id, position, text) VALUES (?, ?, ?)",
                           arguments: [listID, next, trimmed])
            try db.execute(sql: "DELETE FROM shopping_removed_item WHERE list_id = ? AND item_key = ?",
                           arguments: [listID, "manual:" + trimmed.lowercased()])
        }
    }

    /// Takes a line off this list (a manual item is deleted; a recipe line is hidden).
    public func removeShoppingItem(listID: String, key: String) throws {
        try writer.write { db in
            if key.hasPrefix("manual:") {
                try db.execute(sql: "DELETE FROM shopping_manual_item WHERE list_id = ? AND lower(text) = ?",
                               arguments: [listID, String(key.dropFirst("manual:".count))])
            } else {
                try db.execute(sql: "INSERT OR IGNORE INTO shopping_removed_item (list_id, item_key) VALUES (?, ?)",
                               arguments: [listID, key])
            }
        }
    }

    /// Puts every removed line back on the list.
    public func restoreShoppingItems(listID: String) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM shopping_removed_item WHERE list_id = ?", arguments: [listID])
        }
    }

    /// Remembers a user's aisle for an ingredient, for every list from now on.
    public func setAisle(_ aisle: Aisle, forKey key: String) throws {
        try writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO aisle_override (item_key, aisle) VALUES (?, ?)",
                           arguments: [key, aisle.rawValue])
        }
    }

    /// The list for the plan from `first` through `last`, stored state applied.
    public func shoppingList(from first: PlanDay, through last: PlanDay, listID: String, title: String,
                             preference: UnitPreference? = nil) throws -> ShoppingList {
        let entries = try planEntries(from: first, through: last)
        return try writer.read { db in
            var sources: [ShoppingListBuilder.Source] = []
            var notes: [String] = []
            var cache: [Int64: Recipe] = [:]
            for entry in entries {
                if entry.isDeletedRecipe {
                    notes.append("\u{201C}\(entry.title)\u{201D} on \(entry.day.weekdayShortName) \(entry.day.day) \(entry.day.monthShortName) was deleted from the library and is not included.")
                    continue
                }
                guard let id = entry.recipeID else { continue }
                if cache[id] == nil { cache[id] = try Self.load(id: id, in: db) }
                guard let recipe = cache[id] else { continue }
                sources.append(.init(recipe: recipe, servings: entry.servings))
            }
            // Recipes put on the folder's shopping trip on another device.
            sources += try Self.extraShoppingSources(listID: listID, in: db)
            return try Self.shoppingList(sources: sources, notes: notes, listID: listID, title: title,
                                         preference: preference, in: db)
        }
    }

    /// A list for recipes picked by hand rather than from the plan ("sous shop --recipe …"), each
    /// at its own servings, at `servings` or times `multiple`; checks and removals are kept under `listID`.
    public func shoppingList(recipes: [Recipe], servings: Int? = nil, multiple: Rational? = nil, listID: String,
                             title: String) throws -> ShoppingList {
        try writer.read { db in
            try Self.shoppingList(sources: recipes.map { .init(recipe: $0, servings: servings, multiple: multiple) }, notes: [],
                                  listID: listID, title: title, preference: nil, in: db)
        }
    }

    /// `sources` merged into one list, with the stored state applied: units, pantry staples,
    /// aisle changes, checks, removals and items added by hand.
    static func shoppingList(sources: [ShoppingListBuilder.Source], notes: [String], listID: String, title: String,
                             preference: UnitPreference?, in db: Database) throws -> ShoppingList {
        let builder = ShoppingListBuilder(
            preference: try preference ?? Self.units(in: db),
            pantry: PantryStaples(names: try String.fetchAll(db, sql: "SELECT name FROM pantry_staple")),
            aisleOverrides: try Self.aisleOverrides(in: db),
            checked: Set(try String.fetchAll(db, sql: "SELECT item_key FROM shopping_check WHERE list_id = ?", arguments: [listID])),
            removed: Set(try String.fetchAll(db, sql: "SELECT item_key FROM shopping_removed_item WHERE list_id = ?", arguments: [listID])),
            manualItems: try String.fetchAll(db, sql: "SELECT text FROM shopping_manual_item WHERE list_id = ? ORDER BY position", arguments: [listID]),
            pantryItems: try Self.pantryItems(in: db),
            corrections: try Self.foodCorrections(in: db))
        return builder.build(listID: listID, title: title, sources: sources, notes: notes)
    }

    static func units(in db: Database) throws -> UnitPreference {
        try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [unitsSettingKey])
            .flatMap(UnitPreference.init(rawValue:)) ?? .metric
    }

    /// The week's list, titled "Shopping for 23-29 Nov 2026 (2026-W48)".
    public func shoppingList(weekFrom start: PlanDay) throws -> ShoppingList {
        let end = start.adding(days: 6)
        let week = ISOWeek(containing: start)
        let title = "Shopping for \(start.day) \(start.monthShortName) - \(end.day) \(end.monthShortName) \(end.year)"
        return try shoppingList(from: start, through: end, listID: start.iso, title: title + " (\(week))")
    }

    /// The week start day from settings (1 Monday ... 7 Sunday).
    public func planCalendar(timeZone: TimeZone) throws -> PlanCalendar {
        let first = try setting(Self.weekStartSettingKey).flatMap(PlanCalendar.weekday(named:)) ?? 1
        return PlanCalendar(firstWeekday: first, timeZone: timeZone)
    }
}
