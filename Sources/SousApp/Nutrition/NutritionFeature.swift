/// Nutrition as a feature that owns its state: the corrections every feature reads (through the
/// context), the detail panel's toggle and the correction picker, which opens over the detail
/// view (an overlay: the feature has no screen of its own). Registered in `FeatureRegistry`.
public enum NutritionFeature: Feature {
    public static let name = "nutrition"
    public static let screens: [(route: Route, title: String)] = []

    public static func bindings(for route: Route) -> [KeyBinding] { [] }

    public static func reduce(_ action: NutritionAction, in scope: inout FeatureScope<NutritionState>) -> [Effect] {
        scope.withState(or: NutritionState()) { NutritionReducer.reduce(action, &$0, in: &$1) }
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<NutritionState>) -> [Effect] { [] }

    /// The picker, while it is open over the detail view.
    public static func hasOverlay(_ state: NutritionState?, on route: Route) -> Bool {
        route == .detail && state?.picker != nil
    }

    public static func overlayKey(_ key: Key, on route: Route, in scope: inout FeatureScope<NutritionState>) -> [Effect]? {
        scope.withState(or: NutritionState()) { NutritionReducer.pickerKey(key, &$0, in: &$1) }
    }
}

extension NutritionState: FeatureValue {}
extension NutritionAction: FeatureValue {}
extension NutritionEffect: FeatureValue {}

extension AppAction {
    public static func nutrition(_ action: NutritionAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func nutrition(_ effect: NutritionEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension AppState {
    /// Nutrition corrections, the panel's toggle and the food picker.
    public var nutrition: NutritionState {
        get { features[NutritionFeature.self] ?? NutritionState() }
        set { features[NutritionFeature.self] = newValue }
    }
}
