import SousCore

// The Import feature's state, actions, effects, commands, keys and reducer.
// Placeholder shapes: the feature's owner replaces this file with real ones.

/// What the Import screen shows.
public struct ImportState: Hashable, Sendable {
    public init() {}
}

/// What happened on the Import screen.
public enum ImportAction: Hashable, Sendable {}

/// What the Import feature asks of the outside world.
public enum ImportEffect: Hashable, Sendable {}

/// What a key means on the Import screen.
public enum ImportPreviewCommand: Hashable, Sendable {}

/// The Import screen's keys.
public enum ImportKeys {
    public static let bindings: [KeyBinding] = []
}

/// The Import feature's part of the reducer.
enum ImportReducer {
    static func reduce(_ state: inout AppState, _ action: ImportAction) -> [Effect] { [] }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] { [] }
}
