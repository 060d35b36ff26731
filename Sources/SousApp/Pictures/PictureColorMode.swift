/// Which colours a picture is drawn with: 24-bit, or the terminal's palette. Chosen once for the
/// terminal, and part of a cached picture's key.
public enum PictureColorMode: String, Hashable, Sendable, CaseIterable {
    /// Any 24-bit colour.
    case truecolor
    /// Colours 16-255 (the xterm cube and grey ramp): the first 16 are left out, as for themes,
    /// because users retheme them.
    case palette256
    /// The 16 base colours.
    case palette16
    /// The 8 base colours.
    case palette8

    /// For the full-screen app: what the terminal backend can put on screen, which is what
    /// terminfo says (a 256-colour entry cannot carry 24-bit colours, whatever COLORTERM says).
    /// Nil on a terminal without colours, where symbol art would be noise.
    public init?(terminalColors colors: Int) {
        switch colors {
        case (1 << 24)...: self = .truecolor
        case 256...: self = .palette256
        case 16...: self = .palette16
        case 8...: self = .palette8
        default: return nil
        }
    }

    /// For printing straight to a terminal (`sous show --image`): 24-bit when COLORTERM says the
    /// terminal takes it, else by TERM's name; the 16 base colours when TERM says nothing useful
    /// (output to a file or a pipe).
    public init(environment: [String: String]) {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        let term = environment["TERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.contains("direct") {
            self = .truecolor
        } else if term.contains("256color") {
            self = .palette256
        } else if term == "linux" || term == "ansi" || term.hasPrefix("vt") {
            self = .palette8
        } else {
            self = .palette16
        }
    }
}
