import Foundation
import GRDB
import SousCore

// The meal plan: slots (grid rows), entries (what is planned on a day and slot), templates.
extension AppDatabase {
    /// The grid rows, in order.
    public func mealSlots() throws -> [MealSlot] {
        try writer.read { db in try Self.slots(in: db) }
    }

    static func slots(in db: Database) throws -> [MealSlot] {
        try Row.fetchAll(db, sql: "SELECT id, name, position FROM meal_slot ORDER BY position, id").map {
            MealSlot(id: $0["id"], name: $0["name"], position: $0["position"])
        }
    }

    /// Adds a slot at the end (e.g. "Snack"); returns it.
    @discardableResult
    public func addMealSlot(named name: String) throws -> MealSlot {
        let trimmed = ImportedText.clean(name).trimmingCharacters(in: .whitespaces)
        return try writer.write { db in
            let next = try Int.fetchOne(db, sql: "SELECT coalesce(max(position), -1) + 1 FROM meal_slot") ?? 0
            try db.execute(sql: "INSERT INTO meal_slot (name, position) VALUES (?, ?)", arguments: [trimmed, next])
            return MealSlot(id: db.lastInsertedRowID, name: trimmed, position: next)
        }
    }

    public func renameMealSlot(id: Int64, to name: String) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE meal_slot SET name = ? WHERE id = ?",
                           arguments: [ImportedText.clean(name).trimmingCharacters(in: .whitespaces), id])
        }
    }

    /// Moves a slot one place up (-1) or down (+1).
    public func moveMealSlot(id: Int64, by offset: Int) throws {
        try writer.write { db in
            var slots = try Self.slots(in: db)
            guard let index = slots.firstIndex(where: { $0.id == id }) else { return }
            let target = index + offset
            guard slots.indices.contains(target) else { return }
            slots.swapAt(index, target)
            for (position, slot) in slots.enumerated() {
                try db.execute(sql: "UPDATE meal_slot SET position = ? WHERE id = ?", arguments: [position, slot.id])
            }
        }
    }

    /// The slot whose name matches (any case, or the start of one name), for the command line.
    public func mealSlot(named name: String) throws -> MealSlot? {
        let slots = try mealSlots()
        let lower = name.lowercased()
        if let exact = slots.first(where: { $0.name.lowercased() == lower }) { return exact }
        let prefixed = slots.filter { $0.name.lowercased().hasPrefix(lower) }
        return !lower.isEmpty && prefixed.count == 1 ? prefixed[0] : nil
    }

    /// Entries from `first` through `last`, by day, slot and position, with each recipe's servings.
    public func planEntries(from first: PlanDay, through last: PlanDay) throws -> [PlanEntry] {
        try writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT e.id, e.day, e.slot_id, e.position, e.recipe_id, e.title, e.servings, e.note,
                       r.servings AS recipe_servings, r.title AS recipe_title,
                       r.contents, r.may_contain, r.unsure_lines,
                       (SELECT group_concat(person_id) FROM plan_entry_eater WHERE entry_id = e.id) AS eaters
                FROM plan_entry e LEFT JOIN recipe r ON r.id = e.recipe_id
                WHERE e.day BETWEEN ? AND ?
                ORDER BY e.day, e.slot_id, e.position, e.id
                """, arguments: [first.iso, last.iso]).compactMap(Self.entry(from:))
        }
    }

    static func entry(from row: Row) -> PlanEntry? {
        guard let day = PlanDay(iso: row["day"]) else { return nil }
        let recipeTitle: String? = row["recipe_title"]
        return PlanEntry(id: row["id"], day: day, slotID: row["slot_id"], position: row["position"],
                         recipeID: row["recipe_id"], title: recipeTitle ?? row["title"], servings: row["servings"],
                         recipeServings: row["recipe_servings"], note: row["note"],
                         eaters: eaters(from: row["eaters"]), recipeSafety: recipeSafety(from: row))
    }

    private static func eaters(from list: String?) -> [Int64]? {
        list.map { $0.split(separator: ",").compactMap { Int64($0) }.sorted() }
    }

    private static func recipeSafety(from row: Row) -> RecipeSafety? {
        guard let contents: Int64 = row["contents"] else { return nil }
        return RecipeSafety(contents: FoodContents(rawValue: contents),
                            mayContain: FoodContents(rawValue: row["may_contain"] ?? 0),
                            unsureLines: row["unsure_lines"] ?? 0)
    }

    /// Adds an entry at the end of its cell; returns it with its id and position.
    @discardableResult
    public func addPlanEntry(_ entry: PlanEntry) throws -> PlanEntry {
        try writer.write { db in try Self.insertEntry(entry, in: db) }
    }

    static func insertEntry(_ entry: PlanEntry, in db: Database) throws -> PlanEntry {
        var saved = entry
        saved.position = try Int.fetchOne(db, sql: """
            SELECT coalesce(max(position), -1) + 1 FROM plan_entry WHERE day = ? AND slot_id = ?
            """, arguments: [entry.day.iso, entry.slotID]) ?? 0
        try db.execute(sql: """
            INSERT INTO plan_entry (day, slot_id, position, recipe_id, title, servings, note)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, arguments: [entry.day.iso, entry.slotID, saved.position, entry.recipeID, ImportedText.clean(entry.title),
                             entry.servings, ImportedText.clean(entry.note, multiline: true)])
        saved.id = db.lastInsertedRowID
        if let eaters = entry.eaters, let id = saved.id { try storeEaters(eaters, entryID: id, in: db) }
        return saved
    }

    /// Adds several entries in one transaction (paste, undo of a delete).
    public func addPlanEntries(_ entries: [PlanEntry]) throws {
        try writer.write { db in
            for entry in entries { _ = try Self.insertEntry(entry, in: db) }
        }
    }

    public func deletePlanEntry(id: Int64) throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM plan_entry WHERE id = ?", arguments: [id]) }
    }

    /// Changes where an entry sits (a cut and paste), at the end of the new cell.
    public func movePlanEntry(id: Int64, to day: PlanDay, slotID: Int64) throws {
        try writer.write { db in
            let position = try Int.fetchOne(db, sql: """
                SELECT coalesce(max(position), -1) + 1 FROM plan_entry WHERE day = ? AND slot_id = ?
                """, arguments: [day.iso, slotID]) ?? 0
            try db.execute(sql: "UPDATE plan_entry SET day = ?, slot_id = ?, position = ? WHERE id = ?",
                           arguments: [day.iso, slotID, position, id])
        }
    }

    public func setPlanEntryServings(id: Int64, _ servings: Int?) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE plan_entry SET servings = ? WHERE id = ?", arguments: [servings, id])
        }
    }

    /// Copies the seven days from `start` into each of the next `times` weeks.
    public func repeatWeek(from start: PlanDay, times: Int) throws {
        let entries = try planEntries(from: start, through: start.adding(days: 6))
        try writer.write { db in
            for n in 1...max(1, times) {
                for entry in entries {
                    var copy = entry
                    copy.id = nil
                    copy.day = entry.day.adding(days: 7 * n)
                    _ = try Self.insertEntry(copy, in: db)
                }
            }
        }
    }

    /// Saves the week from `start` as a named template (replacing one of the same name).
    public func saveWeekTemplate(named name: String, from start: PlanDay) throws {
        let name = ImportedText.clean(name)
        let entries = try planEntries(from: start, through: start.adding(days: 6))
        try writer.write { db in
            try db.execute(sql: "DELETE FROM week_template WHERE name = ?", arguments: [name])
            try db.execute(sql: "INSERT INTO week_template (name) VALUES (?)", arguments: [name])
            let id = db.lastInsertedRowID
            for entry in entries {
                try db.execute(sql: """
                    INSERT INTO week_template_entry (template_id, day_offset, slot_id, position, recipe_id, title, servings, note)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [id, start.days(to: entry.day), entry.slotID, entry.position, entry.recipeID,
                                     entry.title, entry.servings, entry.note])
            }
        }
    }

    public func weekTemplateNames() throws -> [String] {
        try writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM week_template ORDER BY name") }
    }

    /// Adds a template's entries to the week from `start`; false when there is no such template.
    @discardableResult
    public func applyWeekTemplate(named name: String, to start: PlanDay) throws -> Bool {
        try writer.write { db in
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM week_template WHERE name = ?", arguments: [name]) else {
                return false
            }
            let rows = try Row.fetchAll(db, sql: """
                SELECT day_offset, slot_id, recipe_id, title, servings, note FROM week_template_entry
                WHERE template_id = ? ORDER BY day_offset, slot_id, position
                """, arguments: [id])
            for row in rows {
                let entry = PlanEntry(day: start.adding(days: row["day_offset"]), slotID: row["slot_id"],
                                      recipeID: row["recipe_id"], title: row["title"], servings: row["servings"],
                                      note: row["note"])
                _ = try Self.insertEntry(entry, in: db)
            }
            return true
        }
    }
}
