import Foundation

/// How long one step takes on a timeline and whether it needs the cook's hands all along.
public struct StepTiming: Hashable, Sendable {
    public var seconds: Int
    public var handsOn: Bool
    /// False when no time was found in the step and the default was used.
    public var fromText: Bool
    /// The step cut where its hands change, in order; empty when the whole step is of one kind.
    /// The scheduler places each part on its own, so a quick knead holds the cook's hands and the
    /// hour's rise after it does not.
    public var parts: [StepPart]

    public init(seconds: Int, handsOn: Bool, fromText: Bool, parts: [StepPart] = []) {
        self.seconds = seconds
        self.handsOn = handsOn
        self.fromText = fromText
        self.parts = parts
    }

    /// The default length of a step that names no time ("chop the onions").
    public static let defaultSeconds = 3 * 60

    /// Reads a step's text: the times in it, each range at its upper bound ("simmer 15-20 minutes"
    /// is 20), added up ("roast for 2 hours, then rest 20 minutes" is 2 h 20); "every 5 minutes"
    /// is a rhythm, not a length, and is left out, as is a relative time ("5 minutes before the end"). A step with no time takes `defaultSeconds`.
    public static func of(_ text: String, defaultSeconds: Int = StepTiming.defaultSeconds,
                          vocabulary: HandsOffVocabulary = .standard) -> StepTiming {
        let timers = TimerDetector.timers(in: text).filter { $0.role != .rhythm }
        guard !timers.isEmpty else {
            return StepTiming(seconds: max(0, defaultSeconds), handsOn: true, fromText: false)
        }
        let lengths = timers.map { $0.reminderSeconds ?? $0.seconds }
        let longest = timers[lengths.indices.max { lengths[$0] < lengths[$1] } ?? 0]
        let total = lengths.reduce(0, +)
        guard timers.count > 1 else {
            return StepTiming(seconds: total, handsOn: !vocabulary.isHandsOff(label: longest.label, text: text), fromText: true)
        }
        // Each time is judged by its own clause; neighbours of one kind join up again.
        let clauses = clauses(of: text, around: timers.map(\.range))
        var parts: [StepPart] = []
        for (index, clause) in clauses.enumerated() {
            let handsOn = !vocabulary.isHandsOff(label: timers[index].label, text: clause)
            if let last = parts.last, last.handsOn == handsOn {
                parts[parts.count - 1] = StepPart(text: last.text + clause, seconds: last.seconds + lengths[index], handsOn: handsOn)
            } else {
                parts.append(StepPart(text: clause, seconds: lengths[index], handsOn: handsOn))
            }
        }
        guard parts.count > 1 else { return StepTiming(seconds: total, handsOn: parts[0].handsOn, fromText: true) }
        parts = parts.map { StepPart(text: tidy($0.text), seconds: $0.seconds, handsOn: $0.handsOn) }
        let handsOn = parts.max { $0.seconds < $1.seconds }?.handsOn ?? true
        return StepTiming(seconds: total, handsOn: handsOn, fromText: true, parts: parts)
    }

    /// The text cut into one clause per time: between two times, at the last of the strongest
    /// break there (a sentence or ";", then ",", then "then", then "and"), else just after the
    /// earlier time.
    static func clauses(of text: String, around ranges: [Range<Int>]) -> [String] {
        let characters = Array(text)
        var cuts: [Int] = []
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            let gap = String(characters[earlier.upperBound..<later.lowerBound])
            var cut = earlier.upperBound
            for tier in [[". ", "; "], [", "], [" then "], [" and "]] {
                let offsets = tier.compactMap { mark in
                    gap.range(of: mark, options: .backwards).map {
                        gap.distance(from: gap.startIndex, to: $0.lowerBound) + (mark.first == " " ? 0 : 1)
                    }
                }
                if let offset = offsets.max() { cut = earlier.upperBound + offset; break }
            }
            cuts.append(cut)
        }
        let bounds = [0] + cuts + [characters.count]
        return zip(bounds, bounds.dropFirst()).map { String(characters[$0..<$1]) }
    }

    /// A clause as it reads on its own: no joining word or comma at the front, no comma at the
    /// end, a capital first letter ("then leave to rise" is "Leave to rise").
    static func tidy(_ clause: String) -> String {
        var words = clause.trimmingCharacters(in: CharacterSet(charactersIn: " ,;")).split(separator: " ", omittingEmptySubsequences: false)
        while let first = words.first, ["then", "and"].contains(first.lowercased()), words.count > 1 { words.removeFirst() }
        let joined = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: " ,;"))
        guard let first = joined.first else { return joined }
        return first.uppercased() + joined.dropFirst()
    }
}
