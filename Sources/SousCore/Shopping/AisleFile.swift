/// The aisles the household has chosen, as the Cooklang tools keep them in the library's folder
/// (`config/aisle.conf`, the grammar of cooklang-rs's aisle module): one category a `[name]`
/// line, then the ingredients found there, one a line, names of one food separated by `|`;
/// `//` starts a comment.
///
///     [produce]
///     tomato|tomatoes
///     [deli]
///     olives
///
/// sous reads the categories whose names it knows as aisles ("produce", "dairy", "Meat &
/// fish", ...); others stay in the file as they are. When an aisle is chosen in sous, the food's
/// line moves to that aisle's category (added when missing) and every other line is kept.
public enum AisleFile {
    public static let path = "config/aisle.conf"

    /// Each food's aisle, by its list key, from the categories sous knows.
    public static func read(_ text: String) -> [String: Aisle] {
        var aisles: [String: Aisle] = [:]
        var current: Aisle?
        for line in lines(of: text) {
            switch line {
            case .category(let name): current = Aisle(named: name)
            case .foods(let names):
                guard let current else { continue }
                for name in names {
                    let key = ShoppingName.key(for: name)
                    if !key.isEmpty { aisles[key] = current }
                }
            case .other: continue
            }
        }
        return aisles
    }

    /// `text` with each food of `aisles` under its aisle's category: a food already there is
    /// left alone; one elsewhere has its line moved; a new one gets a line of its key and the
    /// names recipes give it (`names`, "tomato|tomatoes"), as the Cooklang tools look foods up
    /// by name. Everything else (comments, other categories, foods sous has no aisle for) is
    /// kept as it was.
    public static func update(_ text: String, with aisles: [String: Aisle], names: [String: [String]] = [:]) -> String {
        var rows = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        for (key, aisle) in aisles.sorted(by: { $0.key < $1.key }) {
            var moved: String?
            var category: Aisle?
            var index = 0
            var placed = false
            while index < rows.count {
                let line = parse(rows[index])
                if case .category(let name) = line { category = Aisle(named: name) }
                if case .foods(let names) = line, names.contains(where: { ShoppingName.key(for: $0) == key }) {
                    if category == aisle {
                        placed = true
                        break
                    }
                    moved = moved ?? rows[index].trimmingCharacters(in: .whitespaces)
                    rows.remove(at: index)
                    continue
                }
                index += 1
            }
            if placed { continue }
            insert(moved ?? line(for: key, names: names[key] ?? []), under: aisle, into: &rows)
        }
        return rows.isEmpty ? "" : rows.joined(separator: "\n") + "\n"
    }

    /// Adds `line` at the end of the first category of `aisle`, or in a new one at the end.
    private static func insert(_ line: String, under aisle: Aisle, into rows: inout [String]) {
        guard let header = rows.firstIndex(where: { if case .category(let name) = parse($0) { return Aisle(named: name) == aisle }; return false }) else {
            if let last = rows.last, !last.trimmingCharacters(in: .whitespaces).isEmpty { rows.append("") }
            rows += ["[\(aisle.rawValue)]", line]
            return
        }
        var end = header + 1
        while end < rows.count {
            if case .category = parse(rows[end]) { break }
            end += 1
        }
        // After the category's last food, before the blank lines that part it from the next.
        while end > header + 1, rows[end - 1].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
        rows.insert(line, at: end)
    }

    private enum Line {
        case category(String)
        case foods([String])
        case other
    }

    private static func lines(of text: String) -> [Line] {
        text.split(whereSeparator: \.isNewline).map { parse(String($0)) }
    }

    private static func parse(_ raw: String) -> Line {
        let content = (raw.range(of: "//").map { String(raw[..<$0.lowerBound]) } ?? raw).trimmingCharacters(in: .whitespaces)
        guard !content.isEmpty else { return .other }
        if content.hasPrefix("["), content.hasSuffix("]") {
            return .category(String(content.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces))
        }
        let names = content.split(separator: "|").map { ImportedText.clean(String($0)).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return names.isEmpty ? .other : .foods(names)
    }

    /// "tomato|tomatoes": the key, then each other name once.
    private static func line(for key: String, names: [String]) -> String {
        var seen = Set<String>()
        return ([key] + names).map(clean).filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }.joined(separator: "|")
    }

    /// A food's name as a line: no characters the grammar reserves.
    private static func clean(_ name: String) -> String {
        ImportedText.clean(name).replacingOccurrences(of: "|", with: " ").replacingOccurrences(of: "[", with: "(")
            .replacingOccurrences(of: "]", with: ")").replacingOccurrences(of: "//", with: "/").trimmingCharacters(in: .whitespaces)
    }
}
