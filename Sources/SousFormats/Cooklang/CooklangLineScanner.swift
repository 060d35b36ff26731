/// Splits one line of a Cooklang step into text and `@`/`#`/`~` references.
/// Backslash before ASCII punctuation makes that character plain text (`\@`, `\{`), so
/// `CooklangWriter` can write any step text without it being misread as markup.
struct CooklangLineScanner {
    let characters: [Character]
    /// Where each character starts in `text`, and the text's end: a run of characters is cut from
    /// the text itself rather than built again one character at a time.
    private let starts: [String.Index]
    private let text: String
    let line: Int
    let fileName: String

    init(_ text: String, line: Int, fileName: String) {
        self.text = text
        var characters: [Character] = []
        var starts: [String.Index] = []
        // At most one character per byte: room once instead of growing as they come.
        characters.reserveCapacity(text.utf8.count)
        starts.reserveCapacity(text.utf8.count + 1)
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            characters.append(text[index])
            starts.append(index)
            index = next
        }
        starts.append(text.endIndex)
        self.characters = characters
        self.starts = starts
        self.line = line
        self.fileName = fileName
    }

    /// The characters in `range`, as a string.
    private func string(_ range: Range<Int>) -> String {
        String(text[starts[range.lowerBound]..<starts[range.upperBound]])
    }

    /// The items of `text`; a line with no marker and no backslash is text alone, read
    /// without the scanner.
    static func items(_ text: String, line: Int, fileName: String) throws(RecipeFileError) -> [CooklangItem] {
        let plain = !text.utf8.contains { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "\\") }
        if plain { return text.isEmpty ? [] : [.text(text)] }
        return try CooklangLineScanner(text, line: line, fileName: fileName).scan()
    }

    func scan() throws(RecipeFileError) -> [CooklangItem] {
        var items: [CooklangItem] = []
        var text = ""
        // Plain text is cut from the line a run at a time, not built a character at a time.
        var runStart = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, CooklangLineScanner.isEscapable(characters[index + 1]) {
                text += string(runStart..<index)
                text.append(characters[index + 1])
                index += 2
                runStart = index
                continue
            }
            if character == "@" || character == "#" || character == "~",
               let (item, next) = try component(marker: character, at: index) {
                text += string(runStart..<index)
                if !text.isEmpty { items.append(.text(text)); text = "" }
                items.append(item)
                index = next
                runStart = index
                continue
            }
            index += 1
        }
        text += string(runStart..<characters.count)
        if !text.isEmpty { items.append(.text(text)) }
        return items
    }

    static func isEscapable(_ character: Character) -> Bool {
        character.isASCII && (character.isPunctuation || character.isSymbol)
    }

    /// Reads a reference starting at the marker; nil when the marker is just text (`@ x`).
    private func component(marker: Character, at markerIndex: Int) throws(RecipeFileError) -> (CooklangItem, Int)? {
        let start = markerIndex + 1
        guard start < characters.count else { return nil }
        let first = characters[start]
        if first.isWhitespace { return nil }
        if first == "{" && marker != "~" { return nil }

        // A multi-word name runs to a `{` on the same line, unless another reference starts first.
        var brace: Int?
        var scan = start
        while scan < characters.count {
            let character = characters[scan]
            if character == "{" { brace = scan; break }
            if character == "@" || character == "#" || character == "~" || character == "}" || character == "\\" { break }
            scan += 1
        }

        let name: String
        var content: String?
        var end: Int
        if let brace {
            name = string(start..<brace).cooklangTrimmed()
            guard let close = characters[(brace + 1)...].firstIndex(of: "}") else {
                let shown = name.isEmpty ? String(marker) : "\(marker)\(name)"
                throw RecipeFileError(fileName: fileName, line: line,
                                      message: "The “{” after “\(shown)” is never closed; add a “}” before the end of the line.")
            }
            content = string((brace + 1)..<close)
            end = close + 1
        } else {
            var stop = start
            while stop < characters.count, isWordCharacter(at: stop) { stop += 1 }
            guard stop > start else { return nil }
            name = string(start..<stop)
            end = stop
        }

        switch marker {
        case "@":
            var ingredient = CooklangIngredient(name: name)
            if let content {
                var body = content.cooklangTrimmed()
                if body.hasPrefix("=") {
                    ingredient.isFixed = true
                    body.removeFirst()
                }
                let (amount, units) = CooklangLineScanner.splitUnits(body)
                ingredient.quantityText = amount
                ingredient.quantity = CooklangQuantity(parsing: amount)
                ingredient.units = units
            }
            if end < characters.count, characters[end] == "(",
               let close = characters[(end + 1)...].firstIndex(of: ")") {
                let note = string((end + 1)..<close).cooklangTrimmed()
                ingredient.preparation = note.isEmpty ? nil : note
                end = close + 1
            }
            return (.ingredient(ingredient), end)
        case "#":
            let (amount, _) = CooklangLineScanner.splitUnits(content ?? "")
            return (.cookware(CooklangCookware(name: name, quantity: CooklangQuantity(parsing: amount))), end)
        default:
            let (amount, units) = CooklangLineScanner.splitUnits(content ?? "")
            return (.timer(CooklangTimer(name: name, quantity: CooklangQuantity(parsing: amount),
                                         quantityText: amount, units: units)), end)
        }
    }

    /// A single-word name stops at white space or punctuation; a hyphen or underscore
    /// between word characters stays inside ("sun-dried").
    private func isWordCharacter(at index: Int) -> Bool {
        let character = characters[index]
        if character.isWhitespace || character == "~" { return false }
        if !character.isPunctuation { return true }
        guard character == "-" || character == "_", index + 1 < characters.count else { return false }
        let next = characters[index + 1]
        return !next.isWhitespace && !next.isPunctuation && next != "~"
    }

    static func splitUnits(_ content: String) -> (amount: String, units: String) {
        guard let percent = content.firstIndex(of: "%") else {
            return (content.cooklangTrimmed(), "")
        }
        return (content[..<percent].cooklangTrimmed(),
                content[content.index(after: percent)...].cooklangTrimmed())
    }
}
