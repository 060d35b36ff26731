import SousCore

/// One loaded week of the plan: its calendar, its first day, the grid rows and the entries.
public struct PlanWeek: Hashable, Sendable {
    public var calendar: PlanCalendar
    public var start: PlanDay
    public var slots: [MealSlot]
    public var entries: [PlanEntry]
    /// Nutrition per serving of each planned recipe (by recipe id), for the day totals.
    public var nutrition: [Int64: Nutrients]

    public init(calendar: PlanCalendar, start: PlanDay, slots: [MealSlot], entries: [PlanEntry],
                nutrition: [Int64: Nutrients] = [:]) {
        self.calendar = calendar
        self.start = start
        self.slots = slots
        self.entries = entries
        self.nutrition = nutrition
    }

    /// What one person eating one serving of each of the day's recipes takes in; nil for a day
    /// with no recipe whose nutrition is known.
    public func perPerson(on day: PlanDay) -> Nutrients? {
        let known = entries.filter { $0.day == day }.compactMap { $0.recipeID.flatMap { nutrition[$0] } }
        return known.isEmpty ? nil : known.reduce(Nutrients.zero, +)
    }

    /// The mean of the days that have a figure; nil when none has.
    public var averagePerPerson: Nutrients? {
        let days = (0..<7).compactMap { perPerson(on: start.adding(days: $0)) }
        guard !days.isEmpty else { return nil }
        return days.reduce(Nutrients.zero, +).scaled(by: 1 / Double(days.count))
    }

    /// Whether the grid has a nutrition footer row.
    public var showsNutrition: Bool { !nutrition.isEmpty }
}
