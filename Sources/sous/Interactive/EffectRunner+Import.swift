import SousApp

extension EffectRunner {
    /// Carries out the Import feature's effects. Placeholder: the feature's owner fills it in.
    func perform(_ effect: ImportEffect) throws -> [AppAction] {
        []
    }
}
