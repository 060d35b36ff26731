import SousCore

/// What `x` or `y` picked up, waiting for `p`. A cut moves the entry; a copy adds a new one.
public struct PlanClipboard: Hashable, Sendable {
    public var entry: PlanEntry
    public var isCut: Bool

    public init(entry: PlanEntry, isCut: Bool) {
        self.entry = entry
        self.isCut = isCut
    }
}
