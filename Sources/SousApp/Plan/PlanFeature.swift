import SousCore

// The Plan feature's state, actions, effects, commands, keys and reducer.
// Placeholder shapes: the feature's owner replaces this file with real ones.

/// What the Plan screen shows.
public struct PlanState: Hashable, Sendable {
    public init() {}
}

/// What happened on the Plan screen.
public enum PlanAction: Hashable, Sendable {}

/// What the Plan feature asks of the outside world.
public enum PlanEffect: Hashable, Sendable {}

/// What a key means on the Plan screen.
public enum PlanCommand: Hashable, Sendable {}

/// The Plan screen's keys.
public enum PlanKeys {
    public static let bindings: [KeyBinding] = []
}

/// The Plan feature's part of the reducer.
enum PlanReducer {
    static func reduce(_ state: inout AppState, _ action: PlanAction) -> [Effect] { [] }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] { [] }
}
