import SousCore

/// How to take back one change to the grid.
public enum PlanUndo: Hashable, Sendable {
    /// Entries were added (added, pasted): delete them.
    case removeAdded(ids: [Int64])
    /// Entries were deleted: put copies back.
    case restore([PlanEntry])
    /// An entry was cut and pasted: move it back.
    case moveBack(id: Int64, day: PlanDay, slotID: Int64)
    case servings(id: Int64, Int?)
    case eaters(id: Int64, [Int64]?)
}
