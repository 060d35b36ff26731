import GRDB
import SousCore

/// One row of the `ingredient` table. Amounts are stored as numerator and denominator integers
/// so that "1/3 cup" comes back exactly, never as 0.333.
struct IngredientRecord: FetchableRecord, PersistableRecord, Equatable {
    static let databaseTableName = "ingredient"

    enum Columns {
        static let recipeID = Column("recipe_id")
        static let position = Column("position")
        static let section = Column("section")
        static let quantityNum = Column("quantity_num")
        static let quantityDen = Column("quantity_den")
        static let quantityHighNum = Column("quantity_high_num")
        static let quantityHighDen = Column("quantity_high_den")
        static let unit = Column("unit")
        static let name = Column("name")
        static let note = Column("note")
        static let originalText = Column("original_text")
        static let source = Column("source")
        static let confidence = Column("confidence")
    }

    var recipeID: Int64
    var position: Int
    var section: String?
    var quantity: Rational?
    var quantityHigh: Rational?
    var unit: String?
    var name: String
    var note: String?
    var originalText: String
    var provenance: Provenance?

    init(recipeID: Int64, position: Int, ingredient: Ingredient) {
        self.recipeID = recipeID
        self.position = position
        section = ingredient.section
        quantity = ingredient.quantity
        quantityHigh = ingredient.quantityHigh
        unit = ingredient.unit
        name = ingredient.name
        note = ingredient.note
        originalText = ingredient.text
        provenance = ingredient.provenance
    }

    init(row: Row) throws {
        recipeID = row[Columns.recipeID]
        position = row[Columns.position]
        section = row[Columns.section]
        quantity = Self.rational(row[Columns.quantityNum], row[Columns.quantityDen])
        quantityHigh = Self.rational(row[Columns.quantityHighNum], row[Columns.quantityHighDen])
        unit = row[Columns.unit]
        name = row[Columns.name]
        note = row[Columns.note]
        originalText = row[Columns.originalText]
        provenance = Provenance.stored(source: row[Columns.source], confidence: row[Columns.confidence])
    }

    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.recipeID] = recipeID
        container[Columns.position] = position
        container[Columns.section] = section
        container[Columns.quantityNum] = quantity?.numerator
        container[Columns.quantityDen] = quantity?.denominator
        container[Columns.quantityHighNum] = quantityHigh?.numerator
        container[Columns.quantityHighDen] = quantityHigh?.denominator
        container[Columns.unit] = unit
        container[Columns.name] = name
        container[Columns.note] = note
        container[Columns.originalText] = originalText
        container[Columns.source] = provenance?.source.rawValue
        container[Columns.confidence] = provenance?.confidence
    }

    var ingredient: Ingredient {
        Ingredient(section: section, quantity: quantity, quantityHigh: quantityHigh, unit: unit,
                   name: name, note: note, text: originalText, provenance: provenance)
    }

    /// A zero or missing denominator (a hand-edited row) reads as no amount rather than trapping.
    private static func rational(_ numerator: Int?, _ denominator: Int?) -> Rational? {
        guard let numerator, let denominator, denominator != 0 else { return nil }
        return Rational(numerator, denominator)
    }
}
