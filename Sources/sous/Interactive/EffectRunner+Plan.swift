import SousApp

extension EffectRunner {
    /// Carries out the Plan feature's effects. Placeholder: the feature's owner fills it in.
    func perform(_ effect: PlanEffect) throws -> [AppAction] {
        []
    }
}
