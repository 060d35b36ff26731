import Foundation

/// A 3x5 pixel font for large type: drawn with full blocks it is 5 rows tall, with half blocks 3.
/// One bitmap table for both sizes keeps them alike.
public enum BlockFont {
    /// Each glyph is five rows of three pixels, "#" set.
    static let glyphs: [Character: [String]] = [
        "A": [".#.", "#.#", "###", "#.#", "#.#"], "B": ["##.", "#.#", "##.", "#.#", "##."],
        "C": [".##", "#..", "#..", "#..", ".##"], "D": ["##.", "#.#", "#.#", "#.#", "##."],
        "E": ["###", "#..", "##.", "#..", "###"], "F": ["###", "#..", "##.", "#..", "#.."],
        "G": [".##", "#..", "#.#", "#.#", ".##"], "H": ["#.#", "#.#", "###", "#.#", "#.#"],
        "I": ["###", ".#.", ".#.", ".#.", "###"], "J": ["..#", "..#", "..#", "#.#", ".#."],
        "K": ["#.#", "#.#", "##.", "#.#", "#.#"], "L": ["#..", "#..", "#..", "#..", "###"],
        "M": ["#.#", "###", "###", "#.#", "#.#"], "N": ["##.", "#.#", "#.#", "#.#", "#.#"],
        "O": [".#.", "#.#", "#.#", "#.#", ".#."], "P": ["##.", "#.#", "##.", "#..", "#.."],
        "Q": [".#.", "#.#", "#.#", "##.", ".##"], "R": ["##.", "#.#", "##.", "#.#", "#.#"],
        "S": [".##", "#..", ".#.", "..#", "##."], "T": ["###", ".#.", ".#.", ".#.", ".#."],
        "U": ["#.#", "#.#", "#.#", "#.#", "###"], "V": ["#.#", "#.#", "#.#", "#.#", ".#."],
        "W": ["#.#", "#.#", "###", "###", "#.#"], "X": ["#.#", "#.#", ".#.", "#.#", "#.#"],
        "Y": ["#.#", "#.#", ".#.", ".#.", ".#."], "Z": ["###", "..#", ".#.", "#..", "###"],
        "0": ["###", "#.#", "#.#", "#.#", "###"], "1": [".#.", "##.", ".#.", ".#.", "###"],
        "2": ["##.", "..#", ".#.", "#..", "###"], "3": ["##.", "..#", ".#.", "..#", "##."],
        "4": ["#.#", "#.#", "###", "..#", "..#"], "5": ["###", "#..", "##.", "..#", "##."],
        "6": [".##", "#..", "###", "#.#", "###"], "7": ["###", "..#", ".#.", ".#.", ".#."],
        "8": ["###", "#.#", "###", "#.#", "###"], "9": ["###", "#.#", "###", "..#", "##."],
        ".": ["...", "...", "...", "...", ".#."], ",": ["...", "...", "...", ".#.", "#.."],
        ":": ["...", ".#.", "...", ".#.", "..."], ";": ["...", ".#.", "...", ".#.", "#.."],
        "!": [".#.", ".#.", ".#.", "...", ".#."], "?": ["##.", "..#", ".#.", "...", ".#."],
        "-": ["...", "...", "###", "...", "..."], "'": [".#.", ".#.", "...", "...", "..."],
        "\"": ["#.#", "#.#", "...", "...", "..."], "(": [".#.", "#..", "#..", "#..", ".#."],
        ")": [".#.", "..#", "..#", "..#", ".#."], "/": ["..#", "..#", ".#.", "#..", "#.."],
        "%": ["#.#", "..#", ".#.", "#..", "#.#"], "&": [".#.", "#.#", ".#.", "#.#", ".##"],
        "+": ["...", ".#.", "###", ".#.", "..."], "°": [".#.", "#.#", ".#.", "...", "..."],
        "*": ["#.#", ".#.", "#.#", "...", "..."], "=": ["...", "###", "...", "###", "..."],
    ]

    /// The sizes, largest first.
    public enum Size: CaseIterable, Sendable {
        case five, three
        public var rows: Int { self == .five ? 5 : 3 }
    }

    /// Text as the font can draw it: accents dropped, fractions spelt out, upper case; nil when some
    /// character has no glyph (the caller then uses normal text).
    public static func normalized(_ text: String) -> String? {
        var out = ""
        let replacements: [Character: String] = ["½": "1/2", "¼": "1/4", "¾": "3/4", "⅓": "1/3", "⅔": "2/3",
                                                 "–": "-", "—": "-", "’": "'", "‘": "'", "“": "\"", "”": "\""]
        for character in text {
            if let replacement = replacements[character] { out += replacement; continue }
            out.append(character)
        }
        let folded = out.folding(options: [.diacriticInsensitive], locale: nil).uppercased()
        for character in folded where !character.isWhitespace && glyphs[character] == nil { return nil }
        return folded
    }

    /// The rows of one word drawn at `size`, each `3 * count + (count - 1)` columns wide.
    public static func render(word: String, size: Size) -> [String] {
        let pixels = word.compactMap { glyphs[$0] }
        var rows = Array(repeating: "", count: size.rows)
        for (index, glyph) in pixels.enumerated() {
            for row in 0..<size.rows {
                if index > 0 { rows[row] += " " }
                rows[row] += cells(glyph, row: row, size: size)
            }
        }
        return rows
    }

    private static func cells(_ glyph: [String], row: Int, size: Size) -> String {
        func on(_ r: Int, _ c: Int) -> Bool {
            guard r < glyph.count else { return false }
            let line = Array(glyph[r])
            return c < line.count && line[c] == "#"
        }
        var out = ""
        for column in 0..<3 {
            switch size {
            case .five:
                out += on(row, column) ? "█" : " "
            case .three:
                let top = on(row * 2, column), bottom = on(row * 2 + 1, column)
                out += top && bottom ? "█" : top ? "▀" : bottom ? "▄" : " "
            }
        }
        return out
    }

    /// Columns a word takes at any size.
    public static func width(ofWord word: String) -> Int { word.isEmpty ? 0 : word.count * 4 - 1 }
}
