/// Text arriving between the terminal's paste markers (`ESC[200~` … `ESC[201~`, asked for with
/// `ESC[?2004h`): it is gathered into one `.paste` key instead of one key per character, so a
/// 100 KB paste is one action, and an Enter inside it is text, not a command.
struct BracketedPaste {
    static let enable = "\u{1b}[?2004h"
    static let disable = "\u{1b}[?2004l"
    static let begin = "\u{1b}[200~"
    static let end = "\u{1b}[201~"
    /// Key codes ncurses returns for the markers once `define_key` knows them: far above the
    /// codes it gives to the terminal's own extended keys.
    static let beginCode: Int32 = 0x7F00
    static let endCode: Int32 = 0x7F01
    /// More than any prompt takes; the rest of a bigger paste is dropped as it arrives.
    static let maximumScalars = 1 << 20

    private(set) var text = String.UnicodeScalarView()
    /// Kept apart: counting a scalar view walks it, which per character would make a paste quadratic.
    private var count = 0

    mutating func append(_ value: UInt32) {
        guard count < Self.maximumScalars, let scalar = Unicode.Scalar(value) else { return }
        count += 1
        // Controls stay for now: `ImportedText` drops whole escape sequences, not just their ESC.
        text.append(value == 13 ? "\n" : scalar)
    }
}
