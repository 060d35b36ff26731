/// The meal plan as a feature that owns its state: the week's grid, its keys, mouse, actions,
/// effects and commands, registered in `FeatureRegistry`.
public enum PlanFeature: Feature {
    public static let name = "plan"
    public static let screens: [(route: Route, title: String)] = [(.plan, "Meal plan")]

    public static func bindings(for route: Route) -> [KeyBinding] {
        PlanKeys.bindings
    }

    public static func reduce(_ action: PlanAction, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        scope.withState(or: PlanState()) { PlanReducer.reduce(action, &$0, in: &$1) }
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        scope.withState(or: PlanState()) { PlanReducer.keyPressed(key, &$0, in: &$1) }
    }

    public static func mouse(_ event: MouseEvent, on route: Route, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        scope.withState(or: PlanState()) { PlanMouse.handle(event, &$0, in: &$1) }
    }

    public static func ticked(_ state: PlanState?, context: FeatureContext) -> [Effect] {
        PlanReducer.ticked(state ?? PlanState())
    }
}

extension Route {
    /// The week's meal-plan grid.
    public static let plan = Route("plan")
}

extension PlanState: FeatureValue {}
extension PlanAction: FeatureValue {}
extension PlanEffect: FeatureValue {}
extension PlanCommand: FeatureValue {}

extension AppAction {
    public static func plan(_ action: PlanAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func plan(_ effect: PlanEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension Command {
    public static func plan(_ command: PlanCommand) -> Command { .feature(AnyFeatureValue(command)) }
}

extension AppState {
    /// The meal plan: the week shown, the cursor, prompts, clipboard and undo (empty until loaded).
    public var plan: PlanState {
        get { features[PlanFeature.self] ?? PlanState() }
        set { features[PlanFeature.self] = newValue }
    }
}
