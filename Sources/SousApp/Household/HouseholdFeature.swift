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
        withHousehold(&scope) { HouseholdReducer.reduce(action, &$0, in: &$1) }
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<HouseholdState>) -> [Effect] {
        withHousehold(&scope) { HouseholdReducer.keyPressed(key, &$0, in: &$1) }
    }

    /// The household's state (no one until the store answers) as a value changed in place.
    private static func withHousehold(_ scope: inout FeatureScope<HouseholdState>,
                                      _ body: (inout HouseholdState, inout FeatureScope<HouseholdState>) -> [Effect]) -> [Effect] {
        var household = scope.state ?? HouseholdState()
        let effects = body(&household, &scope)
        scope.state = household
        return effects
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
