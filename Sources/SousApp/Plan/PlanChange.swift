import SousCore

/// A change to the stored plan, asked of the effect runner.
public enum PlanChange: Hashable, Sendable {
    case add([PlanEntry])
    case delete(ids: [Int64])
    case move(id: Int64, day: PlanDay, slotID: Int64)
    case setServings(id: Int64, Int?)
    /// nil: the household.
    case setEaters(id: Int64, [Int64]?)
    case repeatWeek(start: PlanDay, times: Int)
    case addSlot(name: String)
    case renameSlot(id: Int64, name: String)
    case moveSlot(id: Int64, by: Int)
    case saveTemplate(name: String, start: PlanDay)
    case applyTemplate(name: String, start: PlanDay)
}
