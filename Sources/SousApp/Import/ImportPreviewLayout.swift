import SousCore

/// Where the preview screen puts its parts, shared by the screen and the reducer (which clamps
/// the scroll to the document's length).
public struct ImportPreviewLayout: Hashable, Sendable {
    /// The list of recipes on the left; zero wide when there is one recipe or too little room.
    public var listWidth: Int
    public var documentX: Int
    public var documentWidth: Int
    /// Rows between the title bar and the status line.
    public var bodyHeight: Int

    public init(size: TerminalSize, recipeCount: Int) {
        bodyHeight = max(1, size.rows - 2)
        listWidth = recipeCount > 1 && size.columns >= 60 ? min(32, size.columns / 3) : 0
        documentX = listWidth > 0 ? listWidth + 2 : 1
        documentWidth = max(1, min(size.columns - documentX - 1, 100))
    }

    /// The recipe as the preview shows it, with the lines to check marked.
    public func document(_ detail: DetailState, people: [Person]) -> [DocumentLine] {
        DetailDocument.lines(for: detail, people: people, badges: .lowConfidence, width: documentWidth)
    }
}
