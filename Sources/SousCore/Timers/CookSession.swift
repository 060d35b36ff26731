import Foundation

/// One time cook mode was started for a recipe, and how it ended (`ended` is nil while cooking).
public struct CookSession: Hashable, Sendable {
    public var id: Int64
    public var servings: Int
    public var started: Date
    public var ended: Date?
    /// 1-5, when the cook rated the dish at the end.
    public var rating: Int?
    public var note: String?

    public init(id: Int64, servings: Int, started: Date, ended: Date? = nil, rating: Int? = nil, note: String? = nil) {
        self.id = id
        self.servings = servings
        self.started = started
        self.ended = ended
        self.rating = rating
        self.note = note
    }
}
