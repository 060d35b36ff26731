import Foundation

/// A colour as themes write it: 24-bit RGB, or the terminal's own default.
public enum Color: Hashable, Sendable {
    case terminalDefault
    case rgb(UInt8, UInt8, UInt8)

    /// Parses "#RRGGBB" or "RRGGBB"; "default" gives `.terminalDefault`.
    public init?(hex: String) {
        var text = hex.trimmingCharacters(in: .whitespaces).lowercased()
        if text == "default" || text == "none" { self = .terminalDefault; return }
        if text.hasPrefix("#") { text.removeFirst() }
        guard text.count == 6, let value = UInt32(text, radix: 16) else { return nil }
        self = .rgb(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}
