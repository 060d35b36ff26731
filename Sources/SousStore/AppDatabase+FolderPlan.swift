import Foundation
import GRDB
import SousCore

/// What a scan of the folder found for one `.menu` file, applied by `applyFolderMenus`.
public enum FolderMenuChange: Sendable {
    /// A new or changed file: the weeks its dated days cover are replaced by its meals.
    case read(FolderFile, meals: [MenuWeek.Meal], mondays: Set<PlanDay>)
    /// The same content under a new time stamp.
    case touched(FolderFile)
    /// The file is gone: so is its week's plan (when its name says the week, "2026-W48.menu").
    case removed(FolderFile)
}

// The meal plan in the bound folder: one `.menu` file a week (see `registerFolderSchema`).
extension AppDatabase {
    /// Where a week's plan lives in the folder: "plans/2026-W48.menu".
    public static func menuPath(of monday: PlanDay) -> String {
        "plans/\(MenuWeek.isoWeekName(of: monday)).menu"
    }

    /// The Monday of the week a menu file sous wrote holds, from its name; nil for other names.
    static func monday(ofMenuPath path: String) -> PlanDay? {
        MenuWeek.monday(ofISOWeek: ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
    }

    /// How many weeks of the plan wait to be written to the folder.
    public func folderPlanOutboxCount() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM folder_plan_outbox") ?? 0 }
    }

    /// Writes each queued week's `.menu` file (or removes it when the week has no meals left);
    /// returns how many files were written or removed. A week whose file cannot be written stays
    /// queued, and the first error is thrown after the others are done.
    static func writeFolderPlanOutbox(with fileWriter: any FolderFileWriter, in db: Database) throws -> Int {
        let weeks = try String.fetchAll(db, sql: "SELECT week FROM folder_plan_outbox ORDER BY week")
        guard !weeks.isEmpty else { return 0 }
        let files = try folderFiles(in: db)
        let recipePaths = recipePaths(files)
        var count = 0
        try forEachThenThrow(weeks) { week in
            if let monday = PlanDay(iso: week) {
                let path = menuPath(of: monday)
                let existing = files[path]
                let written = try fileWriter.writeMenu(try menuWeek(monday, recipePaths: recipePaths, in: db), path: path, over: existing)
                if let written, written.path == path, written != existing {
                    try save(written, in: db)
                    count += 1
                } else if written == nil, existing != nil {
                    try db.execute(sql: "DELETE FROM folder_file WHERE path = ?", arguments: [path])
                    count += 1
                }
                // A conflict copy is not this week's file: the file changed elsewhere is read next.
            }
            try db.execute(sql: "DELETE FROM folder_plan_outbox WHERE week = ?", arguments: [week])
        }
        return count
    }

    /// The week's meals as its `.menu` file says them: by day, slot order, then position.
    static func menuWeek(_ monday: PlanDay, recipePaths: [Int64: String], in db: Database) throws -> MenuWeek {
        let rows = try Row.fetchAll(db, sql: """
            SELECT e.day, s.name AS slot, e.recipe_id, e.title, e.servings, e.note
            FROM plan_entry e JOIN meal_slot s ON s.id = e.slot_id
            WHERE e.day BETWEEN ? AND ? ORDER BY e.day, s.position, e.position
            """, arguments: [monday.iso, monday.adding(days: 6).iso])
        let meals = rows.compactMap { row -> MenuWeek.Meal? in
            guard let day = PlanDay(iso: row["day"]) else { return nil }
            let title: String = row["title"]
            let note: String? = row["note"]
            if let id: Int64 = row["recipe_id"], let path = recipePaths[id] {
                return MenuWeek.Meal(day: day, slot: row["slot"], recipePath: path, title: title, servings: row["servings"], note: note)
            }
            // A note ("Eat out"), or a recipe deleted since: its remembered title.
            return title.isEmpty ? MenuWeek.Meal(day: day, slot: row["slot"], title: note ?? "")
                : MenuWeek.Meal(day: day, slot: row["slot"], title: title, note: note)
        }
        return MenuWeek(monday: monday, meals: meals)
    }

    /// Applies a scan's `.menu` files in one transaction: each file's weeks replaced by its meals
    /// (recipes found by their files' paths, slots by name, new slots added), stamps recorded.
    /// What the scan changed is not queued to be written back: the files already say it.
    public func applyFolderMenus(_ changes: [FolderMenuChange]) throws {
        guard !changes.isEmpty else { return }
        try writer.write { db in
            let queuedBefore = Set(try String.fetchAll(db, sql: "SELECT week FROM folder_plan_outbox"))
            var recipes: [String: Int64] = [:]
            for file in try Self.folderFiles(in: db).values where file.path.hasSuffix(".cook") {
                if let id = file.recipeID { recipes[String(file.path.dropLast(".cook".count))] = id }
            }
            var changed = Set<PlanDay>()
            for change in changes {
                switch change {
                case .read(let file, let meals, let mondays):
                    let weeks = mondays.union(meals.map { MenuWeek.monday(of: $0.day) })
                    for monday in weeks { try Self.clearWeek(monday, in: db) }
                    changed.formUnion(weeks)
                    for meal in meals { try Self.insert(meal, recipes: recipes, in: db) }
                    try Self.save(file, in: db)
                case .touched(let file):
                    try Self.save(file, in: db)
                case .removed(let file):
                    if let monday = Self.monday(ofMenuPath: file.path) {
                        try Self.clearWeek(monday, in: db)
                        changed.insert(monday)
                    }
                    try db.execute(sql: "DELETE FROM folder_file WHERE path = ?", arguments: [file.path])
                }
            }
            for monday in changed where !queuedBefore.contains(monday.iso) {
                try db.execute(sql: "DELETE FROM folder_plan_outbox WHERE week = ?", arguments: [monday.iso])
            }
        }
    }

    private static func clearWeek(_ monday: PlanDay, in db: Database) throws {
        try db.execute(sql: "DELETE FROM plan_entry WHERE day BETWEEN ? AND ?", arguments: [monday.iso, monday.adding(days: 6).iso])
    }

    /// One meal of a menu file as a plan entry: its recipe by path (a path the folder has no
    /// recipe for is kept as a recipe gone from the library), its slot by name.
    private static func insert(_ meal: MenuWeek.Meal, recipes: [String: Int64], in db: Database) throws {
        let slotID = try slotID(named: meal.slot, in: db)
        var entry = PlanEntry(day: meal.day, slotID: slotID, servings: meal.servings, note: meal.note)
        if let path = meal.recipePath {
            entry.recipeID = recipes[path]
            entry.title = try entry.recipeID.flatMap { try String.fetchOne(db, sql: "SELECT title FROM recipe WHERE id = ?", arguments: [$0]) }
                ?? meal.title
        } else {
            entry.note = meal.title.isEmpty ? meal.note : meal.title
        }
        _ = try insertEntry(entry, in: db)
    }

    /// The slot with this name (any case); a name the plan lacks becomes a new slot; no name is
    /// the last slot (dinner, in the usual order).
    private static func slotID(named name: String?, in db: Database) throws -> Int64 {
        let slots = try Self.slots(in: db)
        guard let name = name.map({ ImportedText.clean($0).trimmingCharacters(in: .whitespaces) }), !name.isEmpty else {
            if let last = slots.last { return last.id }
            try db.execute(sql: "INSERT INTO meal_slot (name, position) VALUES ('Dinner', 0)")
            return db.lastInsertedRowID
        }
        if let slot = slots.first(where: { $0.name.lowercased() == name.lowercased() }) { return slot.id }
        let next = (slots.map(\.position).max() ?? -1) + 1
        try db.execute(sql: "INSERT INTO meal_slot (name, position) VALUES (?, ?)", arguments: [name, next])
        return db.lastInsertedRowID
    }
}
