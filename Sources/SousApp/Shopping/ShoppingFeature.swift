import SousCore

// The Shopping feature's state, actions, effects, commands, keys and reducer.
// Placeholder shapes: the feature's owner replaces this file with real ones.

/// What the Shopping screen shows.
public struct ShoppingState: Hashable, Sendable {
    public init() {}
}

/// What happened on the Shopping screen.
public enum ShoppingAction: Hashable, Sendable {}

/// What the Shopping feature asks of the outside world.
public enum ShoppingEffect: Hashable, Sendable {}

/// What a key means on the Shopping screen.
public enum ShoppingCommand: Hashable, Sendable {}

/// The Shopping screen's keys.
public enum ShoppingKeys {
    public static let bindings: [KeyBinding] = []
}

/// The Shopping feature's part of the reducer.
enum ShoppingReducer {
    static func reduce(_ state: inout AppState, _ action: ShoppingAction) -> [Effect] { [] }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] { [] }
}
