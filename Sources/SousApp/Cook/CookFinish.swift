/// The end-of-recipe form: an optional 1-5 rating and a note.
public struct CookFinish: Hashable, Sendable {
    public var rating: Int?
    public var note: String

    public init(rating: Int? = nil, note: String = "") {
        self.rating = rating
        self.note = note
    }
}
