import SousApp

extension EffectRunner {
    /// Carries out the Cook feature's effects. Placeholder: the feature's owner fills it in.
    func perform(_ effect: CookEffect) throws -> [AppAction] {
        []
    }
}
