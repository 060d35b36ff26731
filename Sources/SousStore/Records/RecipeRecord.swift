import Foundation
import GRDB
import SousCore

/// One row of the `recipe` table: a recipe's own fields, without its ingredients, steps and tags.
struct RecipeRecord: FetchableRecord, MutablePersistableRecord, Equatable {
    static let databaseTableName = "recipe"

    enum Columns {
        static let id = Column("id")
        static let title = Column("title")
        static let sortTitle = Column("sort_title")
        static let summary = Column("summary")
        static let servings = Column("servings")
        static let yieldText = Column("yield_text")
        static let prepMinutes = Column("prep_minutes")
        static let cookMinutes = Column("cook_minutes")
        static let totalMinutes = Column("total_minutes")
        static let category = Column("category")
        static let cuisine = Column("cuisine")
        static let difficulty = Column("difficulty")
        static let rating = Column("rating")
        static let favorite = Column("favorite")
        static let sourceURL = Column("source_url")
        static let notes = Column("notes")
        static let createdAt = Column("created_at")
        static let updatedAt = Column("updated_at")
        static let adaptedFrom = Column("adapted_from")
        static let pageNutrition = Column("page_nutrition")
    }

    var id: Int64?
    var title: String
    /// `TitleSortKey.of(title)`, stored so the title sorts can read an index.
    var sortTitle: String
    var summary: String?
    var servings: Int?
    var yieldText: String?
    var prepMinutes: Int?
    var cookMinutes: Int?
    /// The effective total (given total, else prep plus cook), so the time sort can use an index.
    var totalMinutes: Int?
    var category: String?
    var cuisine: String?
    var difficulty: String?
    var rating: Int
    var favorite: Bool
    var sourceURL: String?
    var notes: String?
    var createdAt: Date
    var updatedAt: Date
    var adaptedFrom: Int64?
    /// `PageNutrition` as JSON, or nil.
    var pageNutrition: String?

    init(recipe: Recipe, createdAt: Date, updatedAt: Date) {
        id = recipe.id
        title = recipe.title
        sortTitle = TitleSortKey.of(recipe.title)
        summary = recipe.summary
        servings = recipe.servings
        yieldText = recipe.yieldText
        prepMinutes = recipe.prepMinutes
        cookMinutes = recipe.cookMinutes
        totalMinutes = recipe.effectiveTotalMinutes
        category = recipe.category
        cuisine = recipe.cuisine
        difficulty = recipe.difficulty
        rating = min(max(recipe.rating, 0), 5)
        favorite = recipe.favorite
        sourceURL = recipe.sourceURL
        notes = recipe.notes
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        adaptedFrom = recipe.adaptedFrom
        pageNutrition = recipe.pageNutrition.flatMap(Self.encodedNutrition)
    }

    init(row: Row) throws {
        id = row[Columns.id]
        title = row[Columns.title]
        sortTitle = row[Columns.sortTitle]
        summary = row[Columns.summary]
        servings = row[Columns.servings]
        yieldText = row[Columns.yieldText]
        prepMinutes = row[Columns.prepMinutes]
        cookMinutes = row[Columns.cookMinutes]
        totalMinutes = row[Columns.totalMinutes]
        category = row[Columns.category]
        cuisine = row[Columns.cuisine]
        difficulty = row[Columns.difficulty]
        rating = row[Columns.rating]
        favorite = row[Columns.favorite]
        sourceURL = row[Columns.sourceURL]
        notes = row[Columns.notes]
        createdAt = row[Columns.createdAt]
        updatedAt = row[Columns.updatedAt]
        adaptedFrom = row[Columns.adaptedFrom]
        pageNutrition = row[Columns.pageNutrition]
    }

    // Written by hand rather than through Codable: imports insert many rows and this is the hot path.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.id] = id
        container[Columns.title] = title
        container[Columns.sortTitle] = sortTitle
        container[Columns.summary] = summary
        container[Columns.servings] = servings
        container[Columns.yieldText] = yieldText
        container[Columns.prepMinutes] = prepMinutes
        container[Columns.cookMinutes] = cookMinutes
        container[Columns.totalMinutes] = totalMinutes
        container[Columns.category] = category
        container[Columns.cuisine] = cuisine
        container[Columns.difficulty] = difficulty
        container[Columns.rating] = rating
        container[Columns.favorite] = favorite
        container[Columns.sourceURL] = sourceURL
        container[Columns.notes] = notes
        container[Columns.createdAt] = createdAt
        container[Columns.updatedAt] = updatedAt
        container[Columns.adaptedFrom] = adaptedFrom
        container[Columns.pageNutrition] = pageNutrition
    }

    static func encodedNutrition(_ nutrition: PageNutrition) -> String? {
        guard !nutrition.isEmpty || nutrition.servingSize != nil,
              let data = try? JSONEncoder.sorted.encode(nutrition) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func decodedNutrition(_ text: String?) -> PageNutrition? {
        text.flatMap { try? JSONDecoder().decode(PageNutrition.self, from: Data($0.utf8)) }
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The domain value, given the children loaded separately.
    func recipe(tags: [String], ingredients: [Ingredient], steps: [Step]) -> Recipe {
        // The stored total is the effective one; give back a total only when the source had one,
        // so that a round trip does not invent a total from prep and cook.
        let derived: Int? = (prepMinutes == nil && cookMinutes == nil) ? nil : (prepMinutes ?? 0) + (cookMinutes ?? 0)
        return Recipe(
            id: id, title: title, summary: summary, servings: servings, yieldText: yieldText,
            prepMinutes: prepMinutes, cookMinutes: cookMinutes,
            totalMinutes: totalMinutes == derived ? nil : totalMinutes,
            category: category, cuisine: cuisine, difficulty: difficulty, rating: rating,
            favorite: favorite, sourceURL: sourceURL, notes: notes, tags: tags,
            ingredients: ingredients, steps: steps, created: createdAt, updated: updatedAt, adaptedFrom: adaptedFrom,
            pageNutrition: Self.decodedNutrition(pageNutrition))
    }
}

extension JSONEncoder {
    /// Keys in a fixed order, so the same value is always stored as the same text.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
