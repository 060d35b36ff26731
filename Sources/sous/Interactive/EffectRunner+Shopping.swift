import SousApp

extension EffectRunner {
    /// Carries out the Shopping feature's effects. Placeholder: the feature's owner fills it in.
    func perform(_ effect: ShoppingEffect) throws -> [AppAction] {
        []
    }
}
