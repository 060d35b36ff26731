/// Where the line model and the rule parser disagree on a line's name, which one to keep, and
/// what then moves between the name and the note. Together they read 89.9% of the held-out
/// corpus lines' names right, the rules alone 86.0%; the rules keep what the model never learnt
/// (units it has not met, articles, other languages' words, closing phrases, flour grades).
enum LineModelNames {
    /// The name and notes after the model's reading of `line` (already read by the rules as
    /// `name` with `notes`).
    static func refine(name: String, notes: [String], unit: String?, line: String, model: LineModel) -> (name: String, notes: [String]) {
        let reading = LineModelReading(line, model: model)
        let modelName = reading.nameAsWritten
        let modelWords = words(modelName)
        let ruleWords = words(name)
        guard !modelWords.isEmpty, modelWords != ruleWords else { return (name, notes) }
        // The rules' name holds the model's and more ("fresh tarragon leaves only"): the rest is a note.
        // ("00 flour" keeps its number: the model never learnt flour grades.)
        if let span = contiguous(modelWords, in: ruleWords),
           !ruleWords.indices.filter({ !span.contains($0) }).contains(where: { ruleWords[$0].allSatisfy(\.isNumber) }) {
            let before = ruleWords[..<span.lowerBound].joined(separator: " ")
            let after = ruleWords[span.upperBound...].joined(separator: " ")
            return (modelName, [before].filter { !$0.isEmpty } + notes + [after].filter { !$0.isEmpty })
        }
        // The model's name holds the rules' and words the rules took for a note ("chopped" in
        // "chopped tomatoes"): those notes go. Only words of a note: never the unit the rules
        // read ("2 balls mozzarella"), an article or a word the model never met ("½ a lemon",
        // "peito de frango"), nor a closing phrase ("on top").
        if let span = contiguous(ruleWords, in: modelWords) {
            let added = modelWords.indices.filter { !span.contains($0) }.map { modelWords[$0] }
            let noteWords = notes.filter { !IngredientLineParser.trailingNotes.contains($0.lowercased()) }.flatMap(words)
            let unitWords = Set(unit.map(words) ?? [])
            guard added.allSatisfy({ noteWords.contains($0) && !unitWords.contains($0) && !connectives.contains($0) }) else {
                return (name, notes)
            }
            let inName = Set(modelWords)
            return (modelName, notes.filter { !words($0).allSatisfy(inName.contains) })
        }
        return (name, notes)
    }

    /// Words that join alternatives or amounts to foods ("bourbon or rye", "juice of a lime"):
    /// a name grown by one of them is two foods or an amount, which the rules keep apart.
    static let connectives: Set<String> = ["or", "and", "a", "an", "of", "de", "with", "plus"]

    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// Where `part` runs inside `whole` word for word, if it does.
    static func contiguous(_ part: [String], in whole: [String]) -> Range<Int>? {
        guard !part.isEmpty, part.count <= whole.count else { return nil }
        for start in 0...(whole.count - part.count) where Array(whole[start..<start + part.count]) == part {
            return start..<start + part.count
        }
        return nil
    }
}
