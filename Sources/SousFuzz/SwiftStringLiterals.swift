/// Pulls the string literals out of Swift test sources, so the fixtures the tests already hold
/// become fuzz seeds without keeping a second copy of them. Good enough for seeds: escapes are
/// decoded, interpolations are left as written.
enum SwiftStringLiterals {
    static func literals(in source: String) -> [String] {
        var literals: [String] = []
        var rest = Substring(source)
        while let quote = rest.firstIndex(of: "\"") {
            rest = rest[quote...]
            if rest.hasPrefix("\"\"\"") {
                // Multi-line: the closing delimiter's indentation is stripped from every line.
                rest = rest.dropFirst(3)
                guard let end = rest.range(of: "\"\"\"") else { break }
                let body = rest[..<end.lowerBound]
                rest = rest[end.upperBound...]
                var lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                let indent = lines.last.map { $0.prefix(while: { $0 == " " }).count } ?? 0
                if let last = lines.last, last.allSatisfy({ $0 == " " }) { lines = lines.dropLast() }
                literals.append(decode(lines.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }
                    .joined(separator: "\n")))
            } else {
                rest = rest.dropFirst()
                var body = ""
                var escaped = false
                while let c = rest.first, c != "\n" {
                    rest = rest.dropFirst()
                    if escaped { body.append(c); escaped = false; continue }
                    if c == "\\" { body.append(c); escaped = true; continue }
                    if c == "\"" { break }
                    body.append(c)
                }
                literals.append(decode(body))
            }
        }
        return literals.filter { !$0.isEmpty }
    }

    /// Decodes the common escapes (\n \t \" \\ \u{...}); others stay as written.
    static func decode(_ text: String) -> String {
        var out = ""
        var chars = Substring(text)
        while let c = chars.first {
            chars = chars.dropFirst()
            guard c == "\\", let next = chars.first else { out.append(c); continue }
            chars = chars.dropFirst()
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\"", "\\", "'": out.append(next)
            case "u":
                if chars.first == "{", let close = chars.firstIndex(of: "}"),
                   let value = UInt32(chars[chars.index(after: chars.startIndex)..<close], radix: 16),
                   let scalar = Unicode.Scalar(value) {
                    out.unicodeScalars.append(scalar)
                    chars = chars[chars.index(after: close)...]
                } else {
                    out.append("\\u")
                }
            default: out.append("\\"); out.append(next)
            }
        }
        return out
    }
}
