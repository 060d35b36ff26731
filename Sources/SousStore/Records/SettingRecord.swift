import GRDB

/// One row of the `setting` table: a small key/value preference (theme, last sort, ...).
struct SettingRecord: FetchableRecord, PersistableRecord, Equatable {
    static let databaseTableName = "setting"

    enum Columns {
        static let key = Column("key")
        static let value = Column("value")
    }

    var key: String
    var value: String

    init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    init(row: Row) throws {
        key = row[Columns.key]
        value = row[Columns.value]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.key] = key
        container[Columns.value] = value
    }
}
