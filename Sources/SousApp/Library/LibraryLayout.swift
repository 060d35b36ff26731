/// Where the library's parts go for a terminal size. Shared by the reducer (paging, mouse) and the screen.
public struct LibraryLayout: Hashable, Sendable {
    /// Rows: a title bar, a column header, the list, the status line.
    public static let listTop = 2
    public static let previewMinimumColumns = 100

    public var size: TerminalSize

    public init(size: TerminalSize) { self.size = size }

    public var listHeight: Int { max(1, size.rows - 3) }
    public var showsPreview: Bool { size.columns >= Self.previewMinimumColumns }
    public var listWidth: Int { showsPreview ? size.columns * 11 / 20 : size.columns }
    /// The preview pane, right of the list, its border and a blank column; between the bars.
    public var preview: (x: Int, y: Int, columns: Int, rows: Int) {
        (listWidth + 2, 1, size.columns - listWidth - 3, size.rows - 2)
    }
}
