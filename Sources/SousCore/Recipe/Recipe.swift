import Foundation

/// A whole recipe: metadata, ingredients grouped by section, numbered steps.
public struct Recipe: Hashable, Sendable, Codable {
    public var id: Int64?
    public var title: String
    public var summary: String?
    public var servings: Int?
    public var yieldText: String?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    public var category: String?
    public var cuisine: String?
    public var difficulty: String?
    /// 0 (unrated) to 5.
    public var rating: Int
    public var favorite: Bool
    public var sourceURL: String?
    public var notes: String?
    public var tags: [String]
    public var ingredients: [Ingredient]
    public var steps: [Step]
    public var created: Date?
    public var updated: Date?
    /// The recipe this one was adapted from (swaps applied for a diet or an allergy), if any.
    public var adaptedFrom: Int64?
    /// The nutrition block the source page published, if any, kept beside the computed figures.
    public var pageNutrition: PageNutrition?
    /// The recipe's picture (from the web page, a Paprika archive, a file beside a Cooklang file).
    public var image: RecipeImage?

    public init(id: Int64? = nil, title: String, summary: String? = nil, servings: Int? = nil,
                yieldText: String? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil,
                totalMinutes: Int? = nil, category: String? = nil, cuisine: String? = nil,
                difficulty: String? = nil, rating: Int = 0, favorite: Bool = false,
                sourceURL: String? = nil, notes: String? = nil, tags: [String] = [],
                ingredients: [Ingredient] = [], steps: [Step] = [],
                created: Date? = nil, updated: Date? = nil, adaptedFrom: Int64? = nil,
                pageNutrition: PageNutrition? = nil, image: RecipeImage? = nil) {
        self.id = id
        self.title = title
        self.summary = summary
        self.servings = servings
        self.yieldText = yieldText
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.totalMinutes = totalMinutes
        self.category = category
        self.cuisine = cuisine
        self.difficulty = difficulty
        self.rating = rating
        self.favorite = favorite
        self.sourceURL = sourceURL
        self.notes = notes
        self.tags = tags
        self.ingredients = ingredients
        self.steps = steps
        self.created = created
        self.updated = updated
        self.adaptedFrom = adaptedFrom
        self.pageNutrition = pageNutrition
        self.image = image
    }

    /// Total time as given, else prep plus cook when either is known.
    public var effectiveTotalMinutes: Int? {
        if let totalMinutes { return totalMinutes }
        if prepMinutes == nil && cookMinutes == nil { return nil }
        return (prepMinutes ?? 0) + (cookMinutes ?? 0)
    }
}

/// What a list row needs of a recipe, so the library can page through many without loading them whole.
public struct RecipeSummary: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var title: String
    public var category: String?
    public var totalMinutes: Int?
    public var rating: Int
    public var favorite: Bool
    /// What the recipe contains for allergies and diets, as the store keeps it.
    public var safety: RecipeSafety

    public init(id: Int64, title: String, category: String? = nil, totalMinutes: Int? = nil,
                rating: Int = 0, favorite: Bool = false, safety: RecipeSafety = RecipeSafety()) {
        self.id = id
        self.title = title
        self.category = category
        self.totalMinutes = totalMinutes
        self.rating = rating
        self.favorite = favorite
        self.safety = safety
    }
}
