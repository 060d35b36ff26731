import Foundation
import GRDB
import SousCore

// The pantry's inventory: listing, adding (merging the same food), changing, removing, the
// shopping list feeding it, cooking taking from it, every write returning its changes for
// undo; and "what can I cook", answered from the ingredient-key index.
extension AppDatabase {
    /// Every item, by name.
    public func pantryItems() throws -> [PantryItem] {
        try writer.read { db in try Self.pantryItems(in: db) }
    }

    static func pantryItems(in db: Database) throws -> [PantryItem] {
        try Row.fetchAll(db, sql: """
            SELECT id, name, key, quantity_num, quantity_den, unit, best_before, location
            FROM pantry_item ORDER BY name COLLATE NOCASE, id
            """).map(item(from:))
    }

    static func item(from row: Row) -> PantryItem {
        let numerator: Int? = row["quantity_num"]
        let denominator: Int? = row["quantity_den"]
        let quantity = numerator.map { Rational($0, denominator ?? 1) }
        let date: String? = row["best_before"]
        return PantryItem(id: row["id"], name: row["name"], key: row["key"], quantity: quantity, unit: row["unit"],
                          bestBefore: date.flatMap(PlanDay.init(iso:)), location: row["location"])
    }

    /// Adds items, each merged into an item of the same food when their amounts can be added
    /// ("500 g rice" and "1 kg rice" make 1.5 kg), else stored as a new item. Returns the changes.
    @discardableResult
    public func addPantryItems(_ items: [PantryItem]) throws -> [PantryChange] {
        try writer.write { db in
            var changes: [PantryChange] = []
            for var item in items {
                item.name = ImportedText.clean(item.name).trimmingCharacters(in: .whitespaces)
                if item.key.isEmpty { item.key = ShoppingName.key(for: item.name) }
                guard !item.key.isEmpty else { continue }
                item.id = nil
                let existing = try Row.fetchAll(db, sql: "SELECT * FROM pantry_item WHERE key = ? ORDER BY id", arguments: [item.key])
                    .map(Self.item(from:))
                var change = PantryChange(before: nil, after: item)
                for candidate in existing {
                    if let merged = PantryStock.merge(item, into: candidate) {
                        change = PantryChange(before: candidate, after: merged)
                        break
                    }
                }
                changes.append(try Self.apply(change, in: db))
            }
            return changes
        }
    }

    /// Writes `item` (found by its id) as given.
    @discardableResult
    public func updatePantryItem(_ item: PantryItem) throws -> PantryChange {
        try writer.write { db in
            guard let id = item.id, let before = try Row.fetchOne(db, sql: "SELECT * FROM pantry_item WHERE id = ?", arguments: [id])
                .map(Self.item(from:)) else { throw StoreError.notFound("pantry item \(item.name)") }
            var after = item
            after.key = ShoppingName.key(for: item.name)
            return try Self.apply(PantryChange(before: before, after: after), in: db)
        }
    }

    @discardableResult
    public func removePantryItem(id: Int64) throws -> PantryChange? {
        try writer.write { db in
            guard let before = try Row.fetchOne(db, sql: "SELECT * FROM pantry_item WHERE id = ?", arguments: [id])
                .map(Self.item(from:)) else { return nil }
            return try Self.apply(PantryChange(before: before, after: nil), in: db)
        }
    }

    /// Removes every item of the food `name` names ("onions" removes "onion"); no change when none.
    @discardableResult
    public func removePantryItems(named name: String) throws -> [PantryChange] {
        let key = ShoppingName.key(for: name)
        return try writer.write { db in
            try Row.fetchAll(db, sql: "SELECT * FROM pantry_item WHERE key = ? OR lower(name) = lower(?)", arguments: [key, name])
                .map(Self.item(from:))
                .map { try Self.apply(PantryChange(before: $0, after: nil), in: db) }
        }
    }

    @discardableResult
    public func clearPantry() throws -> [PantryChange] {
        try writer.write { db in
            try Self.pantryItems(in: db).map { try Self.apply(PantryChange(before: $0, after: nil), in: db) }
        }
    }

    /// Writes changes as given (their `after`), in one transaction; returns them with ids set.
    @discardableResult
    public func applyPantryChanges(_ changes: [PantryChange]) throws -> [PantryChange] {
        try writer.write { db in try changes.map { try Self.apply($0, in: db) } }
    }

    /// Puts back what `changes` changed (latest first), in one transaction.
    public func undoPantryChanges(_ changes: [PantryChange]) throws {
        try writer.write { db in
            for change in changes.reversed() { _ = try Self.apply(change.reversed, in: db) }
        }
    }

    /// The shopping bought: each line's amounts (as its text shows them) go into the pantry.
    @discardableResult
    public func addBoughtToPantry(_ lines: [ShoppingLine]) throws -> [PantryChange] {
        var items: [PantryItem] = []
        for line in lines {
            let key = line.isManual || line.key.hasPrefix("manual:") ? ShoppingName.key(for: line.name) : line.key
            let parts = ShoppingAmountPart.parts(of: line.amount)
            if parts.isEmpty {
                items.append(PantryItem(name: line.name, key: key))
            }
            for part in parts {
                items.append(PantryItem(name: line.name, key: key, quantity: Rational(approximating: part.quantity),
                                        unit: part.unit))
            }
        }
        return try addPantryItems(items)
    }

    /// Cooking: the recipe's amounts at `servings` (its own when nil) come out of the pantry.
    /// Returns what changed, for undo.
    @discardableResult
    public func takeOutOfPantry(cooking recipe: Recipe, servings: Int? = nil) throws -> [PantryChange] {
        try writer.write { db in
            let changes = PantryStock.changesForCooking(recipe, servings: servings, from: try Self.pantryItems(in: db))
            return try changes.map { try Self.apply($0, in: db) }
        }
    }

    /// Writes one change: insert (keeping an id being restored), update or delete.
    static func apply(_ change: PantryChange, in db: Database) throws -> PantryChange {
        var change = change
        guard var after = change.after else {
            if let id = change.before?.id {
                try db.execute(sql: "DELETE FROM pantry_item WHERE id = ?", arguments: [id])
            }
            return change
        }
        let arguments: StatementArguments = [
            after.name, after.key, after.quantity?.numerator, after.quantity?.denominator, after.unit,
            after.bestBefore?.iso, after.location,
        ]
        if let id = change.before?.id ?? after.id,
           try Bool.fetchOne(db, sql: "SELECT 1 FROM pantry_item WHERE id = ?", arguments: [id]) == true {
            try db.execute(sql: """
                UPDATE pantry_item SET name = ?, key = ?, quantity_num = ?, quantity_den = ?, unit = ?, best_before = ?,
                    location = ? WHERE id = ?
                """, arguments: arguments + [id])
            after.id = id
        } else {
            try db.execute(sql: """
                INSERT INTO pantry_item (name, key, quantity_num, quantity_den, unit, best_before, location, id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: arguments + [after.id])
            after.id = db.lastInsertedRowID
        }
        change.after = after
        return change
    }
}
