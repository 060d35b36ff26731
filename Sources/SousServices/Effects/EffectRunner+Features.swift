import SousApp

extension EffectRunner {
    /// The performers of the features in `FeatureRegistry`, each trying the effect as its own
    /// (nil when it is another feature's): a new feature's performer is added here.
    static let featurePerformers: [@Sendable (EffectRunner, AnyFeatureValue) throws -> [AppAction]?] = [
        { runner, effect in try effect.as(TimelineEffect.self).map(runner.perform) },
        { runner, effect in try effect.as(PantryEffect.self).map(runner.perform) },
        { runner, effect in try effect.as(ShoppingEffect.self).map(runner.perform) },
        { runner, effect in try effect.as(PlanEffect.self).map(runner.perform) },
        { runner, effect in try effect.as(HouseholdEffect.self).map(runner.perform) },
        { runner, effect in try effect.as(SettingsEffect.self).map(runner.perform) },
        { runner, effect in try effect.as(AssistantEffect.self).map(runner.perform) },
        { runner, effect in try effect.as(SecondReadingEffect.self).map(runner.perform) },
        { runner, effect in try effect.as(CookEffect.self).map(runner.perform) },
        { runner, effect in try effect.as(NutritionEffect.self).map(runner.perform) },
        { runner, effect in try effect.as(ImportEffect.self).map(runner.perform) },
    ]

    func performFeature(_ effect: AnyFeatureValue) throws -> [AppAction] {
        for perform in Self.featurePerformers {
            if let actions = try perform(self, effect) { return actions }
        }
        return [.effectFailed("Nothing in sous carries out \(type(of: effect.base)).")]
    }
}
