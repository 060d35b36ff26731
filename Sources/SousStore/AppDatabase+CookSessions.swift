import Foundation
import GRDB
import SousCore

// Cook sessions: each time cook mode is started, and how it ended.
extension AppDatabase {
    /// Records the start of cooking `recipeID`; returns the session id.
    public func startCookSession(recipeID: Int64, servings: Int, at now: Date) throws -> Int64 {
        try writer.write { db in
            try db.execute(sql: "INSERT INTO cook_session (recipe_id, servings, started_at) VALUES (?, ?, ?)",
                           arguments: [recipeID, servings, now.timeIntervalSince1970])
            return db.lastInsertedRowID
        }
    }

    /// Records the end of a session with an optional rating (1-5) and note.
    public func endCookSession(id: Int64, at now: Date, rating: Int?, note: String?) throws {
        let rating = rating.flatMap { (1...5).contains($0) ? $0 : nil }
        let note = ImportedText.clean(note, multiline: true).flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        try writer.write { db in
            try db.execute(sql: "UPDATE cook_session SET ended_at = ?, rating = ?, note = ? WHERE id = ?",
                           arguments: [now.timeIntervalSince1970, rating, note, id])
        }
    }

    /// Finished sessions of a recipe: how many, and the last end.
    public func cookHistory(recipeID: Int64) throws -> CookHistory {
        try writer.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT count(*) AS n, max(ended_at) AS last FROM cook_session WHERE recipe_id = ? AND ended_at IS NOT NULL
                """, arguments: [recipeID])
            let last: Double? = row?["last"]
            return CookHistory(count: row?["n"] ?? 0, lastCooked: last.map { Date(timeIntervalSince1970: $0) })
        }
    }

    /// Every session of a recipe, oldest first.
    static func cookSessions(recipeID: Int64, in db: Database) throws -> [CookSession] {
        try Row.fetchAll(db, sql: """
            SELECT id, servings, started_at, ended_at, rating, note FROM cook_session
            WHERE recipe_id = ? ORDER BY id
            """, arguments: [recipeID]).map { row in
            let ended: Double? = row["ended_at"]
            return CookSession(id: row["id"], servings: row["servings"],
                               started: Date(timeIntervalSince1970: row["started_at"]),
                               ended: ended.map { Date(timeIntervalSince1970: $0) },
                               rating: row["rating"], note: row["note"])
        }
    }

    /// Writes a session back for `recipeID`, under its own id when `keepingID` (undo of a delete).
    static func insertCookSession(_ session: CookSession, recipeID: Int64, keepingID: Bool, in db: Database) throws {
        try db.execute(sql: """
            INSERT INTO cook_session (id, recipe_id, servings, started_at, ended_at, rating, note)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, arguments: [keepingID ? session.id : nil, recipeID, session.servings,
                             session.started.timeIntervalSince1970, session.ended?.timeIntervalSince1970,
                             session.rating, session.note])
    }
}
