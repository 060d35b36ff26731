import SousApp

/// A screen of a feature that owns its state (see `Feature`).
protocol FeatureScreen: SendableMetatype {
    static var route: Route { get }
    static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas)
}

/// The screens of the features in `FeatureRegistry`: a new feature's screen is added here.
enum FeatureScreens {
    static let screens: [any FeatureScreen.Type] = [
        TimelineScreen.self,
        PantryScreen.self,
        SuggestScreen.self,
        ShoppingScreen.self,
        PlanScreen.self,
        HouseholdScreen.self,
        SettingsScreen.self,
        AssistantScreen.self,
        SecondReadingScreen.self,
        CookScreen.self,
        ImportPreviewScreen.self,
    ]

    static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        screens.first { $0.route == state.route }?.draw(state, theme: theme, into: &canvas)
    }
}
