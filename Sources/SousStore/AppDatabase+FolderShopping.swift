import Foundation
import GRDB
import SousCore

// The shopping trip in the bound folder: the week the plan is on now as `.shopping-list`, and
// its ticks in the append-only `.shopping-checked` (see `ShoppingListFile`, `ShoppingCheckLog`).
extension AppDatabase {
    /// The setting naming the list (a week's list id, its first day) the folder's trip files hold.
    public static let folderShoppingTripKey = "folder.shopping_trip"
    /// The setting holding the recipes another device put on the trip that the plan does not
    /// hold, as the trip file's lines ("./mains/pancakes{2}"): kept on the list and in the file.
    static let folderShoppingExtraKey = "folder.shopping_extra"

    /// The trip is the week that holds `now`: its list is written as `.shopping-list` when it
    /// changed (a new week, a meal planned, an item added by hand), and the ticks queued on it
    /// are appended to `.shopping-checked`. Returns how many files were written.
    static func writeFolderShoppingOutbox(with fileWriter: any FolderFileWriter, in db: Database) throws -> Int {
        let start = try trip(now: fileWriter.now(), in: db)
        let files = try folderFiles(in: db)
        var count = 0
        let list = try tripList(from: start, recipePaths: recipePaths(files), in: db)
        // No trip and no file yet: nothing to say (an emptied trip's file says so).
        if !list.references.isEmpty || !list.items.isEmpty || files[ShoppingListFile.path] != nil {
            let written = try fileWriter.writeShoppingList(list, over: files[ShoppingListFile.path])
            if written.path == ShoppingListFile.path, written != files[ShoppingListFile.path] {
                try save(written, in: db)
                count += 1
            }
        }
        let queued = try Row.fetchAll(db, sql: "SELECT id, line FROM folder_shopping_outbox ORDER BY id")
        let names = queued.contains { ($0["line"] as String?) != nil } ? try ingredientNames(from: start, in: db) : [:]
        let lines = queued.compactMap { row -> String? in
            guard let line: String = row["line"], let mark = line.first else { return nil }
            let key = String(line.dropFirst(2))
            if key.hasPrefix("manual:") { return ShoppingCheckLog.line(String(key.dropFirst("manual:".count)), checked: mark == "+") }
            // The names the recipes' files give the food, as the phone's app shows them.
            return (names[key] ?? [key]).map { ShoppingCheckLog.line($0, checked: mark == "+") }.joined()
        }
        if !lines.isEmpty {
            if let appended = try fileWriter.appendShoppingChecks(lines.joined(), over: files[ShoppingCheckLog.path]) {
                try save(appended, in: db)
            }
            count += 1
        }
        if let last: Int64 = queued.last?["id"] {
            try db.execute(sql: "DELETE FROM folder_shopping_outbox WHERE id <= ?", arguments: [last])
        }
        return count
    }

    /// The first day of the week that holds `now`, as the plan's calendar counts weeks: the
    /// trip, remembered as the setting the log's triggers read. A new week's trip drops the
    /// ticks still queued on the last one's list.
    private static func trip(now: Date, in db: Database) throws -> PlanDay {
        let first = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [weekStartSettingKey])
            .flatMap(PlanCalendar.weekday(named:)) ?? 1
        let calendar = PlanCalendar(firstWeekday: first, timeZone: .current)
        let start = calendar.weekStart(containing: calendar.today(now))
        if try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [folderShoppingTripKey]) != start.iso {
            try db.execute(sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)", arguments: [folderShoppingTripKey, start.iso])
            try db.execute(sql: "DELETE FROM folder_shopping_outbox")
        }
        return start
    }

    /// Recipe id -> its file's path without `.cook`, as menus and the trip name recipes.
    static func recipePaths(_ files: [String: FolderFile]) -> [Int64: String] {
        var paths: [Int64: String] = [:]
        for file in files.values where file.path.hasSuffix(".cook") {
            if let id = file.recipeID { paths[id] = String(file.path.dropLast(".cook".count)) }
        }
        return paths
    }

    /// The trip's foods by their list key, each with the names its recipes give it in lower
    /// case ("carrot": "carrots", "carrot"), as the Cooklang apps tick them.
    private static func ingredientNames(from start: PlanDay, in db: Database) throws -> [String: [String]] {
        let names = try String.fetchAll(db, sql: """
            SELECT DISTINCT lower(i.name) FROM ingredient i JOIN plan_entry e ON e.recipe_id = i.recipe_id
            WHERE e.day BETWEEN ? AND ? ORDER BY i.name
            """, arguments: [start.iso, start.adding(days: 6).iso])
        return Dictionary(grouping: names, by: ShoppingName.key(for:))
    }

    /// The week's list as its trip file says it: each planned recipe with how many times it is
    /// made, in the plan's order, then the items added by hand.
    private static func tripList(from start: PlanDay, recipePaths: [Int64: String], in db: Database) throws -> ShoppingListFile {
        let rows = try Row.fetchAll(db, sql: """
            SELECT e.recipe_id, e.servings, r.servings AS recipe_servings
            FROM plan_entry e JOIN meal_slot s ON s.id = e.slot_id JOIN recipe r ON r.id = e.recipe_id
            WHERE e.day BETWEEN ? AND ? ORDER BY e.day, s.position, e.position
            """, arguments: [start.iso, start.adding(days: 6).iso])
        let references = rows.compactMap { row -> ShoppingListFile.Reference? in
            guard let id: Int64 = row["recipe_id"], let path = recipePaths[id] else { return nil }
            return .init(path: path, servings: row["servings"], recipeServings: row["recipe_servings"])
        } + (try extraReferences(in: db))
        let items = try String.fetchAll(db, sql: "SELECT text FROM shopping_manual_item WHERE list_id = ? ORDER BY position",
                                        arguments: [start.iso])
        return ShoppingListFile(references: references, items: items)
    }

    /// The trip's file as another device left it: its items added by hand become the trip's
    /// (an item added on the phone is added here, one removed there is removed), and the recipes
    /// it names that the plan does not put on the trip stay on it (the plan's own come from the
    /// `.menu` files). Not written back: the file says it.
    public func applyFolderShoppingItems(_ items: [String], references: [ShoppingListFile.Reference], file: FolderFile, now: Date) throws {
        try writer.write { db in
            let start = try Self.trip(now: now, in: db)
            let lastQueued = try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM folder_shopping_outbox") ?? 0
            try Self.setTrip(items: items, references: references, start: start, in: db)
            try Self.save(file, in: db)
            try db.execute(sql: "DELETE FROM folder_shopping_outbox WHERE id > ?", arguments: [lastQueued])
        }
    }

    /// A trip file the folder already holds when the library is bound: its items join this
    /// week's, its recipes stay on the trip; nothing this library has is dropped.
    public func adoptFolderShoppingTrip(items: [String], references: [ShoppingListFile.Reference], now: Date) throws {
        try writer.write { db in
            let start = try Self.trip(now: now, in: db)
            let held = try String.fetchAll(db, sql: "SELECT text FROM shopping_manual_item WHERE list_id = ? ORDER BY position",
                                           arguments: [start.iso])
            let known = Set(held.map { $0.lowercased() })
            try Self.setTrip(items: held + items.filter { !known.contains($0.lowercased()) },
                             references: try Self.extraReferences(in: db) + references, start: start, in: db)
        }
    }

    /// The trip's items added by hand, and the recipes on it that the plan does not hold.
    private static func setTrip(items: [String], references: [ShoppingListFile.Reference], start: PlanDay, in db: Database) throws {
        var extra = references
        try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [folderShoppingExtraKey])
        for planned in try tripList(from: start, recipePaths: recipePaths(folderFiles(in: db)), in: db).references {
            if let index = extra.firstIndex(of: planned) { extra.remove(at: index) }
        }
        if !extra.isEmpty {
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?)",
                           arguments: [folderShoppingExtraKey, extra.map(ShoppingListFile.line(for:)).joined(separator: "\n")])
        }
        try db.execute(sql: "DELETE FROM shopping_manual_item WHERE list_id = ?", arguments: [start.iso])
        for (position, item) in items.enumerated() {
            try db.execute(sql: "INSERT INTO shopping_manual_item (list_id, position, text) VALUES (?, ?, ?)",
                           arguments: [start.iso, position, item])
        }
    }

    /// The recipes another device put on the trip that the plan does not hold.
    static func extraReferences(in db: Database) throws -> [ShoppingListFile.Reference] {
        try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [folderShoppingExtraKey])
            .map(ShoppingListFile.references(in:)) ?? []
    }

    /// Those recipes as the trip's list counts them (`sources` when `listID` is the trip's):
    /// each found by its file, made as many times as the file says.
    static func extraShoppingSources(listID: String, in db: Database) throws -> [ShoppingListBuilder.Source] {
        guard try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [folderShoppingTripKey]) == listID
        else { return [] }
        return try extraReferences(in: db).compactMap { reference in
            guard let id = try Int64.fetchOne(db, sql: "SELECT recipe_id FROM folder_file WHERE path = ?", arguments: [reference.path + ".cook"]),
                  let recipe = try load(id: id, in: db) else { return nil }
            return .init(recipe: recipe, multiple: reference.multiplier.map { Rational(approximating: $0) })
        }
    }

    /// The ticks another device appended to `.shopping-checked`, applied to the trip's list:
    /// each name's last state ticks or unticks the line of that food (or the item added by
    /// hand under that name). Not queued to be appended back: the log already says it.
    public func applyFolderShoppingChecks(_ states: [String: Bool], file: FolderFile, now: Date) throws {
        try writer.write { db in
            let list = try Self.trip(now: now, in: db).iso
            let lastQueued = try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM folder_shopping_outbox") ?? 0
            for (name, checked) in states {
                for key in Set([ShoppingName.key(for: name), "manual:" + name]) where !key.isEmpty {
                    try db.execute(sql: checked ? "INSERT OR IGNORE INTO shopping_check (list_id, item_key) VALUES (?, ?)"
                                       : "DELETE FROM shopping_check WHERE list_id = ? AND item_key = ?",
                                   arguments: [list, key])
                }
            }
            try Self.save(file, in: db)
            try db.execute(sql: "DELETE FROM folder_shopping_outbox WHERE id > ?", arguments: [lastQueued])
        }
    }
}
