/// What a key means on the Plan screen.
public enum PlanCommand: Hashable, Sendable {
    case left, right, up, down
    case add, note, delete, undo, cut, copy, paste, servings
    /// Who eats the entry (the household, or named people such as guests).
    case eaters
    case previousWeek, nextWeek, thisWeek
    case open, cook, shopping, repeatWeek
    case addSlot, renameSlot, slotUp, slotDown
    case saveTemplate, applyTemplate
    case back
    /// From the library or detail: place this recipe in a cell of the plan.
    case addToPlan
}
