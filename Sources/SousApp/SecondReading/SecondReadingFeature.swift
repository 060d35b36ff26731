import SousCore

/// A second reading of an unsure import by the household's assistant (`r` in the import
/// preview): a feature that owns its state, registered in `FeatureRegistry`.
public enum SecondReadingFeature: Feature {
    public static let name = "secondReading"
    public static let screens: [(route: Route, title: String)] = [(.secondReading, "Second reading")]

    public static func bindings(for route: Route) -> [KeyBinding] {
        SecondReadingKeys.bindings
    }

    public static func reduce(_ action: SecondReadingAction, in scope: inout FeatureScope<SecondReadingState>) -> [Effect] {
        if case .readAgain(let recipe, let text) = action { return start(recipe, text: text, in: &scope) }
        guard var reading = scope.state else { return [] }
        let effects = SecondReadingReducer.reduce(action, &reading)
        scope.state = reading
        return effects
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<SecondReadingState>) -> [Effect] {
        guard var reading = scope.state else {
            scope.pop()
            return []
        }
        let effects = SecondReadingReducer.keyPressed(key, &reading, in: &scope)
        scope.state = reading
        return effects
    }

    private static func start(_ recipe: Recipe, text: String, in scope: inout FeatureScope<SecondReadingState>) -> [Effect] {
        let unsure = recipe.ingredients.compactMap(\.provenance).first(where: \.isLowConfidence)
            ?? recipe.steps.compactMap(\.provenance).first(where: \.isLowConfidence)
        let request = AssistantRereading(text: text, kind: unsure?.source ?? .pageText)
        let reading = SecondReadingState(original: recipe, request: request, requestID: scope.state?.nextID ?? 1)
        scope.state = reading
        scope.push(.secondReading)
        return [.secondReading(.read(id: reading.requestID, request))]
    }
}

extension Route {
    /// The assistant's reading of an import's source beside sous's own.
    public static let secondReading = Route("secondReading")
}

extension SecondReadingState: FeatureValue {}
extension SecondReadingAction: FeatureValue {}
extension SecondReadingEffect: FeatureValue {}
extension SecondReadingCommand: FeatureValue {}

extension AppAction {
    public static func secondReading(_ action: SecondReadingAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func secondReading(_ effect: SecondReadingEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension Command {
    public static func secondReading(_ command: SecondReadingCommand) -> Command { .feature(AnyFeatureValue(command)) }
}

extension AppState {
    /// The second reading under way or shown; nil before the first.
    public var secondReading: SecondReadingState? {
        get { features[SecondReadingFeature.self] }
        set { features[SecondReadingFeature.self] = newValue }
    }
}
