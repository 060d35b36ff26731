/// Which screen is showing. A feature that owns its state declares its routes in its own folder
/// (`extension Route { static let timeline = Route("timeline") }`).
public struct Route: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    public static let library = Route("library")
    public static let detail = Route("detail")
    /// Every running timer at a glance.
    public static let timers = Route("timers")
}
