import Foundation

/// Measures how deeply JSON text nests before any parser sees it, so hostile input
/// (an array nested 10,000 levels deep) is refused instead of exhausting the stack.
public enum JSONNesting {
    public static let maximumDepth = 200

    /// True when no array or object in `bytes` nests deeper than `limit` (strings are skipped).
    public static func isWithinLimit(_ bytes: some Collection<UInt8>, limit: Int = maximumDepth) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false }
                else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return false }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return true
    }

    /// Parses JSON with Foundation after the depth check; nil for malformed or too-deep text.
    public static func parse(_ data: Data) -> Any? {
        guard isWithinLimit(data) else { return nil }
        return try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }
}
