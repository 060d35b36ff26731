/// A source's text (a caption, subtitles, a photo's words, a page) that sous read a recipe from
/// unsurely, sent to the assistant to be read again, so the cook can compare the two readings.
public struct AssistantRereading: Hashable, Sendable {
    public var text: String
    public var kind: Provenance.Source

    public init(text: String, kind: Provenance.Source) {
        self.text = text
        self.kind = kind
    }

    /// The most of the text sent (the importer keeps no more).
    static let maximumText = 24_000

    /// The chat's messages; `schema` is the reply's JSON schema (see `AssistantInvention`).
    public func messages(schema: String) -> [[String: String]] {
        let system = "You read recipes out of text for a home cook. The text is \(kindDescription). "
            + "Reply with the one recipe it holds as JSON following this JSON schema, and nothing else: \(schema)\n"
            + "Write each ingredient's \"text\" as the line a cook writes (\"200 g rice, rinsed\"), with the amount and unit "
            + "the text gives, even when the text gives them after the food or in words (\"a third of a cup\" is 1/3 cup). "
            + "Take only what the text says: add no ingredient or step of your own, leave out what is not part of the recipe "
            + "(menus, adverts, comments, links), and keep the steps in the text's order."
        return [["role": "system", "content": system], ["role": "user", "content": String(text.prefix(Self.maximumText))]]
    }

    private var kindDescription: String {
        switch kind {
        case .caption: "a video's caption or description"
        case .subtitles: "the words spoken in a cooking video, from its subtitles"
        case .transcript: "the words spoken in a cooking video, transcribed from its audio"
        case .ocr: "text recognised in a photo of a printed recipe; it may hold recognition errors (\"%\" for \"½\")"
        case .pageText, .jsonLD, .microdata: "the visible text of a recipe's web page"
        case .typed, .assistant: "a recipe written out"
        }
    }
}
