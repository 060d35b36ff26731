import SousCore

/// One loaded week of the plan: its calendar, its first day, the grid rows and the entries.
public struct PlanWeek: Hashable, Sendable {
    public var calendar: PlanCalendar
    public var start: PlanDay
    public var slots: [MealSlot]
    public var entries: [PlanEntry]

    public init(calendar: PlanCalendar, start: PlanDay, slots: [MealSlot], entries: [PlanEntry]) {
        self.calendar = calendar
        self.start = start
        self.slots = slots
        self.entries = entries
    }
}
