import SousCore
import SousStore

/// Decides whether an imported recipe is already in the library: the same source URL, or the
/// same title and ingredients. Titles are read once, in one query; only recipes whose title
/// matches are loaded to compare, so a large import does not load the library recipe by recipe.
public struct DuplicateChecker {
    let database: AppDatabase
    /// Lowercased title to the ids of stored recipes with it.
    private var storedTitles: [String: [Int64]] = [:]
    /// Recipes accepted earlier in this run, keyed by lowercased title.
    private var accepted: [String: [Recipe]] = [:]
    private var acceptedURLs = Set<String>()

    public init(database: AppDatabase) throws {
        self.database = database
        for (id, title) in try database.recipeTitles() {
            storedTitles[title.lowercased(), default: []].append(id)
        }
    }

    public mutating func remember(_ recipe: Recipe) {
        accepted[recipe.title.lowercased(), default: []].append(recipe)
        if let url = recipe.sourceURL { acceptedURLs.insert(url) }
    }

    /// Why `recipe` counts as a duplicate ("from the same address is already in the library"),
    /// or nil when it is new.
    public func duplicateReason(_ recipe: Recipe) throws -> String? {
        if let url = recipe.sourceURL, acceptedURLs.contains(url) { return "comes from the same address as another recipe in this import" }
        let key = recipe.title.lowercased()
        for other in accepted[key] ?? [] where Self.sameContent(other, recipe) {
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
        let names: (Recipe) -> [String] = { $0.ingredients.map { $0.name.lowercased() } }
        return names(a) == names(b)
    }
}
