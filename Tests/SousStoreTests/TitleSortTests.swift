import Foundation
import GRDB
import SousCore
import Testing
@testable import SousStore

@Suite struct TitleSortTests {
    @Test func titlesSortWithoutCaseAccentsOrLeadingMarks() throws {
        let db = try AppDatabase.inMemory()
        let titles = ["Zucchini Fritters", "Éclair Bars", "apple pie", "Pork Gyoza", "Pão de Queijo", "“Best” Brownies", "Eggs Benedict"]
        try db.importRecipes(titles.map { Recipe(title: $0) })
        let sorted = try db.summaries(LibraryQuery(sort: .title), offset: 0, limit: 50).map(\.title)
        #expect(sorted == ["apple pie", "“Best” Brownies", "Éclair Bars", "Eggs Benedict", "Pão de Queijo", "Pork Gyoza", "Zucchini Fritters"])
    }

    @Test func aVersionThreeLibraryGetsItsSortKeysWhenMigrated() throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v3-plan")
        try queue.write { db in
            for (id, title) in [(1, "Éclair Bars"), (2, "Zucchini Fritters"), (3, "apple pie")] {
                try db.execute(sql: "INSERT INTO recipe (id, title, created_at, updated_at) VALUES (?, ?, 0, 0)", arguments: [id, title])
            }
        }
        try AppDatabase.migrator.migrate(queue)
        let keys = try queue.read { try String.fetchAll($0, sql: "SELECT sort_title FROM recipe ORDER BY sort_title") }
        #expect(keys == ["apple pie", "eclair bars", "zucchini fritters"])
        let version = try queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        #expect(version == AppDatabase.schemaVersion)
    }

    @Test(arguments: [("Crème Brûlée", "creme brulee"), ("  'Nduja Pasta", "nduja pasta"), ("ＡＢＣ Soup", "abc soup"), ("", "")])
    func sortKeys(title: String, key: String) {
        #expect(TitleSortKey.of(title) == key)
    }
}
