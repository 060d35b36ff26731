/// Cook mode as a feature that owns its state: its screen, keys, actions, effects and commands,
/// registered in `FeatureRegistry`. The timers it starts are the app's (they ring on every
/// screen); it asks for them through `.timers` actions and reads them from the context.
public enum CookFeature: Feature {
    public static let name = "cook"
    public static let screens: [(route: Route, title: String)] = [(.cook, "Cook mode")]

    public static func bindings(for route: Route) -> [KeyBinding] {
        CookKeys.bindings
    }

    public static func reduce(_ action: CookAction, in scope: inout FeatureScope<CookState>) -> [Effect] {
        CookReducer.reduce(action, in: &scope)
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<CookState>) -> [Effect] {
        CookReducer.keyPressed(key, in: &scope)
    }

    public static func mouse(_ event: MouseEvent, on route: Route, in scope: inout FeatureScope<CookState>) -> [Effect] {
        CookReducer.mouse(event, in: &scope)
    }
}

extension Route {
    /// The kitchen-laptop display of one recipe's steps.
    public static let cook = Route("cook")
}

extension CookState: FeatureValue {}
extension CookAction: FeatureValue {}
extension CookEffect: FeatureValue {}
extension CookCommand: FeatureValue {}

extension AppAction {
    public static func cook(_ action: CookAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func cook(_ effect: CookEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension Command {
    public static func cook(_ command: CookCommand) -> Command { .feature(AnyFeatureValue(command)) }
}

extension AppState {
    /// Cook mode's state: the recipe being cooked and where the cook is (nil when closed).
    public var cook: CookState? {
        get { features[CookFeature.self] }
        set { features[CookFeature.self] = newValue }
    }
}
