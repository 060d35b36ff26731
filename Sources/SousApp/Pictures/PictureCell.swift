/// One cell of a picture: a one-column symbol (a block element, a box-drawing line or a space) and
/// its colours. Nil colours let the screen's own show through (a transparent part of a picture).
public struct PictureCell: Hashable, Sendable {
    public var character: Character
    public var foreground: PictureColor?
    public var background: PictureColor?

    public init(character: Character, foreground: PictureColor?, background: PictureColor?) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}
