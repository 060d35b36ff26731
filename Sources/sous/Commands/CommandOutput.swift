import Foundation
import SousCore

/// The only way the command line writes text for people, on stdout or stderr: every line passes
/// `TerminalText.visible`, so a control character left in the library (or in an error message
/// that quotes a file) shows as `^[` instead of acting on the terminal. JSON goes out through
/// `json`, already escaped by the encoder.
enum CommandOutput {
    static func line(_ text: String = "", terminator: String = "\n") {
        write(TerminalText.visible(text) + terminator, to: .standardOutput)
    }

    static func json(_ text: String) {
        write(text + "\n", to: .standardOutput)
    }

    /// JSON when `json` (the command's `--json`), else the lines for people.
    static func print(json: Bool, _ text: () throws -> String, else lines: () throws -> [String]) rethrows {
        if json { self.json(try text()) } else { for shown in try lines() { line(shown) } }
    }

    /// A picture's rows from `PicturePrinter`: the one output that carries escapes, the colour codes
    /// sous made itself from the cells' colours (the cells hold only chafa's symbols).
    static func picture(_ lines: [String]) {
        write(lines.map { $0 + "\n" }.joined(), to: .standardOutput)
    }

    static func error(_ text: String, terminator: String = "\n") {
        write(TerminalText.visible(text) + terminator, to: .standardError)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
