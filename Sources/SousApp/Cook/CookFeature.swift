import SousCore

// The Cook feature's state, actions, effects, commands, keys and reducer.
// Placeholder shapes: the feature's owner replaces this file with real ones.

/// What the Cook screen shows.
public struct CookState: Hashable, Sendable {
    public init() {}
}

/// What happened on the Cook screen.
public enum CookAction: Hashable, Sendable {}

/// What the Cook feature asks of the outside world.
public enum CookEffect: Hashable, Sendable {}

/// What a key means on the Cook screen.
public enum CookCommand: Hashable, Sendable {}

/// The Cook screen's keys.
public enum CookKeys {
    public static let bindings: [KeyBinding] = []
}

/// The Cook feature's part of the reducer.
enum CookReducer {
    static func reduce(_ state: inout AppState, _ action: CookAction) -> [Effect] { [] }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] { [] }
}
