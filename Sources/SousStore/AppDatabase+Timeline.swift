import Foundation
import GRDB
import SousCore

// A running timeline: each step's start is an alarm kept in SQLite, so it outlives the process.
extension AppDatabase {
    /// Runs `timeline`: stores every step that has not started by `now` as a start to announce.
    /// One timeline runs at a time; a new one replaces the old, whose waiting starts are dropped.
    /// Steps whose start has already passed start at once (the first alarm rings now).
    @discardableResult
    public func runTimeline(_ timeline: Timeline, now: Date) throws -> [TimelineStart] {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM timeline")
            try db.execute(sql: "INSERT INTO timeline (serve_at, ready_at, created_at) VALUES (?, ?, ?)",
                           arguments: [timeline.serveAt.timeIntervalSince1970, timeline.readyAt.timeIntervalSince1970,
                                       now.timeIntervalSince1970])
            let timelineID = db.lastInsertedRowID
            for step in timeline.startsInOrder where step.end > now {
                let timer = TimelineStart.timer(for: step)
                try db.execute(sql: """
                    INSERT INTO timeline_start (timeline_id, dish_title, recipe_id, step_index, text, start_at, timer_seconds, timer_label)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [timelineID, ImportedText.clean(step.dishTitle), step.recipeID(in: timeline), step.step,
                                     ImportedText.clean(step.text), step.start.timeIntervalSince1970, timer.seconds,
                                     ImportedText.clean(timer.label)])
            }
            return try Self.timelineStarts(db)
        }
    }

    /// The starts still waiting, soonest first.
    public func timelineStarts() throws -> [TimelineStart] {
        try writer.read { db in try Self.timelineStarts(db) }
    }

    /// The serve time of the running timeline, if one runs.
    public func runningTimelineServeTime() throws -> Date? {
        try writer.read { db in
            try Double.fetchOne(db, sql: "SELECT serve_at FROM timeline ORDER BY id DESC LIMIT 1")
                .map(Date.init(timeIntervalSince1970:))
        }
    }

    /// The cook acknowledged a start: it leaves the list and, when the step names a time, its
    /// timer starts now — both in one transaction, so a crash never loses or doubles it.
    /// Returns the timer started, if any; nil also when the start was already taken.
    @discardableResult
    public func beginTimelineStart(id: Int64, now: Date) throws -> KitchenTimer? {
        let started: KitchenTimer? = try writer.write { db in
            guard let start = try Row.fetchOne(db, sql: "SELECT * FROM timeline_start WHERE id = ?", arguments: [id])
                .map(Self.timelineStart(from:)) else { return nil }
            try db.execute(sql: "DELETE FROM timeline_start WHERE id = ?", arguments: [id])
            if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM timeline_start") == 0 {
                try db.execute(sql: "DELETE FROM timeline")
            }
            guard start.timerSeconds > 0 else { return nil }
            let ends = now.addingTimeInterval(Double(start.timerSeconds))
            try db.execute(sql: """
                INSERT INTO timer (label, recipe_id, recipe_title, step_index, duration_seconds, ends_at, state)
                VALUES (?, ?, ?, ?, ?, ?, 'running')
                """, arguments: [start.timerLabel, start.recipeID, start.dishTitle, start.stepIndex, start.timerSeconds,
                                 ends.timeIntervalSince1970])
            return KitchenTimer(id: db.lastInsertedRowID, label: start.timerLabel, recipeID: start.recipeID,
                                recipeTitle: start.dishTitle, stepIndex: start.stepIndex,
                                durationSeconds: start.timerSeconds, endsAt: ends)
        }
        return started
    }

    /// Stops the running timeline: its waiting starts are dropped (timers already running stay).
    /// Returns how many starts were dropped.
    @discardableResult
    public func cancelTimeline() throws -> Int {
        try writer.write { db in
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM timeline_start") ?? 0
            try db.execute(sql: "DELETE FROM timeline")
            return count
        }
    }

    private static func timelineStarts(_ db: Database) throws -> [TimelineStart] {
        try Row.fetchAll(db, sql: "SELECT * FROM timeline_start ORDER BY start_at, id").map(timelineStart(from:))
    }

    static func timelineStart(from row: Row) -> TimelineStart {
        TimelineStart(id: row["id"], dishTitle: row["dish_title"], recipeID: row["recipe_id"], stepIndex: row["step_index"],
                      text: row["text"], startAt: Date(timeIntervalSince1970: row["start_at"]),
                      timerSeconds: row["timer_seconds"], timerLabel: row["timer_label"])
    }
}

private extension ScheduledStep {
    func recipeID(in timeline: Timeline) -> Int64? {
        timeline.dishes.indices.contains(dish) ? timeline.dishes[dish].recipeID : nil
    }
}
