/// One week of the meal plan as the library's folder keeps it (`plans/2026-W48.menu`): the
/// Monday it starts on and its meals, read from or written to a Cooklang `.menu` file.
public struct MenuWeek: Hashable, Sendable {
    /// One meal of the week: a recipe of the folder (its path without `.cook`), or a note.
    public struct Meal: Hashable, Sendable {
        public var day: PlanDay
        /// The meal slot's name ("Dinner"); nil when the file names none.
        public var slot: String?
        /// The recipe's file relative to the folder, without `.cook` ("soups/carrot-soup"); nil for a note.
        public var recipePath: String?
        /// The note's text, or the recipe's title as last known (a recipe deleted since keeps it).
        public var title: String
        public var servings: Int?
        public var note: String?

        public init(day: PlanDay, slot: String?, recipePath: String? = nil, title: String = "", servings: Int? = nil, note: String? = nil) {
            self.day = day
            self.slot = slot
            self.recipePath = recipePath
            self.title = title
            self.servings = servings
            self.note = note
        }
    }

    public var monday: PlanDay
    public var meals: [Meal]

    public init(monday: PlanDay, meals: [Meal]) {
        self.monday = monday
        self.meals = meals
    }

    /// The Monday of the week `day` is in (weeks run Monday to Sunday, as ISO weeks do).
    public static func monday(of day: PlanDay) -> PlanDay { ISOWeek(containing: day).monday }

    /// "2026-W48": the ISO week the Monday starts.
    public static func isoWeekName(of monday: PlanDay) -> String { ISOWeek(containing: monday).description }

    /// The Monday of an ISO week named "2026-W48"; nil for any other text or a week the year lacks.
    public static func monday(ofISOWeek name: String) -> PlanDay? {
        guard name.count == 8, let week = ISOWeek(name), week.description == name else { return nil }
        return week.monday
    }
}
