/// The end-of-recipe form: an optional 1-5 rating and a note.
public struct CookFinish: Hashable, Sendable {
    public var rating: Int?
    /// The note as typed, with its cursor.
    public var noteInput: PromptText
    public var note: String {
        get { noteInput.text }
        set { noteInput.set(newValue) }
    }
    /// Enter also takes the recipe's amounts out of the pantry; Tab skips that.
    public var takesOutOfPantry: Bool

    public init(rating: Int? = nil, note: String = "", takesOutOfPantry: Bool = false) {
        self.rating = rating
        self.noteInput = PromptText(note)
        self.takesOutOfPantry = takesOutOfPantry
    }
}
