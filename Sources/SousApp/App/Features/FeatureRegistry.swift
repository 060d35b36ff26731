/// Every feature that owns its state (see `Feature`). A new feature is added here, to the
/// screens of SousTUI (`FeatureScreens.screens`) and to the runner's performers
/// (`EffectRunner.featurePerformers`): three places outside its own folders.
public enum FeatureRegistry {
    public static let features: [any Feature.Type] = [
        // First: overlays take keys in this order, and an import's prompt or progress over the
        // detail view comes before the nutrition picker (Esc cancels the import, as it always did).
        ImportFeature.self,
        TimelineFeature.self,
        PantryFeature.self,
        ShoppingFeature.self,
        PlanFeature.self,
        HouseholdFeature.self,
        SettingsFeature.self,
        AssistantFeature.self,
        SecondReadingFeature.self,
        CookFeature.self,
        NutritionFeature.self,
    ]

    /// The feature that shows `route`, if a registered feature does.
    static func owner(of route: Route) -> (any Feature.Type)? {
        features.first { $0.shows(route) }
    }

    static func reduce(_ action: AnyFeatureValue, in state: inout AppState) -> [Effect] {
        for feature in features {
            if let effects = feature.reduceIfOwn(action, in: &state) { return effects }
        }
        return []
    }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect]? {
        guard let feature = owner(of: state.route) else { return nil }
        return feature.keyPressedInScope(key, in: &state)
    }

    /// A key for the overlay a feature has open over the screen showing (a picker over the
    /// detail view), before the screen's own keys; nil when none is open.
    static func overlayKey(_ key: Key, in state: inout AppState) -> [Effect]? {
        for feature in features where feature.showsOverlay(in: state) {
            if let effects = feature.overlayKeyInScope(key, in: &state) { return effects }
        }
        return nil
    }

    static func mouse(_ event: MouseEvent, in state: inout AppState) -> [Effect]? {
        guard let feature = owner(of: state.route) else { return nil }
        return feature.mouseInScope(event, in: &state)
    }

    /// Every feature sees every tick.
    static func ticked(in state: AppState) -> [Effect] {
        let context = FeatureContext(state)
        return features.flatMap { $0.ticked(of: state, context: context) }
    }

    static func bindings(for route: Route) -> [KeyBinding]? {
        owner(of: route)?.bindings(for: route)
    }

    public static func title(of route: Route) -> String? {
        for feature in features {
            if let screen = feature.screens.first(where: { $0.route == route }) { return screen.title }
        }
        return nil
    }
}

extension Feature {
    static func shows(_ route: Route) -> Bool {
        screens.contains { $0.route == route }
    }

    static func reduceIfOwn(_ action: AnyFeatureValue, in state: inout AppState) -> [Effect]? {
        guard let action = action.as(Action.self) else { return nil }
        return inScope(&state) { reduce(action, in: &$0) }
    }

    static func keyPressedInScope(_ key: Key, in state: inout AppState) -> [Effect] {
        let route = state.route
        return inScope(&state) { keyPressed(key, on: route, in: &$0) }
    }

    static func showsOverlay(in state: AppState) -> Bool {
        hasOverlay(state.features[Self.self], on: state.route)
    }

    /// The overlay's answer to a key, nil when the key goes on to the screen (what the overlay
    /// changed on the way, the status line, is kept).
    static func overlayKeyInScope(_ key: Key, in state: inout AppState) -> [Effect]? {
        let route = state.route
        var passed = false
        let effects = inScope(&state) { scope -> [Effect] in
            guard let effects = overlayKey(key, on: route, in: &scope) else {
                passed = true
                return []
            }
            return effects
        }
        return passed ? nil : effects
    }

    static func mouseInScope(_ event: MouseEvent, in state: inout AppState) -> [Effect] {
        let route = state.route
        return inScope(&state) { mouse(event, on: route, in: &$0) }
    }

    static func ticked(of state: AppState, context: FeatureContext) -> [Effect] {
        ticked(state.features[Self.self], context: context)
    }

    /// Runs `body` on the feature's own state and context, then carries out what it asked for.
    static func inScope(_ state: inout AppState, _ body: (inout FeatureScope<State>) -> [Effect]) -> [Effect] {
        var scope = FeatureScope(state: state.features[Self.self], context: FeatureContext(state), status: state.status)
        var effects = body(&scope)
        state.features[Self.self] = scope.state
        state.status = scope.status
        for request in scope.requests {
            switch request {
            case .push(let route): state.push(route)
            case .pop: state.pop()
            case .help:
                state.showsHelp = true
                state.helpScroll = 0
            case .quit:
                state.isQuitting = true
                effects.append(.quit)
            case .send(let action):
                effects += reduceAction(&state, action)
            }
        }
        return effects
    }
}
