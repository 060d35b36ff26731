/// A number of terminal cells across and down: the room a screen gives a picture, or a picture's own size.
public struct PictureSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size a 4:3 photo takes in `rows` rows: terminal cells are about twice as tall as wide.
    static func landscape(rows: Int) -> PictureSize { PictureSize(columns: rows * 8 / 3, rows: rows) }
}
