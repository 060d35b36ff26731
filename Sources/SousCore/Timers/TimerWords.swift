import Foundation

/// The words around a duration that say what it is (a length, a moment relative to something else,
/// a rhythm), read from `TimerWords/timer-words.txt` so the lists are reviewed like data.
/// Every entry is lowercased; a phrase is its words joined by single spaces.
public struct TimerWords: Sendable {
    /// After a duration: measured against something else, never a timer ("2 minutes less than").
    public var comparatives: [String]
    /// After a duration: when, not how long, unless the duration is given as a length ("before").
    public var relatives: [String]
    /// Before a duration: it is a length of time ("for", "at least").
    public var lengths: [String]
    /// Before a duration: skipped when looking back for a length word or a verb ("about").
    public var hedges: [String]
    /// Before a word: that word is a noun, not a verb ("the heat").
    public var determiners: Set<String>
    /// Before a duration: how often, not how long ("every").
    public var rhythms: [String]
    /// Before a duration: a moment in the step ("after 10 minutes, ...").
    public var leadIns: [String]
    /// A timer named by one of these verbs is a wait, even counted back from something else.
    public var waiting: Set<String>

    public init(comparatives: [String] = [], relatives: [String] = [], lengths: [String] = [], hedges: [String] = [],
                determiners: Set<String> = [], rhythms: [String] = [], leadIns: [String] = [], waiting: Set<String> = []) {
        self.comparatives = comparatives
        self.relatives = relatives
        self.lengths = lengths
        self.hedges = hedges
        self.determiners = determiners
        self.rhythms = rhythms
        self.leadIns = leadIns
        self.waiting = waiting
    }

    /// Parses the `timer-words.txt` format: `KIND WORDS` lines, `#` comments, blank lines.
    public init(text: String) throws(DataFileError) {
        self.init()
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
            guard let kind = words.first else { continue }
            let phrase = words.dropFirst().joined(separator: " ")
            guard !phrase.isEmpty else { throw DataFileError(file: "timer-words.txt", line: number + 1, TimerWords.wrongLine(String(raw))) }
            switch kind {
            case "comparative": comparatives.append(phrase)
            case "relative": relatives.append(phrase)
            case "length": lengths.append(phrase)
            case "hedge": hedges.append(phrase)
            case "determiner": determiners.insert(phrase)
            case "rhythm": rhythms.append(phrase)
            case "lead-in": leadIns.append(phrase)
            case "waiting": waiting.insert(phrase)
            default: throw DataFileError(file: "timer-words.txt", line: number + 1, TimerWords.wrongLine(String(raw)))
            }
        }
    }

    /// What is wrong with a line that is not a known kind followed by words.
    static func wrongLine(_ text: String) -> String {
        "should be a kind (comparative, relative, length, hedge, determiner, rhythm, lead-in, waiting) and words, not \"\(text)\""
    }

    /// The shipped lists, loaded once; empty (every duration a timer) if the file is missing.
    public static let standard: TimerWords = {
        guard let folder = Bundle.module.url(forResource: "TimerWords", withExtension: nil),
              let text = try? String(contentsOf: folder.appendingPathComponent("timer-words.txt"), encoding: .utf8),
              let words = try? TimerWords(text: text) else {
            return TimerWords()
        }
        return words
    }()
}
