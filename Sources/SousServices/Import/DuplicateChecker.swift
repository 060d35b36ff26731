import SousCore
import SousStore

/// Decides whether an imported recipe is already in the library: the same source URL, or the
/// same title and ingredients. Titles are read once, in one query; only recipes whose title
/// matches are loaded to compare, so a large import does not load the library recipe by recipe.
public struct DuplicateChecker {
    let database: AppDatabase
    /// Lowercased title to the ids of stored recipes with it.
    private var storedTitles: [String: [Int64]] = [:]
    /// The ingredient names (as `sameContent` compares them) of the recipes accepted earlier in
    /// this run, keyed by lowercased title: names only, so a large import does not keep every
    /// recipe it has read.
    private var accepted: [String: [[String]]] = [:]
    private var acceptedURLs = Set<String>()

    public init(database: AppDatabase) throws {
        self.database = database
        for (id, title) in try database.recipeTitles() {
            storedTitles[title.lowercased(), default: []].append(id)
        }
    }

    public mutating func remember(_ recipe: Recipe) {
        accepted[recipe.title.lowercased(), default: []].append(Self.comparedNames(recipe))
        if let url = recipe.sourceURL { acceptedURLs.insert(url) }
    }

    /// Why `recipe` counts as a duplicate ("from the same address is already in the library"),
    /// or nil when it is new.
    public func duplicateReason(_ recipe: Recipe) throws -> String? {
        if let url = recipe.sourceURL, acceptedURLs.contains(url) { return "comes from the same address as another recipe in this import" }
        let key = recipe.title.lowercased()
        let names = Self.comparedNames(recipe)
        for other in accepted[key] ?? [] where other == names {
            return "appears twice in this import"
        }
        switch try heldBecause(recipe) {
        case .sameAddress: return "from the same address is already in the library"
        case .sameIngredients: return "with the same ingredients is already in the library"
        case nil: return nil
        }
    }

    /// Why the library counts as holding a recipe already.
    public enum Held: String, Sendable {
        case sameAddress = "same address"
        case sameIngredients = "same ingredients"
    }

    /// Why the library holds `recipe` already, or nil.
    public func heldBecause(_ recipe: Recipe) throws -> Held? {
        for id in storedTitles[recipe.title.lowercased()] ?? [] {
            guard let stored = try database.recipe(id: id) else { continue }
            if let url = recipe.sourceURL, stored.sourceURL == url { return .sameAddress }
            if Self.sameContent(stored, recipe) { return .sameIngredients }
        }
        return nil
    }

    static func sameContent(_ a: Recipe, _ b: Recipe) -> Bool {
        comparedNames(a) == comparedNames(b)
    }

    private static func comparedNames(_ recipe: Recipe) -> [String] {
        recipe.ingredients.map { $0.name.lowercased() }
    }
}
