import Foundation
import SousApp
import SousCore
import SousPictures
#if canImport(Glibc)
import Glibc
#endif

/// `sous show RECIPE --image`: the recipe's picture as symbol art on standard output, as wide as
/// the terminal (or `--width`), in the colours COLORTERM and TERM say the terminal has.
public enum ShowPicture {
    public static let widths = 1...1000
    /// Without a terminal to measure (a pipe, a file): a width that reads well in most.
    static let defaultWidth = 60

    /// The picture's rows, with the colour codes sous made itself from the cells' colours.
    public static func lines(_ recipe: Recipe, width: Int?, environment: [String: String]) throws -> [String] {
        guard let image = recipe.image else { throw ServiceFailure("\"\(recipe.title)\" has no picture.") }
        let mode = PictureColorMode(environment: environment)
        let picture: Picture
        do {
            picture = try PictureRenderer.render(image, in: size(width: width), mode: mode)
        } catch {
            throw ServiceFailure("The picture of \"\(recipe.title)\" cannot be shown: \(error).")
        }
        return PicturePrinter.lines(picture, mode: mode)
    }

    /// The room given: `width` columns, or the terminal's width less one; as many rows as the
    /// picture needs, within the terminal's height when the width is the terminal's.
    static func size(width: Int?) -> PictureSize {
        let terminal = terminalSize()
        if let width { return PictureSize(columns: width, rows: width) }
        guard let terminal else { return PictureSize(columns: defaultWidth, rows: defaultWidth) }
        return PictureSize(columns: max(1, terminal.columns - 1), rows: max(1, terminal.rows - 2))
    }

    /// The size of the terminal on standard output, nil when it is not a terminal.
    static func terminalSize() -> (columns: Int, rows: Int)? {
        guard isatty(1) == 1 else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
