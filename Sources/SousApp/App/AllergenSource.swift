import SousCore

/// Where the reducers and states get the allergen detector: given to them with the state rather
/// than read from a global behind their back. The app gives the shipped detector, loaded on first
/// use (after the first frame); a test can give one built from a dictionary of its own.
///
/// Two sources are equal when their names are: the detector is the app's surroundings, not state
/// that changes as the app runs.
public struct AllergenSource: Hashable, Sendable {
    public let name: String
    private let load: @Sendable () -> AllergenDetector

    public init(name: String, _ load: @escaping @Sendable () -> AllergenDetector) {
        self.name = name
        self.load = load
    }

    /// The detector (loaded by the first call, for the shipped one).
    public var detector: AllergenDetector { load() }

    /// The detector shipped with sous, reading the food knowledge base.
    public static let shipped = AllergenSource(name: "shipped") { .standard }

    public static func == (a: AllergenSource, b: AllergenSource) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
