/// The one function text passes on its way out to a terminal, a file or another program (command
/// output, error messages, exports, notifications, read-aloud): the second wall behind
/// `ImportedText`. Any control character still present is turned into a visible form, so it can be
/// seen and cannot act: C0 controls in caret notation (ESC as `^[`, BEL as `^G`, CR as `^M`),
/// DEL as `^?`, C1 and bidi controls as `\u009b`. Tab and newline stay, as text needs them.
public enum TerminalText {
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                shown.append(scalar)
                continue
            }
            shown.append(contentsOf: visibleForm(of: scalar).unicodeScalars)
        }
        return String(shown)
    }

    /// A single line (a status line, a notification title): line breaks shown as `^J` too.
    public static func visibleLine(_ text: String) -> String {
        let shown = visible(text)
        return shown.contains("\n") ? shown.replacingOccurrences(of: "\n", with: "^J") : shown
    }

    /// A file name, or any one field of a one-line report that may quote one: line breaks and tabs
    /// shown as `\n` and `\t`, the way people type them in a shell, other controls as `visible`
    /// shows them. Idempotent, so a name already shown this way can pass again.
    public static func visibleName(_ text: String) -> String {
        let shown = visible(text)
        guard shown.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r\n" }) else { return shown }
        var out = ""
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        ImportedText.isDropped(scalar)
    }

    /// Any character that moves the cursor or changes the terminal's state, tab and newline
    /// included: none of them may be drawn into a screen cell.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || needsEscape(scalar)
    }

    static func visibleForm(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00...0x1F:
            return "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
        case 0x7F:
            return "^?"
        default:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
