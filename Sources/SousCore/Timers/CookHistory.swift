import Foundation

/// How often a recipe was cooked and when last: "cooked 3 times, last on 12 Nov".
public struct CookHistory: Hashable, Sendable {
    public var count: Int
    public var lastCooked: Date?

    public init(count: Int, lastCooked: Date?) {
        self.count = count
        self.lastCooked = lastCooked
    }
}
