/// A recipe's picture drawn as symbol art: a grid of cells, each a character and two colours,
/// that a screen copies into its canvas like any other text. Made off the run loop (SousPictures
/// decodes and draws it); the state holds it so a frame never waits for a decoder.
public struct Picture: Hashable, Sendable {
    public let columns: Int
    public let rows: Int
    /// Row by row, `columns * rows` of them.
    public let cells: [PictureCell]

    /// Nil unless `cells` fills `columns` x `rows` exactly.
    public init?(columns: Int, rows: Int, cells: [PictureCell]) {
        guard columns > 0, rows > 0, cells.count == columns * rows else { return nil }
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    public subscript(column: Int, row: Int) -> PictureCell { cells[row * columns + column] }

    /// The size it takes on screen.
    public var size: PictureSize { PictureSize(columns: columns, rows: rows) }
}
