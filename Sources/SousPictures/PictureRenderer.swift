import CPictures
import Foundation
import SousApp
import SousCore

/// Turns a recipe's encoded picture into a `Picture` of symbol art: gdk-pixbuf decodes it,
/// libchafa picks a symbol and two colours for each cell. Takes milliseconds to tens of
/// milliseconds, so the app runs it off the loop; the command line calls it directly.
public enum PictureRenderer {
    /// A terminal cell's width over its height.
    public static let fontRatio: Float = 0.5

    /// The picture as symbol art within `size` (keeping its aspect ratio), in `mode`'s colours.
    public static func render(_ image: RecipeImage, in size: PictureSize, mode: PictureColorMode) throws(PictureError) -> Picture {
        guard size.columns > 0, size.rows > 0 else { throw .noRoom }
        let fit = pixelsNeeded(for: size)
        let decoded = try DecodedImage(image.data, fitWidth: fit.width, fitHeight: fit.height)
        return try draw(decoded, in: size, mode: mode)
    }

    /// libchafa looks at 8x8 pixels a cell, and a cell is twice as tall as wide: more pixels than
    /// this would only be thrown away, and decoding fewer is what makes a large photo quick.
    static func pixelsNeeded(for size: PictureSize) -> (width: Int, height: Int) {
        (max(64, size.columns * 8), max(64, size.rows * 16))
    }

    /// Draws an already decoded picture (the benchmark times the two halves apart).
    public static func draw(_ image: DecodedImage, in size: PictureSize, mode: PictureColorMode) throws(PictureError) -> Picture {
        guard size.columns > 0, size.rows > 0 else { throw .noRoom }
        var art = SousSymbolArt()
        let status = sous_image_render(image.pointer, Int32(clamping: size.columns), Int32(clamping: size.rows),
                                       colors(mode), fontRatio, &art)
        guard status == SOUS_PICTURE_OK else { throw DecodedImage.error(status, claimed: nil) }
        defer { sous_symbol_art_free(&art) }
        let count = Int(art.columns) * Int(art.rows)
        var cells: [PictureCell] = []
        cells.reserveCapacity(count)
        for index in 0..<count {
            cells.append(PictureCell(character: symbol(art.characters[index]),
                                     foreground: color(art.foregrounds[index], mode: mode),
                                     background: color(art.backgrounds[index], mode: mode)))
        }
        guard let picture = Picture(columns: Int(art.columns), rows: Int(art.rows), cells: cells) else { throw .noRoom }
        return picture
    }

    static func colors(_ mode: PictureColorMode) -> SousPictureColors {
        switch mode {
        case .truecolor: SOUS_PICTURE_TRUECOLOR
        case .palette256: SOUS_PICTURE_INDEXED_240
        case .palette16: SOUS_PICTURE_INDEXED_16
        case .palette8: SOUS_PICTURE_INDEXED_8
        }
    }

    /// chafa's symbol, or a space for anything that is not a printable one-column character
    /// (it never gives one, but a cell must not carry a control character whatever happens).
    static func symbol(_ value: UInt32) -> Character {
        guard let scalar = Unicode.Scalar(value), !TerminalText.isControl(scalar),
              DisplayWidth.of(String(scalar)) == 1 else { return " " }
        return Character(scalar)
    }

    /// -1 is transparent; in the palette modes the value is a colour number.
    static func color(_ value: Int32, mode: PictureColorMode) -> PictureColor? {
        guard value >= 0 else { return nil }
        if mode == .truecolor { return PictureColor(packed: UInt32(value)) }
        return PictureColor(paletteIndex: Int(min(value, 255)))
    }
}
