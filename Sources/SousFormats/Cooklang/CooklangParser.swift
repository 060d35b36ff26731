import Foundation

/// Parses Cooklang text (specification v7 plus notes, sections, block comments,
/// preparations, fixed quantities and the older `>> key: value` metadata) into a
/// `CooklangDocument`. Errors name the file and the line.
public enum CooklangParser {
    public static func parse(_ source: String, fileName: String? = nil) throws(RecipeFileError) -> CooklangDocument {
        let fileLabel = fileName ?? "recipe"
        var text = source[...]
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // "\n", "\r\n" and "\r" all end a line.
        let lines = CooklangText.lines(text).map(String.init)

        var document = CooklangDocument()
        var bodyStart = 0
        if let first = lines.first, isFence(first),
           let close = lines.indices.dropFirst().first(where: { isFence(lines[$0]) }) {
            let (values, keys) = CooklangFrontMatter.parse(lines[1..<close].joined(separator: "\n"))
            document.metadata = values
            document.metadataKeys = keys
            bodyStart = close + 1
        }

        var builder = Builder(fileName: fileLabel)
        for line in logicalLines(Array(lines[bodyStart...]), firstLineNumber: bodyStart + 1) {
            let (content, hadLineComment) = stripLineComment(line.text)
            let trimmed = content.cooklangTrimmed()
            if trimmed.isEmpty {
                // A line that only held a comment is not a paragraph break.
                if !(hadLineComment || line.hadBlockComment) { builder.endBlock() }
                continue
            }
            if trimmed.hasPrefix(">>") {
                builder.endBlock()
                let body = trimmed.dropFirst(2)
                if let colon = body.firstIndex(of: ":") {
                    let key = body[..<colon].cooklangTrimmed()
                    let value = body[body.index(after: colon)...].cooklangTrimmed()
                    if !key.isEmpty {
                        if document.metadata[key] == nil { document.metadataKeys.append(key) }
                        document.metadata[key] = .string(value)
                    }
                }
            } else if trimmed.hasPrefix(">") {
                builder.addNoteLine(unescape(String(trimmed.dropFirst())).cooklangTrimmed())
            } else if trimmed.hasPrefix("=") {
                builder.endBlock()
                let name = unescape(trimmed[...].trimmed(where: { $0 == "=" || $0 == " " || $0 == "\t" }))
                builder.section = name.isEmpty ? nil : name
                if !name.isEmpty { document.sections.append(name) }
            } else {
                let items = try CooklangLineScanner.items(content, line: line.number, fileName: fileLabel)
                builder.addStepLine(items, line: line.number)
            }
        }
        builder.endBlock()
        document.steps = builder.steps
        document.notes = builder.notes
        return document
    }

    private static func isFence(_ line: String) -> Bool {
        line.cooklangTrimmed() == "---"
    }

    /// Turns a backslash before ASCII punctuation into that character, for notes and headings.
    static func unescape(_ text: String) -> String {
        var result = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            if character == "\\" {
                if let next = characters.next() {
                    if !CooklangLineScanner.isEscapable(next) { result.append(character) }
                    result.append(next)
                } else {
                    result.append(character)
                }
            } else {
                result.append(character)
            }
        }
        return result
    }

    struct LogicalLine {
        var text: String
        var number: Int
        var hadBlockComment: Bool
    }

    /// Removes `[- ... -]` comments, which may span lines: text after a multi-line comment
    /// joins the line where the comment began, and that line keeps its original number.
    /// An unclosed `[-` is left as text, since dropping the rest of a file would lose data.
    static func logicalLines(_ lines: [String], firstLineNumber: Int) -> [LogicalLine] {
        // Without a "[-" anywhere there is no block comment, and every line stands alone.
        if !lines.contains(where: { CooklangText.containsPair($0, UInt8(ascii: "["), UInt8(ascii: "-")) }) {
            return lines.enumerated().map { offset, line in
                LogicalLine(text: line, number: firstLineNumber + offset, hadBlockComment: false)
            }
        }
        let characters = Array(lines.joined(separator: "\n"))
        var result: [LogicalLine] = []
        var current = LogicalLine(text: "", number: firstLineNumber, hadBlockComment: false)
        var lineNumber = firstLineNumber
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                result.append(current)
                lineNumber += 1
                current = LogicalLine(text: "", number: lineNumber, hadBlockComment: false)
                index += 1
                continue
            }
            if character == "\\", index + 1 < characters.count, characters[index + 1] != "\n" {
                current.text.append(character)
                current.text.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "[", index + 1 < characters.count, characters[index + 1] == "-",
               let close = closingComment(in: characters, from: index + 2) {
                lineNumber += characters[index..<close].filter { $0 == "\n" }.count
                current.hadBlockComment = true
                index = close + 2
                continue
            }
            current.text.append(character)
            index += 1
        }
        result.append(current)
        return result
    }

    private static func closingComment(in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index + 1 < characters.count {
            if characters[index] == "-" && characters[index + 1] == "]" { return index }
            index += 1
        }
        return nil
    }

    /// Cuts a `--` comment off the end of a line. A run of three or more hyphens is text,
    /// as the conformance suite expects ("hello ---").
    static func stripLineComment(_ line: String) -> (String, Bool) {
        // Most lines hold no "--" at all: skip the character array.
        if !CooklangText.containsPair(line, UInt8(ascii: "-"), UInt8(ascii: "-")) { return (line, false) }
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            if characters[index] == "\\" { index += 2; continue }
            if characters[index] == "-", index + 1 < characters.count, characters[index + 1] == "-" {
                let before = index > 0 && characters[index - 1] == "-"
                let after = index + 2 < characters.count && characters[index + 2] == "-"
                if !before && !after {
                    return (String(characters[..<index]), true)
                }
                // Skip the whole run so its middle is not mistaken for a comment start.
                var end = index
                while end < characters.count, characters[end] == "-" { end += 1 }
                index = end
                continue
            }
            index += 1
        }
        return (line, false)
    }

    /// Collects lines into steps and notes as paragraphs open and close.
    private struct Builder {
        let fileName: String
        var section: String?
        var steps: [CooklangStep] = []
        var notes: [CooklangNote] = []
        private var stepItems: [CooklangItem] = []
        private var stepLine = 0
        private var noteLines: [String] = []

        init(fileName: String) { self.fileName = fileName }

        mutating func addStepLine(_ items: [CooklangItem], line: Int) {
            endNote()
            if stepItems.isEmpty {
                stepLine = line
            } else {
                append(.text(" "))
            }
            for item in items { append(item) }
        }

        mutating func addNoteLine(_ text: String) {
            endStep()
            noteLines.append(text)
        }

        mutating func endBlock() {
            endStep()
            endNote()
        }

        private mutating func append(_ item: CooklangItem) {
            if case .text(let more) = item, case .text(let previous)? = stepItems.last {
                stepItems[stepItems.count - 1] = .text(previous + more)
            } else {
                stepItems.append(item)
            }
        }

        private mutating func endStep() {
            var items = stepItems
            stepItems = []
            if case .text(let first)? = items.first {
                items[0] = .text(String(first.drop(while: \.isWhitespace)))
            }
            if case .text(let last)? = items.last {
                var end = last.endIndex
                while end != last.startIndex, last[last.index(before: end)].isWhitespace { end = last.index(before: end) }
                items[items.count - 1] = .text(String(last[..<end]))
            }
            items.removeAll { if case .text(let text) = $0 { return text.isEmpty }; return false }
            if !items.isEmpty { steps.append(CooklangStep(section: section, items: items, line: stepLine)) }
        }

        private mutating func endNote() {
            let text = noteLines.joined(separator: "\n").cooklangTrimmedLines()
            noteLines = []
            if !text.isEmpty { notes.append(CooklangNote(section: section, text: text)) }
        }
    }
}
