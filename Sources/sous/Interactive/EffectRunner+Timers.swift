import SousApp

extension EffectRunner {
    /// Carries out the Timers feature's effects. Placeholder: the feature's owner fills it in.
    func perform(_ effect: TimersEffect) throws -> [AppAction] {
        []
    }
}
