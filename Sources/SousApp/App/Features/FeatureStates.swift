/// The state of every registered feature (see `Feature`), kept in `AppState` by the feature's
/// name: a feature adds no field to `AppState`. A feature with no state here is not showing.
public struct FeatureStates: Hashable, Sendable {
    private var values: [String: AnyFeatureValue] = [:]

    public init() {}

    public subscript<F: Feature>(feature: F.Type) -> F.State? {
        get { values[F.name]?.as(F.State.self) }
        set { values[F.name] = newValue.map(AnyFeatureValue.init) }
    }
}
