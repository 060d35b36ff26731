/// The words spoken in a video, once each, with the time each stretch began.
///
/// Subtitle cues repeat themselves: YouTube's auto-subtitles show each line in two cues (the
/// second scrolls it up under the next), add a 10 ms cue holding the finished line, and some
/// tracks grow a line word by word ("add the", "add the garlic"). A line seen among the last few
/// is skipped, a line that extends the last one adds only its new words, and a line that starts
/// with the end of the last one adds only what follows the overlap.
struct SpokenTranscript: Sendable {
    struct Segment: Hashable, Sendable {
        var start: Double
        var text: String
    }

    var segments: [Segment] = []

    init(cues: [SubtitleCue]) {
        var recent: [String] = []
        // The last segment, lowercased: kept, not worked out again for every line after it
        // (a hostile file puts a megabyte in one line and thousands of lines after it).
        var lastKey = ""
        for cue in cues {
            for line in cue.lines {
                let key = line.lowercased()
                if recent.contains(key) { continue }
                defer {
                    recent.append(key)
                    if recent.count > 6 { recent.removeFirst() }
                }
                if segments.isEmpty {
                    segments.append(Segment(start: cue.start, text: line))
                    lastKey = key
                    continue
                }
                if key.utf8.count > lastKey.utf8.count, key.hasPrefix(lastKey) {
                    // The same line, grown: keep the longer text.
                    segments[segments.count - 1].text = line
                    lastKey = key
                    continue
                }
                let added = Self.afterOverlap(previous: lastKey, line: line)
                if !added.isEmpty {
                    segments.append(Segment(start: cue.start, text: added))
                    lastKey = added.lowercased()
                }
            }
        }
    }

    /// `line` without the words it repeats from the end of `previous` ("the garlic and fry" after
    /// "now add the garlic" is "and fry"), when at least two words, or all of `line`, overlap.
    /// Only the last dozen words of `previous` (lowercased) are looked at.
    static func afterOverlap(previous: String, line: String) -> String {
        let before: [Substring] = Array(previous.suffix(300).split(separator: " ").suffix(12))
        let words = line.split(separator: " ")
        let lower: [String] = words.prefix(12).map { $0.lowercased() }
        var best = 0
        for length in stride(from: min(before.count, lower.count), through: 1, by: -1) {
            if before[(before.count - length)...].elementsEqual(lower[..<length], by: { $0 == $1 }) {
                best = length
                break
            }
        }
        guard best >= 2 || (best >= 1 && best == words.count) else { return line }
        return words.dropFirst(best).joined(separator: " ")
    }

    /// The transcript as sentences, each with the time its first word was said. Punctuated tracks
    /// split at their full stops; auto-subtitles have none, so they split where the speaker moves
    /// on ("so", "now", "then", "next", "after that", "once") and after about twenty words.
    func sentences() -> [Segment] {
        let words: [(word: Substring, start: Double)] = segments.flatMap { segment in
            segment.text.split(separator: " ").map { ($0, segment.start) }
        }
        guard !words.isEmpty else { return [] }
        let stops = words.filter { $0.word.last.map { ".!?".contains($0) } == true }.count
        let punctuated = stops * 40 >= words.count
        var sentences: [Segment] = []
        var current: [Substring] = []
        var start = words[0].start
        func finish() {
            if !current.isEmpty { sentences.append(Segment(start: start, text: current.joined(separator: " "))) }
            current = []
        }
        // Each word lowered once (a ten-minute video says thousands).
        let lowered = punctuated ? [] : words.map { $0.word.lowercased() }
        for (index, item) in words.enumerated() {
            if current.isEmpty { start = item.start }
            if !punctuated, !current.isEmpty {
                let lower = lowered[index]
                let next = index + 1 < words.count ? lowered[index + 1] : ""
                let turn = Self.turns.contains(lower) && current.count >= 4
                    || (lower == "after" && next == "that") || (lower == "and" && next == "then" && current.count >= 4)
                // A long run of talk is cut where a clause starts ("and", "but"), never inside a
                // phrase ("two tablespoons of | soy sauce"); a longer one before a number said
                // ("... for the marinade | three tablespoons of hoisin"); a run without either at last.
                // "a teaspoon and a half": the "and" of an amount starts nothing.
                let afterNext = index + 2 < words.count ? lowered[index + 2] : ""
                let amountGoesOn = lower == "and" && next == "a" && ProseIngredientFinder.partWords.contains(afterNext)
                // "four or five minutes", "a pound and a half": a range or a part goes on.
                let previous = lowered[index - 1]
                let rangeGoesOn = (lower == "or" || lower == "to") && Self.isNumber(previous) && Self.isNumber(next)
                let long = current.count >= 24 && Self.clauseStarts.contains(lower) && !amountGoesOn && !rangeGoesOn
                    || current.count >= 40 && Self.isNumber(lower) && !["a", "an", "and", "or", "to", "of"].contains(previous)
                    || current.count >= 60
                if turn || long {
                    finish()
                    start = item.start
                }
            }
            current.append(item.word)
            if punctuated, let last = item.word.last, ".!?".contains(last) { finish() }
        }
        finish()
        return sentences
    }

    /// A number said or written: "four", "4".
    static func isNumber(_ word: String) -> Bool {
        ProseIngredientFinder.numberWords.contains(word) || word.first?.isNumber == true
    }

    static let clauseStarts: Set<String> = ["and", "but", "or", "while", "when", "because", "until", "if"]

    static let turns: Set<String> = ["so", "now", "then", "next", "once", "okay", "ok", "alright", "first", "finally", "meanwhile", "lastly"]
}
