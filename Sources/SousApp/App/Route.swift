/// Which screen is showing.
public enum Route: Hashable, Sendable {
    case library
    case detail
}
