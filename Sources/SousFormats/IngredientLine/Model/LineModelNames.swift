import SousCore

/// Where the line model and the rule parser disagree on a line's name, which one to keep, and
/// what then moves between the name, the unit and the note. The rules keep what the model never
/// learnt (units it has not met, articles, other languages' words, closing phrases, flour grades)
/// and what sous's own conventions say: a bracketed aside is a note, and a word that changes the
/// food ("cooked rice", "canned beans") stays in its name, whatever the corpora label it.
enum LineModelNames {
    struct Reading {
        var name: String
        var notes: [String]
        var unit: String?
    }

    /// The name, notes and unit after the model's reading of `line` (already read by the rules
    /// as `rules`).
    static func refine(_ rules: Reading, line: String, model: LineModel, states: FoodStateWords = .standard) -> Reading {
        let reading = LineModelReading(line, model: model)
        var result = rules
        // "4 packed cups strawberries": a unit the rules missed inside their name.
        let units = reading.labels.indices.filter { reading.labels[$0] == .unit }.map { reading.tokens[$0] }
            .filter { $0.kind == .word && Unit.lookup($0.text.lowercased()) != nil }
        if rules.unit == nil, units.count == 1, LineToken.words(of: rules.name).contains(units[0].text.lowercased()) {
            result.unit = units[0].text
        }
        let modelName = reading.nameAsWritten
        let modelWords = LineToken.words(of: modelName)
        let ruleWords = LineToken.words(of: rules.name)
        guard !modelWords.isEmpty, modelWords != ruleWords else {
            return result.unit == rules.unit ? rules : Reading(name: without(result.unit, in: rules.name), notes: rules.notes, unit: result.unit)
        }
        // The rules' name holds the model's and more ("fresh tarragon leaves only"): the rest is a
        // note, unless it is a number ("00 flour") or a word that changes the food ("cooked rice").
        // Only words the model reads as describing the food move: never a brand, a possessive
        // ("quails' eggs") or another word it could not place.
        if let span = contiguous(modelWords, in: ruleWords) {
            let rest = ruleWords.indices.filter { !span.contains($0) }.map { ruleWords[$0] }
            let changesTheFood = rest.contains { word in word.allSatisfy(\.isNumber) || (states.states[word] ?? nil) != nil }
            let byWord = reading.labelsByWord
            let describing: Set<LineLabel> = [.size, .preparation, .comment, .purpose]
            // A word the model reads as a unit moves only when sous knows the unit: "4 celery
            // ribs" stays celery ribs (a count nutrition can weigh), not 4 celery with a note "ribs".
            let moves = { (word: String) in
                guard let label = byWord[word] else { return false }
                return describing.contains(label) || (label == .unit && Unit.lookup(word) != nil)
            }
            guard !changesTheFood, rest.allSatisfy(moves) else { return rules }
            let before = ruleWords[..<span.lowerBound].filter { $0 != result.unit?.lowercased() }.joined(separator: " ")
            let after = ruleWords[span.upperBound...].joined(separator: " ")
            return Reading(name: modelName, notes: [before].filter { !$0.isEmpty } + rules.notes + [after].filter { !$0.isEmpty },
                           unit: result.unit)
        }
        // The model's name holds the rules' and words the rules took for a note ("plain" in
        // "plain flour"): those notes go. Only words of a note outside brackets: never the
        // unit the rules read ("2 balls mozzarella"), an article or a word the model never met
        // ("½ a lemon", "peito de frango"), an aside ("butter (unsalted)") nor a closing phrase ("on top").
        if reading.nameIsOnePiece, let span = contiguous(ruleWords, in: modelWords) {
            let added = modelWords.indices.filter { !span.contains($0) }.map { modelWords[$0] }
            let noteWords = rules.notes.filter { !IngredientLineParser.trailingNotes.contains($0.lowercased()) }.flatMap { LineToken.words(of: $0) }
            let unitWords = Set(rules.unit.map { LineToken.words(of: $0) } ?? [])
            let bracketed = Set(reading.tokens.filter(\.inBrackets).map { $0.text.lowercased() })
            // sous's own convention: size, state and preparation words belong to the note.
            let describes = { (word: String) in states.states[word] != nil || IngredientLineParser.sizeWords.contains(word) }
            guard added.allSatisfy({ noteWords.contains($0) && !unitWords.contains($0) && !connectives.contains($0)
                && !bracketed.contains($0) && !describes($0) }) else {
                return rules
            }
            return Reading(name: modelName, notes: rules.notes.compactMap { without(Set(added), atStartOf: $0) }, unit: rules.unit)
        }
        return rules
    }

    /// A note without the name's words it starts with ("boneless chicken breasts, or more to
    /// taste" is "or more to taste" once they are in the name); nil when nothing is left.
    static func without(_ nameWords: Set<String>, atStartOf note: String) -> String? {
        let tokens = LineToken.tokens(of: note)
        guard let keep = tokens.firstIndex(where: { $0.kind != .punctuation && !LineToken.words(of: $0.text).allSatisfy(nameWords.contains) }) else {
            return nil
        }
        guard keep > 0 else { return note }
        var rest = ""
        rest.unicodeScalars.append(contentsOf: Array(note.unicodeScalars)[tokens[keep].range.lowerBound...])
        return rest
    }

    /// `name` without the word that became the unit.
    static func without(_ unit: String?, in name: String) -> String {
        guard let unit else { return name }
        return name.split(separator: " ").filter { $0.lowercased() != unit.lowercased() }.joined(separator: " ")
    }

    /// Words that join alternatives or amounts to foods ("bourbon or rye", "juice of a lime"):
    /// a name grown by one of them is two foods or an amount, which the rules keep apart.
    static let connectives: Set<String> = ["or", "and", "a", "an", "of", "de", "with", "plus"]

    /// Where `part` runs inside `whole` word for word, if it does.
    static func contiguous(_ part: [String], in whole: [String]) -> Range<Int>? {
        guard !part.isEmpty, part.count <= whole.count else { return nil }
        for start in 0...(whole.count - part.count) where Array(whole[start..<start + part.count]) == part {
            return start..<start + part.count
        }
        return nil
    }
}
