import GRDB
import SousCore

extension AppDatabase {
    /// Schema version 6: the household's people with their allergies and diets, who eats each plan
    /// entry, and what every recipe contains (allergen and diet bits, undecided lines), kept so
    /// that "safe for Sam" is one condition on an index instead of reading every recipe.
    static func registerDietSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v6-diet") { db in
            try db.execute(sql: """
                -- allergies and diets are lists of names (`Allergen.name`, `Diet.rawValue`)
                -- separated by commas: readable in the file, parsed in one place.
                CREATE TABLE person (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    allergies TEXT NOT NULL DEFAULT '',
                    diets TEXT NOT NULL DEFAULT '',
                    guest BOOLEAN NOT NULL DEFAULT 0 CHECK (guest IN (0, 1)),
                    position INTEGER NOT NULL
                );

                -- No rows for an entry means the household (everyone but guests) eats it.
                CREATE TABLE plan_entry_eater (
                    entry_id INTEGER NOT NULL REFERENCES plan_entry(id) ON DELETE CASCADE,
                    person_id INTEGER NOT NULL REFERENCES person(id) ON DELETE CASCADE,
                    PRIMARY KEY (entry_id, person_id)
                ) WITHOUT ROWID;
                CREATE INDEX plan_entry_eater_on_person ON plan_entry_eater(person_id);

                -- `FoodContents` bits of all ingredient lines, the possible-only part, and how many
                -- lines read "check the label"; written with the recipe in the same transaction.
                ALTER TABLE recipe ADD COLUMN contents INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE recipe ADD COLUMN may_contain INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE recipe ADD COLUMN unsure_lines INTEGER NOT NULL DEFAULT 0;
                -- The recipe this one was adapted from by applying swaps.
                ALTER TABLE recipe ADD COLUMN adapted_from INTEGER REFERENCES recipe(id) ON DELETE SET NULL;
                -- Covers the safety filters: the library's count scans this, not the table.
                CREATE INDEX recipe_on_contents ON recipe(contents, unsure_lines);
                """)
            try recomputeSafety(in: db)
            try db.execute(sql: "PRAGMA user_version = 6")
        }
    }
}
