import Foundation
import SousCore

/// The words that head a recipe's ingredients, method and notes in the languages sous reads,
/// from `Words/section-headings.txt`: data reviewed like code, not strings buried in the readers.
public struct SectionHeadings: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case ingredients, steps, notes
    }

    /// One heading with its kind and language, as the file lists it.
    public struct Entry: Hashable, Sendable {
        public var kind: Kind
        public var language: String
        public var heading: String
    }

    public let entries: [Entry]
    private let kinds: [String: Kind]

    public init(entries: [Entry]) {
        self.entries = entries
        var kinds: [String: Kind] = [:]
        for entry in entries where kinds[entry.heading] == nil { kinds[entry.heading] = entry.kind }
        self.kinds = kinds
    }

    /// Parses the file's format; a malformed line is an error naming it.
    public init(text: String) throws(DataFileError) {
        var entries: [Entry] = []
        for row in WordFileRows.rows(in: text) {
            guard row.hasFields(3), let kind = Kind(rawValue: row.fields[0]) else {
                throw DataFileError(file: "section-headings.txt", line: row.number, "should be KIND<TAB>LANGUAGE<TAB>HEADING (kind: ingredients, steps or notes), not \"\(row.line)\"")
            }
            entries.append(Entry(kind: kind, language: row.fields[1], heading: Self.key(row.fields[2])))
        }
        self.init(entries: entries)
    }

    /// The shipped headings, loaded once; English only if the file is missing from the install.
    public static let standard: SectionHeadings = {
        if let folder = Bundle.module.url(forResource: "Words", withExtension: nil),
           let text = try? String(contentsOf: folder.appendingPathComponent("section-headings.txt"), encoding: .utf8),
           let headings = try? SectionHeadings(text: text) {
            return headings
        }
        return SectionHeadings(entries: [
            Entry(kind: .ingredients, language: "en", heading: "ingredients"),
            Entry(kind: .steps, language: "en", heading: "method"),
            Entry(kind: .steps, language: "en", heading: "instructions"),
        ])
    }()

    /// How a heading is compared: lower-cased, spaces collapsed, a trailing colon dropped.
    public static func key(_ text: String) -> String {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.trimmingCharacters(in: CharacterSet(charactersIn: " :："))
    }

    /// The kind `text` heads when it is exactly a known heading, also when a note in brackets
    /// follows the heading ("Ingredients (serves 6)").
    public func kind(of text: String) -> Kind? {
        if let kind = kinds[Self.key(text)] { return kind }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("), open > trimmed.startIndex else { return nil }
        return kinds[Self.key(String(trimmed[..<open]))]
    }

    /// The kind `text` heads, also when a heading starts it and says for how many or what
    /// follows ("Zutaten für 4 Personen", "Ingredients for the cake", "Ingrédients pour 6"):
    /// a few words after a preposition of purpose or a number.
    public func kind(ofLeading text: String) -> Kind? {
        if let kind = kind(of: text) { return kind }
        let words = Self.key(text).split(separator: " ")
        guard words.count >= 2 else { return nil }
        for length in 1...min(3, words.count - 1) {
            let rest = words[length...]
            guard rest.count <= 5, let kind = kinds[words[..<length].joined(separator: " ")] else { continue }
            let next = rest.first!
            if Self.purposeWords.contains(String(next)) || next.first?.isNumber == true { return kind }
        }
        return nil
    }

    /// "for", as the languages of the headings say it before a number of people or a part.
    static let purposeWords: Set<String> = ["for", "für", "fur", "voor", "pour", "para", "per", "por", "för", "til", "dla", "pro", "za"]

    /// Every heading of one kind.
    public func headings(_ kind: Kind) -> [String] { entries.filter { $0.kind == kind }.map(\.heading) }

    /// The languages listed.
    public var languages: Set<String> { Set(entries.map(\.language)) }
}
