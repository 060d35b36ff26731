import SousCore

/// How the `?` overlay lays out a screen's keys at a terminal size: shared by the overlay that
/// draws it and the reducer that scrolls it. Descriptions wrap (never cut short); the bindings
/// go into the fewest columns (two or three when the window is wide) that show them all, and
/// when even that is taller than the window, the lines scroll.
public struct HelpLayout: Sendable {
    /// One binding's part of a line: its keys on its first line, then its description.
    public struct Cell: Hashable, Sendable {
        public var keys: String
        public var text: String
    }

    /// Bindings side by side, read left to right, then down.
    public let columns: Int
    public let keyWidth: Int
    public let columnWidth: Int
    /// Every line of the overlay, one cell per column (fewer on the last row).
    public let lines: [[Cell]]
    /// The frame's size; the frame is centred on the screen.
    public let boxWidth: Int
    public let boxHeight: Int
    /// Lines shown at once, inside the frame above its last line (the hint).
    public let visibleRows: Int

    /// A description narrower than this is not worth another column.
    static let minimumTextWidth = 20
    static let maximumColumns = 3

    public init(bindings: [KeyBinding], size: TerminalSize) {
        let fullWidth = max(0, size.columns - 2)
        let fullHeight = max(0, size.rows - 2)
        // Inside the frame, a blank column on the left.
        let inner = max(1, fullWidth - 3)
        let labelWidth = min(16, bindings.map { DisplayWidth.of($0.keyLabel) }.max() ?? 1)
        keyWidth = labelWidth
        // Two blank columns between a description and the next binding's keys.
        let textRoom = { (count: Int) in inner / count - labelWidth - 4 }
        let widest = bindings.map { DisplayWidth.of($0.help) }.max() ?? 1
        let rowsAvailable = max(1, fullHeight - 3)
        var chosen = 1
        var chosenLines = Self.lines(bindings, columns: 1, textWidth: max(1, textRoom(1)))
        for count in 1...Self.maximumColumns where count == 1 || textRoom(count) >= Self.minimumTextWidth {
            let laid = Self.lines(bindings, columns: count, textWidth: max(1, textRoom(count)))
            chosen = count
            chosenLines = laid
            if laid.count <= rowsAvailable { break }
        }
        columns = chosen
        lines = chosenLines
        columnWidth = chosen == 1 ? min(inner, labelWidth + 4 + widest) : inner / chosen
        boxWidth = min(fullWidth, 3 + columnWidth * chosen)
        boxHeight = min(fullHeight, chosenLines.count + 3)
        visibleRows = max(0, boxHeight - 3)
    }

    public init(route: Route, size: TerminalSize) {
        self.init(bindings: KeyMap.bindings(for: route), size: size)
    }

    /// The furthest the lines scroll: 0 when they all show.
    public var maxScroll: Int { max(0, lines.count - visibleRows) }
    public var scrolls: Bool { maxScroll > 0 }

    /// The bindings in rows of `columns`, each row as tall as its longest description.
    static func lines(_ bindings: [KeyBinding], columns: Int, textWidth: Int) -> [[Cell]] {
        var lines: [[Cell]] = []
        for start in stride(from: 0, to: bindings.count, by: columns) {
            let row = bindings[start..<min(start + columns, bindings.count)]
            let wrapped = row.map { TextWrap.wrap($0.help, width: textWidth) }
            let height = max(1, wrapped.map(\.count).max() ?? 1)
            for line in 0..<height {
                lines.append(zip(row, wrapped).map { binding, text in
                    Cell(keys: line == 0 ? binding.keyLabel : "", text: line < text.count ? text[line] : "")
                })
            }
        }
        return lines
    }
}
