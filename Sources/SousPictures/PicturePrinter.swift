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
            var current: (PictureColor?, PictureColor?)? = nil
            for column in 0..<picture.columns {
                let cell = picture[column, row]
                if current == nil || current!.0 != cell.foreground || current!.1 != cell.background {
                    line += escape + "0;" + code(cell.foreground, mode: mode, background: false) + ";"
                        + code(cell.background, mode: mode, background: true) + "m"
                    current = (cell.foreground, cell.background)
                }
                let scalars = cell.character.unicodeScalars
                line.append(scalars.count == 1 && scalars.first!.value >= 0x20 && scalars.first!.value != 0x7F
                            && !(0x80...0x9F).contains(scalars.first!.value) ? cell.character : " ")
            }
            return line + escape + "0m"
        }
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
