import Foundation

/// The curated swaps (`Data/swaps.txt`): reads the table and finds, for an ingredient line that
/// conflicts with what the eaters avoid, the swaps that make it safe. Immutable once loaded.
public struct SwapTable: Hashable, Sendable {
    /// Every swap in table order; for one food, earlier lines are preferred.
    public let swaps: [Swap]
    private let byFood: [String: [Int]]

    public init(swaps: [Swap]) {
        self.swaps = swaps
        var byFood: [String: [Int]] = [:]
        for (index, swap) in swaps.enumerated() {
            for key in Set(swap.foodKeys) { byFood[key, default: []].append(index) }
        }
        self.byFood = byFood
    }

    /// The table shipped with sous. Tests check that it parses; were it ever broken, sous would
    /// offer no swaps rather than fail.
    public static let standard: SwapTable = (try? shipped()) ?? SwapTable(swaps: [])

    /// Reads the shipped table, throwing on any malformed line.
    public static func shipped() throws -> SwapTable {
        guard let folder = Bundle.module.url(forResource: "Data", withExtension: nil) else {
            throw DataFileError(file: "swaps.txt", line: 0, "the Data folder is missing from the bundle")
        }
        let url = folder.appendingPathComponent("swaps.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw DataFileError(file: "swaps.txt", line: 0, "swaps.txt could not be read")
        }
        return try SwapTable(parsing: text)
    }

    /// Parses the table's text (format described at the top of `Data/swaps.txt`).
    public init(parsing text: String) throws(DataFileError) {
        var swaps: [Swap] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if content.isEmpty || content.hasPrefix("#") { continue }
            swaps.append(try SwapLineParser.parse(content, line: offset + 1))
        }
        self.init(swaps: swaps)
    }

    /// The swaps listed for the food `ingredient` names (see `SwapFoodName`), whatever they
    /// avoid: the longest matching table food wins.
    public func swaps(forFoodOf ingredient: Ingredient) -> [Swap] {
        for key in SwapFoodName.candidates(for: ingredient) {
            if let indices = byFood[key] { return indices.map { swaps[$0] } }
        }
        return []
    }

    /// The swaps that make `ingredient` safe for someone avoiding `avoided`, best first: each
    /// takes out every avoided bit the line contains or may contain (`safety`) and brings in
    /// nothing avoided. Empty when the line is already safe or nothing solves it fully.
    public func swaps(for ingredient: Ingredient, safety: IngredientSafety,
                      avoiding avoided: FoodContents) -> [Swap] {
        let conflict = SwapTable.conflict(of: safety, avoiding: avoided)
        guard !conflict.isEmpty else { return [] }
        return swaps(forFoodOf: ingredient).filter { $0.solves(conflict, avoiding: avoided) }
    }

    /// What in a line someone avoiding `avoided` must not eat ("may contain" counts).
    public static func conflict(of safety: IngredientSafety, avoiding avoided: FoodContents) -> FoodContents {
        safety.contents.union(safety.mayContain).intersection(avoided)
    }

    public static func == (lhs: SwapTable, rhs: SwapTable) -> Bool { lhs.swaps == rhs.swaps }
    public func hash(into hasher: inout Hasher) { hasher.combine(swaps) }
}
