import Foundation

/// The verbs and phrases that mark a step as hands-off (roasting, resting, simmering), read from
/// `Vocabulary/hands-off.txt` so the list is reviewed like data, not buried in code.
public struct HandsOffVocabulary: Sendable {
    public let verbs: Set<String>
    public let phrases: [String]

    public init(verbs: Set<String>, phrases: [String]) {
        self.verbs = verbs
        self.phrases = phrases
    }

    /// Parses the `hands-off.txt` format: `verb WORD` or `phrase WORDS`, `#` comments, blank lines.
    /// What is wrong with a line that is neither `verb WORD` nor `phrase WORDS`.
    static func wrongLine(_ text: String) -> String {
        "should be \"verb WORD\" or \"phrase WORDS\", not \"\(text)\""
    }

    public init(text: String) throws(DataFileError) {
        var verbs: Set<String> = []
        var phrases: [String] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw DataFileError(file: "hands-off.txt", line: number + 1, HandsOffVocabulary.wrongLine(trimmed)) }
            let value = parts[1].trimmingCharacters(in: .whitespaces).lowercased()
            switch parts[0] {
            case "verb": verbs.insert(value)
            case "phrase": phrases.append(value)
            default: throw DataFileError(file: "hands-off.txt", line: number + 1, HandsOffVocabulary.wrongLine(trimmed))
            }
        }
        self.init(verbs: verbs, phrases: phrases)
    }

    /// The shipped list, loaded once; empty (every timed step hands-on) if the file is missing.
    public static let standard: HandsOffVocabulary = {
        guard let folder = Bundle.module.url(forResource: "Vocabulary", withExtension: nil),
              let text = try? String(contentsOf: folder.appendingPathComponent("hands-off.txt"), encoding: .utf8),
              let vocabulary = try? HandsOffVocabulary(text: text) else {
            return HandsOffVocabulary(verbs: [], phrases: [])
        }
        return vocabulary
    }()

    /// True when a step's text, whose longest time is named `label`, needs no hands while it runs.
    /// Phrases match whole words only: "leave" is a wait, "curry leaves" are not.
    public func isHandsOff(label: String, text: String) -> Bool {
        if verbs.contains(label.lowercased()) { return true }
        let lowered = text.lowercased()
        return phrases.contains { Self.contains(word: $0, in: lowered) }
    }

    private static func contains(word phrase: String, in text: String) -> Bool {
        var searchFrom = text.startIndex
        while let found = text.range(of: phrase, range: searchFrom..<text.endIndex) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if before?.isLetter != true && after?.isLetter != true { return true }
            searchFrom = text.index(after: found.lowerBound)
        }
        return false
    }
}
