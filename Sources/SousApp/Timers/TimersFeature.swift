import SousCore

// The Timers feature's state, actions, effects, commands, keys and reducer.
// Placeholder shapes: the feature's owner replaces this file with real ones.

/// What the Timers screen shows.
public struct TimersState: Hashable, Sendable {
    public init() {}
}

/// What happened on the Timers screen.
public enum TimersAction: Hashable, Sendable {}

/// What the Timers feature asks of the outside world.
public enum TimersEffect: Hashable, Sendable {}

/// What a key means on the Timers screen.
public enum TimersCommand: Hashable, Sendable {}

/// The Timers screen's keys.
public enum TimersKeys {
    public static let bindings: [KeyBinding] = []
}

/// The Timers feature's part of the reducer.
enum TimersReducer {
    static func reduce(_ state: inout AppState, _ action: TimersAction) -> [Effect] { [] }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] { [] }
}
