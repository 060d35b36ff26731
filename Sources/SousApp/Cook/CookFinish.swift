/// The end-of-recipe form: an optional 1-5 rating and a note.
public struct CookFinish: Hashable, Sendable {
    public var rating: Int?
    public var note: String
    /// Enter also takes the recipe's amounts out of the pantry; Tab skips that.
    public var takesOutOfPantry: Bool

    public init(rating: Int? = nil, note: String = "", takesOutOfPantry: Bool = false) {
        self.rating = rating
        self.note = note
        self.takesOutOfPantry = takesOutOfPantry
    }
}
