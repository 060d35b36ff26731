import Foundation

/// The nutrient table: the USDA foods a home kitchen uses, what 100 g of each holds and its
/// household portions. Derived from USDA SR28 by `scripts/derive-nutrition.py` and shipped as
/// `Nutrition/Tables/foods.tsv` and `portions.tsv`; loaded once and kept immutable.
public struct NutritionTable: Sendable {
    /// Every food, in the table's order (by id).
    public let foods: [NutritionFood]
    /// Why the table is empty when the installation is broken; nil when it loaded.
    public let problem: String?
    private let positionByID: [String: Int]

    /// The table shipped with the app, loaded on first use. A missing or damaged table gives an
    /// empty one with a `problem`, never a crash.
    public static let standard: NutritionTable = {
        guard let foods = ShippedFile.bytes("foods.tsv", in: "Tables"),
              let portions = ShippedFile.bytes("portions.tsv", in: "Tables") else {
            return NutritionTable(problem: "The nutrient table (Nutrition/Tables/foods.tsv, portions.tsv) is missing from the installation or cannot be read.")
        }
        do {
            return try NutritionTable(foodsBytes: foods, portionsBytes: portions)
        } catch {
            return NutritionTable(problem: "The nutrient table is damaged: \(error)")
        }
    }()

    /// Reads the two table files' text (see `Tables/README.md` for their columns).
    public init(foodsTSV: String, portionsTSV: String) throws(DataFileError) {
        try self.init(foodsBytes: Array(foodsTSV.utf8), portionsBytes: Array(portionsTSV.utf8))
    }

    /// Reads the two table files' bytes (UTF-8).
    init(foodsBytes: [UInt8], portionsBytes: [UInt8]) throws(DataFileError) {
        var foods = try NutritionTableParser.foods(foodsBytes)
        var positions: [String: Int] = [:]
        positions.reserveCapacity(foods.count)
        for (position, food) in foods.enumerated() {
            positions[food.id] = position
        }
        for portion in try NutritionTableParser.portions(portionsBytes) {
            guard let position = positions[portion.id] else {
                throw DataFileError(file: "portions.tsv", line: portion.line, "no food with id \(portion.id) in foods.tsv")
            }
            foods[position].portions.append(portion.portion)
        }
        self.foods = foods
        self.positionByID = positions
        self.problem = nil
    }

    /// A table built from foods already made (for tests and previews). Later duplicates of an id lose.
    public init(foods: [NutritionFood]) {
        var positions: [String: Int] = [:]
        for (position, food) in foods.enumerated() where positions[food.id] == nil {
            positions[food.id] = position
        }
        self.foods = foods
        self.positionByID = positions
        self.problem = nil
    }

    private init(problem: String) {
        foods = []
        positionByID = [:]
        self.problem = problem
    }

    /// The food with this USDA number ("11282"), or nil.
    public func food(id: String) -> NutritionFood? {
        positionByID[id].map { foods[$0] }
    }
}
