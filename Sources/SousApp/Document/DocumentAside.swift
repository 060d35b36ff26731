/// Room kept at the top right of a document (for the recipe's picture): the first `rows` lines
/// wrap `columns` narrower, and the document's body starts below it.
public struct DocumentAside: Hashable, Sendable {
    /// Including the gap between the text and what sits beside it.
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The narrowest text worth wrapping beside something; below it the aside is ignored.
    public static let minimumTextWidth = 20
}
