/// The shopping list as a feature that owns its state: its screen, keys, actions, effects and
/// commands, registered in `FeatureRegistry`.
public enum ShoppingFeature: Feature {
    public static let name = "shopping"
    public static let screens: [(route: Route, title: String)] = [(.shopping, "Shopping list")]

    public static func bindings(for route: Route) -> [KeyBinding] {
        ShoppingKeys.bindings
    }

    public static func reduce(_ action: ShoppingAction, in scope: inout FeatureScope<ShoppingState>) -> [Effect] {
        ShoppingReducer.reduce(action, in: &scope)
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<ShoppingState>) -> [Effect] {
        ShoppingReducer.keyPressed(key, in: &scope)
    }
}

extension Route {
    /// The shopping list built from the plan, or for one recipe.
    public static let shopping = Route("shopping")
}

extension ShoppingState: FeatureValue {}
extension ShoppingAction: FeatureValue {}
extension ShoppingEffect: FeatureValue {}
extension ShoppingCommand: FeatureValue {}

extension AppAction {
    public static func shopping(_ action: ShoppingAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func shopping(_ effect: ShoppingEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension Command {
    public static func shopping(_ command: ShoppingCommand) -> Command { .feature(AnyFeatureValue(command)) }
}

extension AppState {
    /// The shopping list showing, or last shown (nil before the first).
    public var shopping: ShoppingState? {
        get { features[ShoppingFeature.self] }
        set { features[ShoppingFeature.self] = newValue }
    }
}
