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
        let note = note.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
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
}
