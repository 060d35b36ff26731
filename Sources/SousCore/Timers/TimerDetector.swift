import Foundation

/// Finds the durations in a step's text ("10 minutes", "1½ hours", "20-25 min", "half an hour")
/// so that cook mode can highlight them and start a timer with one key. Quantities that are not
/// times ("1 cup", "350 degrees", "a 9-inch pan") are left alone because a time unit must follow.
/// Nor is a relative time a timer ("2 minutes less than the packet says", "5 minutes before the
/// end"): the words around each duration are read with `TimerWords`.
public enum TimerDetector {
    public static func timers(in text: String, words: TimerWords = .standard) -> [DetectedTimer] {
        guard let regex = pattern else { return [] }
        let ns = text as NSString
        var found: [DetectedTimer] = []
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let whole = ns.substring(with: match.range)
            func group(_ index: Int) -> String? {
                let r = match.range(at: index)
                return r.location == NSNotFound ? nil : ns.substring(with: r)
            }
            var seconds: Double
            var high: Double?
            if group(1) != nil {
                seconds = 1800
            } else {
                guard let lowText = group(2), let unitText = group(4),
                      let low = number(lowText), let unit = unitSeconds(unitText) else { continue }
                seconds = low * unit
                if let highText = group(3), let value = number(highText) { high = value * unit }
                if let extraText = group(5), let extraUnitText = group(6),
                   let extra = number(extraText), let extraUnit = unitSeconds(extraUnitText), extraUnit < unit {
                    seconds += extra * extraUnit
                }
            }
            guard seconds >= 1, seconds <= 7 * 86_400 else { continue }
            let prefix = ns.substring(to: match.range.location)
            let name = label(before: prefix)
            let context = DurationContext(before: prefix, after: ns.substring(from: match.range.location + match.range.length),
                                          label: name, words: words, isVerb: isVerb)
            guard let role = context.role else { continue }
            let start = prefix.count
            let range = start..<(start + whole.count)
            // The upper end of a range is bounded like the time itself: "10-99999999999999999999 minutes"
            // must not trap converting to Int.
            let highSeconds = high.flatMap { $0.isFinite && $0 <= 7 * 86_400 ? Int($0.rounded()) : nil }
                .flatMap { $0 > Int(seconds.rounded()) ? $0 : nil }
            found.append(DetectedTimer(range: range, text: whole, seconds: Int(seconds.rounded()),
                                       reminderSeconds: highSeconds, label: name, role: role))
        }
        return found
    }

    /// Which of a step's timers `t` starts: the first that reads as a length of cooking, else the
    /// first moment ("after 10 minutes"), else the first of all; nil when there are none.
    public static func cookingTimeIndex(of timers: [DetectedTimer]) -> Int? {
        timers.firstIndex { $0.role == .length } ?? timers.firstIndex { $0.role == .leadIn } ?? timers.indices.first
    }

    /// A cooking verb ("rest", "cooling", "baked"), as the labels know them.
    static func isVerb(_ word: String) -> Bool {
        verbs.contains(word) || verbs.contains(stem(word))
    }

    // MARK: - Pattern

    private static let numberWords: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
        "thirty": 30, "forty": 40, "forty-five": 45, "sixty": 60, "ninety": 90, "a couple of": 2,
    ]

    private static let fractions: [Character: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]

    private static let pattern: NSRegularExpression? = {
        let words = numberWords.keys.sorted { $0.count > $1.count }.joined(separator: "|")
        let num = #"(?:\d+(?:\.\d+)?(?:\s*[½¼¾⅓⅔]|\s+\d/\d)?|[½¼¾⅓⅔]|\d+/\d+|"# + words + ")"
        let unit = #"(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)"#
        let source = #"(?<![\w-])(?:(half an hour)|("# + num + #")(?:\s*(?:-|–|to|or)\s*("# + num + #"))?\s*("#
            + unit + #")(?:\s*(?:and\s+)?(\d+)\s*("# + unit + #"))?)(?![\w-])"#
        return try? NSRegularExpression(pattern: source, options: [.caseInsensitive])
    }()

    static func number(_ text: String) -> Double? {
        let lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
        if let word = numberWords[lowered] { return word }
        if lowered.contains("/") {
            let parts = lowered.split(separator: " ")
            var total = 0.0
            for part in parts {
                let pieces = part.split(separator: "/")
                if pieces.count == 2, let n = Double(pieces[0]), let d = Double(pieces[1]), d > 0 { total += n / d }
                else if let whole = Double(part) { total += whole } else { return nil }
            }
            return total
        }
        var digits = ""
        var fraction = 0.0
        for character in lowered where !character.isWhitespace {
            if let value = fractions[character] { fraction += value } else { digits.append(character) }
        }
        if digits.isEmpty { return fraction > 0 ? fraction : nil }
        return Double(digits).map { $0 + fraction }
    }

    static func unitSeconds(_ text: String) -> Double? {
        let lowered = text.lowercased()
        if lowered.hasPrefix("h") { return 3600 }
        if lowered.hasPrefix("m") { return 60 }
        if lowered.hasPrefix("s") { return 1 }
        return nil
    }

    // MARK: - Labels

    /// Cooking verbs, nearest one before the duration names the timer.
    private static let verbs: Set<String> = [
        "simmer", "boil", "bake", "roast", "cook", "fry", "rest", "marinate", "leave", "stir", "grill", "chill",
        "soak", "steam", "rise", "prove", "proof", "knead", "whisk", "beat", "blend", "mix", "reduce", "sear",
        "brown", "toast", "poach", "braise", "stew", "cool", "freeze", "set", "drain", "microwave", "heat",
        "warm", "saute", "sauté", "caramelise", "caramelize", "broil", "infuse", "steep", "brew", "wait",
        "stand", "sit", "refrigerate", "char", "sweat", "soften", "blanch", "deep-fry", "stir-fry", "smoke",
        "dry", "ferment", "rise", "thicken", "melt", "whip", "press", "cure", "toss", "sizzle", "bubble",
    ]

    static func label(before prefix: String) -> String {
        let sentenceStart = prefix.lastIndex(where: { ".!?;\n".contains($0) }).map { prefix.index(after: $0) } ?? prefix.startIndex
        let sentence = prefix[sentenceStart...]
        let words = sentence.split(whereSeparator: { !$0.isLetter && $0 != "-" && $0 != "é" }).map { String($0) }
        // Recipe clauses are imperative: the clause holding the duration usually starts with its verb
        // ("Soak the noodles in warm water for 25 minutes" is a soak, not a warm).
        let clauseStart = sentence.lastIndex(where: { ",;:".contains($0) }).map { sentence.index(after: $0) } ?? sentence.startIndex
        var clause = sentence[clauseStart...].split(whereSeparator: { !$0.isLetter && $0 != "-" && $0 != "é" }).map { $0.lowercased() }
        if let joiner = clause.lastIndex(where: { $0 == "then" || $0 == "and" }) { clause = Array(clause[(joiner + 1)...]) }
        // "Leave the dough to rise" is named by the second verb: these only say to wait for it.
        if let first = clause.first, !["leave", "let", "allow", "set"].contains(first) {
            for candidate in [first, stem(first)] where verbs.contains(candidate) {
                return candidate.prefix(1).uppercased() + candidate.dropFirst()
            }
        }
        for word in words.reversed() {
            let lowered = word.lowercased()
            for candidate in [lowered, stem(lowered)] where verbs.contains(candidate) {
                return candidate.prefix(1).uppercased() + candidate.dropFirst()
            }
        }
        if let first = words.first, first.count > 1 { return first.prefix(1).uppercased() + first.dropFirst().lowercased() }
        return "Timer"
    }

    private static func stem(_ word: String) -> String {
        for suffix in ["ing", "ed", "s"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
            let base = String(word.dropLast(suffix.count))
            if verbs.contains(base) { return base }
            if verbs.contains(base + "e") { return base + "e" }
            if let last = base.last, base.dropLast().last == last, verbs.contains(String(base.dropLast())) { return String(base.dropLast()) }
        }
        return word
    }
}
