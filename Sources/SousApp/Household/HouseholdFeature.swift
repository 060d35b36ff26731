/// The household as a feature that owns its state: the people the household cooks for and the
/// profile screen, its keys, actions, effects and commands, registered in `FeatureRegistry`.
/// Every other feature reads the people through `FeatureContext.household`.
public enum HouseholdFeature: Feature {
    public static let name = "household"
    public static let screens: [(route: Route, title: String)] = [(.household, "Household")]

    public static func bindings(for route: Route) -> [KeyBinding] {
        HouseholdKeys.bindings
    }

    public static func reduce(_ action: HouseholdAction, in scope: inout FeatureScope<HouseholdState>) -> [Effect] {
        scope.withState(or: HouseholdState()) { HouseholdReducer.reduce(action, &$0, in: &$1) }
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<HouseholdState>) -> [Effect] {
        scope.withState(or: HouseholdState()) { HouseholdReducer.keyPressed(key, &$0, in: &$1) }
    }
}

extension Route {
    /// The household's people with their allergies and diets.
    public static let household = Route("household")
}

extension HouseholdState: FeatureValue {}
extension HouseholdAction: FeatureValue {}
extension HouseholdEffect: FeatureValue {}
extension HouseholdCommand: FeatureValue {}

extension AppAction {
    public static func household(_ action: HouseholdAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func household(_ effect: HouseholdEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension Command {
    public static func household(_ command: HouseholdCommand) -> Command { .feature(AnyFeatureValue(command)) }
}

extension AppState {
    /// The people the household cooks for, and the profile screen (no one until loaded).
    public var household: HouseholdState {
        get { features[HouseholdFeature.self] ?? HouseholdState() }
        set { features[HouseholdFeature.self] = newValue }
    }
}
