/// The settings screen as a feature that owns its state: the library's folder (bind, unbind),
/// the same as `sous folder` on the command line. Registered in `FeatureRegistry`.
public enum SettingsFeature: Feature {
    public static let name = "settings"
    public static let screens: [(route: Route, title: String)] = [(.settings, "Settings")]

    public static func bindings(for route: Route) -> [KeyBinding] {
        SettingsKeys.bindings
    }

    public static func reduce(_ action: SettingsAction, in scope: inout FeatureScope<SettingsState>) -> [Effect] {
        scope.withState(or: SettingsState()) { SettingsReducer.reduce(action, &$0, in: &$1) }
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<SettingsState>) -> [Effect] {
        scope.withState(or: SettingsState()) { SettingsReducer.keyPressed(key, &$0, in: &$1) }
    }
}

extension Route {
    /// The settings: the library's folder.
    public static let settings = Route("settings")
}

extension SettingsState: FeatureValue {}
extension SettingsAction: FeatureValue {}
extension SettingsEffect: FeatureValue {}
extension SettingsCommand: FeatureValue {}

extension AppAction {
    public static func settings(_ action: SettingsAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func settings(_ effect: SettingsEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension Command {
    public static func settings(_ command: SettingsCommand) -> Command { .feature(AnyFeatureValue(command)) }
}

extension AppState {
    /// The settings screen (nothing read until it is first shown).
    public var settings: SettingsState {
        get { features[SettingsFeature.self] ?? SettingsState() }
        set { features[SettingsFeature.self] = newValue }
    }
}
