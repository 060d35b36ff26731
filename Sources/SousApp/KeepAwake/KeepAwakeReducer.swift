import SousCore

/// Keeping the screen awake follows from the state rather than from each way in or out of a
/// screen: after every action the reducer compares what the state wants with what was asked for,
/// so a new way to reach cook mode (a command-line start, a mouse click, a pop) cannot forget it.
public enum KeepAwakeReducer {
    static func reduce(_ state: inout AppState, _ action: KeepAwakeAction) -> [Effect] {
        switch action {
        case .settingLoaded(let enabled):
            state.keepAwake.isEnabled = enabled
        case .unavailable(let message):
            guard !state.keepAwake.toldUnavailable else { return [] }
            state.keepAwake.toldUnavailable = true
            state.status = StatusMessage(message)
        }
        return []
    }

    /// Why the screen should stay awake now, or nil when it need not: cook mode or the timer
    /// dashboard is showing, and the setting allows it.
    public static func reason(for state: AppState) -> String? {
        guard state.keepAwake.isEnabled, !state.isQuitting else { return nil }
        // The title reaches other programs (`systemd-inhibit --list` prints it): one visible line.
        let cooking = state.cook.map { "Cooking: " + TerminalText.visibleLine($0.recipe.title) }
        switch state.route {
        case .cook:
            return cooking ?? "Cooking"
        case .timers:
            // Opened from cook mode, the dashboard is still part of cooking that recipe.
            if let cooking, state.routeStack.last == .cook { return cooking }
            return "Watching the kitchen timers"
        default:
            return nil
        }
    }

    /// The hold or release the state now calls for, if it changed since the last one asked for.
    static func reconcile(_ state: inout AppState) -> [Effect] {
        let reason = reason(for: state)
        guard (reason != nil) != state.keepAwake.isHeld else { return [] }
        state.keepAwake.isHeld = reason != nil
        return [.keepAwake(reason.map { .hold(reason: $0) } ?? .release)]
    }
}
