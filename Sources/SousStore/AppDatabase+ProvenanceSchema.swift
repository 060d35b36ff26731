import GRDB

extension AppDatabase {
    /// Schema version 11: where each ingredient line and step came from (`json-ld`, `caption`,
    /// `ocr`, `typed`...) and how sure the importer was (0-1). NULL for rows written before.
    static func registerProvenanceSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v11-provenance") { db in
            try db.execute(sql: """
                ALTER TABLE ingredient ADD COLUMN source TEXT;
                ALTER TABLE ingredient ADD COLUMN confidence REAL;
                ALTER TABLE step ADD COLUMN source TEXT;
                ALTER TABLE step ADD COLUMN confidence REAL;
                PRAGMA user_version = 11;
                """)
        }
    }
}
