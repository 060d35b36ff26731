/// Finds the line of a key in TOML text. TOMLKit reports lines only for syntax errors, but a wrong
/// colour is just as much worth pointing at, so semantic errors are located by scanning the text.
/// It understands `[table]` headers, dotted keys and one-line inline tables, which covers the way
/// theme files are written; anything stranger just yields no line.
struct TOMLKeyLocator {
    private let lines: [Substring]

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based line defining `path` (e.g. ["roles", "text", "bg"]), or nil.
    func line(of path: [String]) -> Int? {
        var table: [String] = []
        var nearMiss: Int?
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingSpaces
            if line.first == "[" {
                let inner = line.drop { $0 == "[" }.prefix { $0 != "]" }
                table = Self.keyPath(inner)
                if table == path { return index + 1 }
                continue
            }
            guard let equals = line.firstIndex(of: "="), line.first != "#" else { continue }
            let full = table + Self.keyPath(line[..<equals])
            if full == path { return index + 1 }
            // `text = { fg = "x" }` under [roles]: the key sits inside an inline table on this line.
            if full.count < path.count, Array(path.prefix(full.count)) == full,
               line[equals...].contains(path.last ?? "") {
                return index + 1
            }
            if nearMiss == nil, full.last == path.last { nearMiss = index + 1 }
        }
        return nearMiss
    }

    /// Splits `roles."timer_bar" ` into ["roles", "timer_bar"].
    private static func keyPath(_ text: Substring) -> [String] {
        text.split(separator: ".").map { part in
            String(part.trimmingSpaces.stripping(["\"", "'"]))
        }
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
        return self[start...last]
    }

    func stripping(_ set: Set<Character>) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result.removeFirst() }
        while let last = result.last, set.contains(last) { result.removeLast() }
        return result
    }
}
