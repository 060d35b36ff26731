/// The pantry as a feature that owns its state: the inventory and "cook from the pantry"
/// screens, their keys, actions, effects and commands, registered in `FeatureRegistry`.
public enum PantryFeature: Feature {
    public static let name = "pantry"
    public static let screens: [(route: Route, title: String)] = [(.pantry, "Pantry"), (.suggest, "Cook from the pantry")]

    public static func bindings(for route: Route) -> [KeyBinding] {
        route == .suggest ? PantryKeys.suggestBindings : PantryKeys.bindings
    }

    public static func reduce(_ action: PantryAction, in scope: inout FeatureScope<PantryState>) -> [Effect] {
        scope.withState(or: PantryState()) { PantryReducer.reduce(action, &$0, in: &$1) }
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<PantryState>) -> [Effect] {
        scope.withState(or: PantryState()) { PantryReducer.keyPressed(key, on: route, &$0, in: &$1) }
    }
}

extension Route {
    /// The kitchen's inventory.
    public static let pantry = Route("pantry")
    /// Recipes ranked by how much of them the pantry holds.
    public static let suggest = Route("suggest")
}

extension PantryState: FeatureValue {}
extension PantryAction: FeatureValue {}
extension PantryEffect: FeatureValue {}
extension PantryCommand: FeatureValue {}

extension AppAction {
    public static func pantry(_ action: PantryAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func pantry(_ effect: PantryEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension Command {
    public static func pantry(_ command: PantryCommand) -> Command { .feature(AnyFeatureValue(command)) }
}

extension AppState {
    /// The kitchen's inventory and "cook from the pantry" (empty until the store answers).
    public var pantry: PantryState {
        get { features[PantryFeature.self] ?? PantryState() }
        set { features[PantryFeature.self] = newValue }
    }
}
