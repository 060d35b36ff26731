import Foundation
import GRDB
import SousCore

// Kitchen timers: stored with absolute end times so they outlive the process that started them.
extension AppDatabase {
    /// Every timer, soonest first (paused ones by what they have left).
    public func timers() throws -> [KitchenTimer] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM timer ORDER BY id").map(Self.timer(from:))
        }
    }

    /// Stores a new timer and returns it with its id.
    @discardableResult
    public func addTimer(label: String, seconds: Int, now: Date, recipeID: Int64? = nil, recipeTitle: String? = nil,
                         stepIndex: Int? = nil, reminderSeconds: Int? = nil) throws -> KitchenTimer {
        let label = ImportedText.clean(label)
        let recipeTitle = ImportedText.clean(recipeTitle)
        return try writer.write { db in
            let ends = now.addingTimeInterval(Double(seconds))
            let remind = reminderSeconds.map { now.addingTimeInterval(Double($0)) }
            try db.execute(sql: """
                INSERT INTO timer (label, recipe_id, recipe_title, step_index, duration_seconds, ends_at, state, remind_at)
                VALUES (?, ?, ?, ?, ?, ?, 'running', ?)
                """, arguments: [label, recipeID, recipeTitle, stepIndex, seconds, ends.timeIntervalSince1970,
                                 remind?.timeIntervalSince1970])
            return KitchenTimer(id: db.lastInsertedRowID, label: label, recipeID: recipeID, recipeTitle: recipeTitle,
                                stepIndex: stepIndex, durationSeconds: seconds, endsAt: ends, remindAt: remind)
        }
    }

    /// Writes a changed timer (paused, resumed, a minute added).
    public func updateTimer(_ timer: KitchenTimer) throws {
        try writer.write { db in try Self.update(timer, in: db) }
    }

    private static func update(_ timer: KitchenTimer, in db: Database) throws {
        try db.execute(sql: """
            UPDATE timer SET label = ?, duration_seconds = ?, ends_at = ?, paused_remaining = ?, state = ?, remind_at = ?
            WHERE id = ?
            """, arguments: [ImportedText.clean(timer.label), max(1, timer.durationSeconds), timer.endsAt.timeIntervalSince1970,
                             timer.pausedRemaining, timer.state.rawValue, timer.remindAt?.timeIntervalSince1970, timer.id])
    }

    /// Reads the timer `id`, changes it and writes the result in one transaction, so a change made
    /// meanwhile by another sous is never lost; nil from `change` removes it. Does nothing when
    /// there is no such timer.
    public func changeTimer(id: Int64, _ change: (KitchenTimer) -> KitchenTimer?) throws {
        try writer.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM timer WHERE id = ?", arguments: [id]) else { return }
            if let changed = change(Self.timer(from: row)) {
                try Self.update(changed, in: db)
            } else {
                try db.execute(sql: "DELETE FROM timer WHERE id = ?", arguments: [id])
            }
        }
    }

    /// Removes a timer (cancelled or acknowledged); false when there was none with that id.
    @discardableResult
    public func deleteTimer(id: Int64) throws -> Bool {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM timer WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }

    /// SQLite's `PRAGMA data_version` on the writer connection: it changes when another process
    /// commits, so a running sous can notice timers added from the command line without polling
    /// the tables.
    public func dataVersion() throws -> Int {
        try writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }

    static func timer(from row: Row) -> KitchenTimer {
        let remind: Double? = row["remind_at"]
        return KitchenTimer(
            id: row["id"], label: row["label"], recipeID: row["recipe_id"], recipeTitle: row["recipe_title"],
            stepIndex: row["step_index"], durationSeconds: row["duration_seconds"],
            endsAt: Date(timeIntervalSince1970: row["ends_at"]), pausedRemaining: row["paused_remaining"],
            state: KitchenTimer.State(rawValue: row["state"]) ?? .running,
            remindAt: remind.map { Date(timeIntervalSince1970: $0) })
    }
}
