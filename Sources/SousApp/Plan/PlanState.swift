import SousCore

/// What the Plan screen shows: the loaded week, the cursor, the clipboard, undo and any prompt.
public struct PlanState: Hashable, Sendable {
    /// nil until the first load answers.
    public var week: PlanWeek?
    /// Cursor: day column (0-6), slot row (index into week.slots), entry within the cell.
    public var day: Int
    public var slot: Int
    public var entry: Int
    public var clipboard: PlanClipboard?
    public var undo: [PlanUndo]
    public var prompt: PlanPrompt?
    /// A recipe being placed from the library or detail (`p` there): Enter drops it in the cell.
    public var placing: RecipeSummary?
    /// Servings chosen in the detail view for the recipe being placed; nil for the recipe's own.
    public var placingServings: Int?
    /// Names of saved templates, for the apply prompt's hint.
    public var templates: [String]

    public init(week: PlanWeek? = nil, day: Int = 0, slot: Int = 0, entry: Int = 0) {
        self.week = week
        self.day = day
        self.slot = slot
        self.entry = entry
        self.clipboard = nil
        self.undo = []
        self.prompt = nil
        self.placing = nil
        self.placingServings = nil
        self.templates = []
    }

    public var currentDay: PlanDay? { week.map { $0.start.adding(days: day) } }

    public var currentSlot: MealSlot? {
        guard let week, week.slots.indices.contains(slot) else { return nil }
        return week.slots[slot]
    }

    /// The entries of a cell, in order.
    public func entries(day: PlanDay, slotID: Int64) -> [PlanEntry] {
        (week?.entries ?? []).filter { $0.day == day && $0.slotID == slotID }
    }

    public var cellEntries: [PlanEntry] {
        guard let day = currentDay, let slot = currentSlot else { return [] }
        return entries(day: day, slotID: slot.id)
    }

    public var currentEntry: PlanEntry? {
        let cell = cellEntries
        return cell.indices.contains(entry) ? cell[entry] : nil
    }
}
