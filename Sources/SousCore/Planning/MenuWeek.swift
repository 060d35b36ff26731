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
    public static func monday(of day: PlanDay) -> PlanDay { day.adding(days: 1 - day.weekday) }

    /// "2026-W48": the ISO year and week the Monday is in (the week holding the year's first
    /// Thursday is week 1).
    public static func isoWeekName(of monday: PlanDay) -> String {
        let thursday = monday.adding(days: 3)
        let firstThursday = firstISOThursday(of: thursday.year)
        let week = firstThursday.days(to: thursday) / 7 + 1
        return String(format: "%04d-W%02d", thursday.year, week)
    }

    /// The Monday of an ISO week named "2026-W48"; nil for any other text or a week the year lacks.
    public static func monday(ofISOWeek name: String) -> PlanDay? {
        let parts = name.split(separator: "-")
        guard parts.count == 2, parts[0].count == 4, let year = Int(parts[0]), parts[1].first == "W",
              let week = Int(parts[1].dropFirst()), (1...53).contains(week) else { return nil }
        let monday = firstISOThursday(of: year).adding(days: -3 + (week - 1) * 7)
        return isoWeekName(of: monday) == name ? monday : nil
    }

    private static func firstISOThursday(of year: Int) -> PlanDay {
        let january4 = PlanDay(year: year, month: 1, day: 4) ?? PlanDay(dayNumber: 0)
        return monday(of: january4).adding(days: 3)
    }
}
