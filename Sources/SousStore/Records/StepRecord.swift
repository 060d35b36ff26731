import GRDB
import SousCore

/// One row of the `step` table. The ingredients a step uses are kept as a comma-separated list of
/// ingredient positions ("0,2,5"): they are only ever read with their step, never queried.
struct StepRecord: FetchableRecord, PersistableRecord, Equatable {
    static let databaseTableName = "step"

    enum Columns {
        static let recipeID = Column("recipe_id")
        static let position = Column("position")
        static let section = Column("section")
        static let text = Column("text")
        static let ingredientRefs = Column("ingredient_refs")
        static let source = Column("source")
        static let confidence = Column("confidence")
    }

    var recipeID: Int64
    var position: Int
    var section: String?
    var text: String
    var ingredientIndices: [Int]
    var provenance: Provenance?

    init(recipeID: Int64, position: Int, step: Step) {
        self.recipeID = recipeID
        self.position = position
        section = step.section
        text = step.text
        ingredientIndices = step.ingredientIndices
        provenance = step.provenance
    }

    init(row: Row) throws {
        recipeID = row[Columns.recipeID]
        position = row[Columns.position]
        section = row[Columns.section]
        text = row[Columns.text]
        let refs: String? = row[Columns.ingredientRefs]
        ingredientIndices = refs.map { $0.split(separator: ",").compactMap { Int($0) } } ?? []
        provenance = Provenance.stored(source: row[Columns.source], confidence: row[Columns.confidence])
    }

    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.recipeID] = recipeID
        container[Columns.position] = position
        container[Columns.section] = section
        container[Columns.text] = text
        container[Columns.ingredientRefs] = Self.ingredientRefs(ingredientIndices)
        container[Columns.source] = provenance?.source.rawValue
        container[Columns.confidence] = provenance?.confidence
    }

    /// The stored form of a step's ingredient positions: "0,2,5", or nil for none.
    static func ingredientRefs(_ indices: [Int]) -> String? {
        indices.isEmpty ? nil : indices.map(String.init).joined(separator: ",")
    }

    var step: Step {
        Step(section: section, text: text, ingredientIndices: ingredientIndices, provenance: provenance)
    }
}
