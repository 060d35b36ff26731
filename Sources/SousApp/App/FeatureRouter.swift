/// Sends keys, mouse events and ticks to the feature whose screen is showing.
/// Features beyond the library and detail handle their own keys, prompts included.
enum FeatureRouter {
    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] {
        switch state.route {
        case .timers: TimersReducer.keyPressed(key, in: &state)
        default: FeatureRegistry.keyPressed(key, in: &state) ?? []
        }
    }

    static func mouse(_ event: MouseEvent, in state: inout AppState) -> [Effect] {
        FeatureRegistry.mouse(event, in: &state) ?? []
    }

    /// Every feature sees every tick: timers run whatever screen is showing.
    static func ticked(in state: inout AppState) -> [Effect] {
        TimersReducer.ticked(in: &state) + FeatureRegistry.ticked(in: state)
    }
}
