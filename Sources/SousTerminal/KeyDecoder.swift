import CNCursesw
import SousApp

/// Turns what `wget_wch` returns into sous's `Key`, keeping ncurses' numbering out of the app.
enum KeyDecoder {
    /// A function-key code from ncurses (`wget_wch` returned KEY_CODE_YES).
    static func decode(keyCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME, KEY_A1: return .home
        case KEY_END, KEY_C1: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_BTAB: return .backTab
        default:
            let first = sous_key_f(1)
            if code >= first, code <= sous_key_f(63) { return .function(Int(code - first) + 1) }
            return nil
        }
    }

    /// A character from ncurses (`wget_wch` returned OK): control codes become keys.
    static func decode(character value: UInt32) -> Key? {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 27: return .escape
        case 1...26:
            // Ctrl-A is 1: the letter is 'a' + value - 1.
            return .ctrl(Character(Unicode.Scalar(UInt8(96 + value))))
        case 0..<32, 128..<160:
            return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .char(Character(scalar))
        }
    }
}
