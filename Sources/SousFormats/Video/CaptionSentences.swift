/// Splits caption prose and speech into sentences: at ".", "!" and "?" followed by a space,
/// however the sentence after starts (captions are often all lower case), except after the
/// abbreviations recipes use ("approx. 5 min", "e.g. rice").
enum CaptionSentences {
    static func split(_ text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            current.append(character)
            let next = text.index(after: index)
            if ".!?…".contains(character), next == text.endIndex || text[next] == " " {
                // Runs of marks ("!!", "?!") end together.
                // The last word only, found from the end: a long run of "e.g." must not rescan the sentence.
                let wordStart = current.lastIndex(of: " ").map { current.index(after: $0) } ?? current.startIndex
                let lastWord = current[wordStart...].lowercased().trimmed(".!?…")
                if character != "." || !abbreviations.contains(lastWord) {
                    sentences.append(current.trimmed(" "))
                    current = ""
                }
            }
            index = next
        }
        let rest = current.trimmed(" ")
        if !rest.isEmpty { sentences.append(rest) }
        return sentences.filter { $0.contains(where: \.isLetter) }
    }

    static let abbreviations: Set<String> = ["approx", "e.g", "i.e", "eg", "ie", "vs", "etc", "ca", "appr", "no", "st", "dr", "mr", "mrs", "ms"]
}
