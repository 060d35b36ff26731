import GRDB

extension AppDatabase {
    /// Schema version 10: a timeline being run. Only the steps still to start matter to the
    /// alarms; a step's row goes when it is started (its own timer takes over in `timer`) or when
    /// the timeline is cancelled. Times are seconds since 1970, like the timers.
    static func registerTimelineSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v10-timeline") { db in
            try db.execute(sql: """
                CREATE TABLE timeline (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    serve_at REAL NOT NULL,
                    ready_at REAL NOT NULL,
                    created_at REAL NOT NULL
                );
                CREATE TABLE timeline_start (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    timeline_id INTEGER NOT NULL REFERENCES timeline(id) ON DELETE CASCADE,
                    dish_title TEXT NOT NULL,
                    recipe_id INTEGER REFERENCES recipe(id) ON DELETE SET NULL,
                    step_index INTEGER NOT NULL,
                    text TEXT NOT NULL,
                    start_at REAL NOT NULL,
                    timer_seconds INTEGER NOT NULL CHECK (timer_seconds >= 0),
                    timer_label TEXT NOT NULL
                );
                CREATE INDEX timeline_start_on_time ON timeline_start(start_at);
                PRAGMA user_version = 10;
                """)
        }
    }
}
