import GRDB

/// One row of the `recipe_tag` table; `position` keeps the tags in the order the cook gave them.
struct RecipeTagRecord: FetchableRecord, PersistableRecord, Equatable {
    static let databaseTableName = "recipe_tag"

    enum Columns {
        static let recipeID = Column("recipe_id")
        static let position = Column("position")
        static let tag = Column("tag")
    }

    var recipeID: Int64
    var position: Int
    var tag: String

    init(recipeID: Int64, position: Int, tag: String) {
        self.recipeID = recipeID
        self.position = position
        self.tag = tag
    }

    init(row: Row) throws {
        recipeID = row[Columns.recipeID]
        position = row[Columns.position]
        tag = row[Columns.tag]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.recipeID] = recipeID
        container[Columns.position] = position
        container[Columns.tag] = tag
    }
}
