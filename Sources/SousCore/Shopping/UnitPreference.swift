/// Which measuring system the shopping list shows amounts in.
public enum UnitPreference: String, CaseIterable, Hashable, Sendable, Codable {
    case metric, us
}
