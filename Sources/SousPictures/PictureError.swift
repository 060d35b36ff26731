/// Why a picture cannot be shown, with a sentence for the user.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a picture the decoder can read: unknown, broken or cut short before its first rows.
    case unreadable
    /// Its header claims more pixels than sous decodes.
    case tooLarge(width: Int, height: Int)
    /// No cells to draw into.
    case noRoom
    /// gdk-pixbuf or libchafa is not installed; the sentence names the package.
    case libraryMissing(String)

    public var description: String {
        switch self {
        case .unreadable: "the picture is damaged or in a format this system cannot read"
        case .tooLarge(let width, let height) where width > 0 && height > 0:
            "the picture is too large to decode (\(width)x\(height) pixels)"
        case .tooLarge: "the picture is too large to decode"
        case .noRoom: "there is no room to draw the picture"
        case .libraryMissing(let sentence): sentence
        }
    }
}
