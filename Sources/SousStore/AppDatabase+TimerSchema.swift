import GRDB

extension AppDatabase {
    /// Schema version 2: kitchen timers and cook sessions.
    static func registerTimerSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2-timers") { db in
            // Times are stored as seconds since 1970 (REAL) so that another process, or the
            // command line, can compare them without parsing dates.
            try db.execute(sql: """
                CREATE TABLE timer (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    label TEXT NOT NULL,
                    recipe_id INTEGER REFERENCES recipe(id) ON DELETE SET NULL,
                    recipe_title TEXT,
                    step_index INTEGER,
                    duration_seconds INTEGER NOT NULL CHECK (duration_seconds > 0),
                    ends_at REAL NOT NULL,
                    paused_remaining REAL,
                    state TEXT NOT NULL CHECK (state IN ('running', 'paused')),
                    remind_at REAL
                );
                CREATE TABLE cook_session (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    recipe_id INTEGER NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                    servings INTEGER NOT NULL,
                    started_at REAL NOT NULL,
                    ended_at REAL,
                    rating INTEGER CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
                    note TEXT
                );
                CREATE INDEX cook_session_on_recipe ON cook_session(recipe_id, ended_at);
                PRAGMA user_version = 2;
                """)
        }
    }
}
