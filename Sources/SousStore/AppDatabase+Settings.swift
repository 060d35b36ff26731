import GRDB

// Small key/value preferences kept with the library, so they travel with the database file.
extension AppDatabase {
    /// The stored value for `key`, or nil when it was never set.
    public func setting(_ key: String) throws -> String? {
        try writer.read { db in try SettingRecord.fetchOne(db, key: key)?.value }
    }

    /// Stores `value` for `key`; nil removes the setting.
    public func setSetting(_ key: String, _ value: String?) throws {
        try writer.write { db in
            if let value {
                try SettingRecord(key: key, value: value).upsert(db)
            } else {
                _ = try SettingRecord.deleteOne(db, key: key)
            }
        }
    }
}
