import SousCore

/// Asking the household's assistant about the recipe on the screen (`a` in the detail view and
/// cook mode): a feature that owns its state, registered in `FeatureRegistry`.
public enum AssistantFeature: Feature {
    public static let name = "assistant"
    public static let screens: [(route: Route, title: String)] = [(.assistant, "Ask the assistant")]

    public static func bindings(for route: Route) -> [KeyBinding] {
        AssistantKeys.bindings
    }

    public static func reduce(_ action: AssistantAction, in scope: inout FeatureScope<AssistantState>) -> [Effect] {
        scope.withState(or: AssistantState()) { AssistantReducer.reduce(action, &$0, in: &$1) }
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<AssistantState>) -> [Effect] {
        scope.withState(or: AssistantState()) { AssistantReducer.keyPressed(key, &$0, in: &$1) }
    }
}

extension Route {
    /// A question to the assistant and its answer, over the recipe it is about.
    public static let assistant = Route("assistant")
}

extension AssistantState: FeatureValue {}
extension AssistantAction: FeatureValue {}
extension AssistantEffect: FeatureValue {}
extension AssistantCommand: FeatureValue {}

extension AppAction {
    public static func assistant(_ action: AssistantAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func assistant(_ effect: AssistantEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension Command {
    public static func assistant(_ command: AssistantCommand) -> Command { .feature(AnyFeatureValue(command)) }
}

extension AppState {
    /// The question being asked and its answer.
    public var assistant: AssistantState {
        get { features[AssistantFeature.self] ?? AssistantState() }
        set { features[AssistantFeature.self] = newValue }
    }
}
