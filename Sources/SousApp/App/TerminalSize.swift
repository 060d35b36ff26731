/// The size of the terminal in cells.
public struct TerminalSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// Below this every screen only says "terminal too small".
    public static let minimum = TerminalSize(columns: 20, rows: 6)

    public var isTooSmall: Bool { columns < Self.minimum.columns || rows < Self.minimum.rows }
}
