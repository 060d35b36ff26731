import SousApp

/// Writes a picture as lines of text with SGR colour escapes, for `sous show --image`. The escapes
/// are made here from the cells' colours, and the cells hold only chafa's symbols: nothing from the
/// picture's bytes reaches the terminal as a control sequence.
public enum PicturePrinter {
    static let escape = "\u{1B}["

    /// One string per row, each ending with a reset so the shell's colours come back.
    public static func lines(_ picture: Picture, mode: PictureColorMode) -> [String] {
        (0..<picture.rows).map { row in
            var line = ""
            var colours: [PictureColor?]? = nil
            for column in 0..<picture.columns {
                let cell = picture[column, row]
                // A colour code only where the colours change: a photo's runs of sky or plate cost one.
                if colours != [cell.foreground, cell.background] {
                    line += escape + "0;" + code(cell.foreground, mode: mode, background: false) + ";"
                        + code(cell.background, mode: mode, background: true) + "m"
                    colours = [cell.foreground, cell.background]
                }
                line.append(printable(cell.character) ? cell.character : " ")
            }
            return line + escape + "0m"
        }
    }

    /// One scalar, not a C0 or C1 control: chafa's symbols always are, and nothing else gets out.
    static func printable(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let value = scalars.first?.value else { return false }
        return value >= 0x20 && !(0x7F...0x9F).contains(value)
    }

    /// The SGR parameters for one colour: 24-bit, a 256-colour number, or one of the 16.
    static func code(_ color: PictureColor?, mode: PictureColorMode, background: Bool) -> String {
        guard let color else { return background ? "49" : "39" }
        switch mode {
        case .truecolor:
            return (background ? "48;2;" : "38;2;") + "\(color.red);\(color.green);\(color.blue)"
        case .palette256:
            return (background ? "48;5;" : "38;5;") + String(XtermPalette.nearest(color.red, color.green, color.blue, colors: 256))
        case .palette16, .palette8:
            let index = XtermPalette.nearest(color.red, color.green, color.blue, colors: mode == .palette16 ? 16 : 8)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + index % 8)
        }
    }
}
