/// A value a feature defines for itself (its state, actions, effects, commands) that the app's
/// shared types carry without naming it: adding a feature adds no case to `AppAction`, `Effect`
/// or `Command`.
public protocol FeatureValue: Hashable, Sendable {}

/// Any feature's value, compared and hashed as itself.
public struct AnyFeatureValue: Hashable, Sendable {
    public let base: any FeatureValue

    public init(_ base: some FeatureValue) {
        self.base = base
    }

    /// The value when it is a `T`.
    public func `as`<T: FeatureValue>(_ type: T.Type) -> T? {
        base as? T
    }

    public static func == (left: AnyFeatureValue, right: AnyFeatureValue) -> Bool {
        left.base.isEqual(to: right.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}

extension Command {
    /// The feature command this is, when it is a `T`.
    public func feature<T: FeatureValue>(_ type: T.Type) -> T? {
        if case .feature(let value) = self { value.as(type) } else { nil }
    }
}

extension AppAction {
    /// The feature action this is, when it is a `T`.
    public func feature<T: FeatureValue>(_ type: T.Type) -> T? {
        if case .feature(let value) = self { value.as(type) } else { nil }
    }
}

extension Effect {
    /// The feature effect this is, when it is a `T`.
    public func feature<T: FeatureValue>(_ type: T.Type) -> T? {
        if case .feature(let value) = self { value.as(type) } else { nil }
    }
}

extension FeatureValue {
    func isEqual(to other: any FeatureValue) -> Bool {
        (other as? Self) == self
    }
}
