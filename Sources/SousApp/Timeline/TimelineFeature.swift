/// The timeline as a feature that owns its state: its screen, keys, actions, effects and
/// commands, registered in `FeatureRegistry`.
public enum TimelineFeature: Feature {
    public static let name = "timeline"
    public static let screens: [(route: Route, title: String)] = [(.timeline, "Timeline")]

    public static func bindings(for route: Route) -> [KeyBinding] {
        TimelineKeys.bindings
    }

    public static func reduce(_ action: TimelineAction, in scope: inout FeatureScope<TimelineState>) -> [Effect] {
        TimelineReducer.reduce(action, in: &scope)
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<TimelineState>) -> [Effect] {
        TimelineReducer.keyPressed(key, in: &scope)
    }
}

extension Route {
    /// Dishes laid out backwards from the time you eat.
    public static let timeline = Route("timeline")
}

extension TimelineState: FeatureValue {}
extension TimelineAction: FeatureValue {}
extension TimelineEffect: FeatureValue {}
extension TimelineCommand: FeatureValue {}

extension AppAction {
    public static func timeline(_ action: TimelineAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func timeline(_ effect: TimelineEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension Command {
    public static func timeline(_ command: TimelineCommand) -> Command { .feature(AnyFeatureValue(command)) }
}

extension AppState {
    /// The timeline screen's state: dishes laid out backwards from the serve time (nil when closed).
    public var timeline: TimelineState? {
        get { features[TimelineFeature.self] }
        set { features[TimelineFeature.self] = newValue }
    }
}
