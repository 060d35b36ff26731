/// One thing in a cell of the plan: a recipe (with its servings) or a free note ("Eat out").
public struct PlanEntry: Hashable, Sendable, Codable {
    public var id: Int64?
    public var day: PlanDay
    public var slotID: Int64
    public var position: Int
    /// nil for a note, and for a recipe that was deleted from the library since.
    public var recipeID: Int64?
    /// The recipe's title when it was planned, kept so a deleted recipe can still be named.
    public var title: String
    /// Servings to cook; nil means the recipe's own.
    public var servings: Int?
    /// The recipe's own servings, for showing the entry's only when it differs.
    public var recipeServings: Int?
    public var note: String?
    /// The people (ids) who eat this; nil means the household (everyone but guests).
    public var eaters: [Int64]?
    /// What the recipe contains, read with the entry so the grid can mark conflicts.
    public var recipeSafety: RecipeSafety?

    public init(id: Int64? = nil, day: PlanDay, slotID: Int64, position: Int = 0, recipeID: Int64? = nil,
                title: String = "", servings: Int? = nil, recipeServings: Int? = nil, note: String? = nil,
                eaters: [Int64]? = nil, recipeSafety: RecipeSafety? = nil) {
        self.id = id
        self.day = day
        self.slotID = slotID
        self.position = position
        self.recipeID = recipeID
        self.title = title
        self.servings = servings
        self.recipeServings = recipeServings
        self.note = note
        self.eaters = eaters
        self.recipeSafety = recipeSafety
    }

    /// A note entry has no recipe and was never one.
    public var isNote: Bool { recipeID == nil && title.isEmpty }

    /// A recipe entry whose recipe has since been deleted.
    public var isDeletedRecipe: Bool { recipeID == nil && !title.isEmpty }

    /// What a cell shows for this entry.
    public var label: String {
        if isNote { return note ?? "" }
        if isDeletedRecipe { return "(deleted recipe) " + title }
        if let servings, servings != recipeServings { return "\(title) ×\(servings)" }
        return title
    }
}
