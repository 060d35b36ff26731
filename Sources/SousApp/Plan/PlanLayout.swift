import SousCore

/// Where the plan grid puts its days and meals on a screen of a given size: shared by the
/// screen that draws it and the reducer that maps a click to a cell.
public struct PlanLayout: Sendable {
    /// Days shown side by side: seven from 100 columns, three from 45, else one.
    public let visibleDays: Int
    /// The first day shown (0-6): the cursor's day is always among those shown.
    public let firstDay: Int
    /// Columns taken by the meal names on the left.
    public let labelWidth: Int
    public let columnWidth: Int
    /// For each meal slot, the first screen row of its cells and how many rows they have.
    public let slotRows: [(top: Int, height: Int)]

    /// The grid's area: below the title bar, above the status line.
    public static let gridTop = 1

    /// Rows under the grid for the day totals (a rule and a line), when there are any and room.
    public let footerRows: Int

    public init(size: TerminalSize, slots: Int, cursorDay: Int, nutritionFooter: Bool = false) {
        let width = size.columns
        visibleDays = Self.visibleDays(width: width)
        firstDay = Self.firstVisibleDay(cursor: cursorDay, visible: visibleDays)
        labelWidth = width >= 60 ? 11 : 6
        columnWidth = max(1, (width - labelWidth) / visibleDays)
        // A header row, then for each slot a rule and its share of what is left.
        footerRows = nutritionFooter && size.rows >= 14 ? 2 : 0
        let height = size.rows - 2 - footerRows
        let available = height - 1 - slots
        let base = slots > 0 ? max(1, available / max(1, slots)) : 0
        var extra = slots > 0 ? max(0, available - base * slots) : 0
        var rows: [(Int, Int)] = []
        var y = Self.gridTop + 1
        let bottom = Self.gridTop + height
        for _ in 0..<slots {
            guard y < bottom else { break }
            var slotHeight = base
            if extra > 0 { slotHeight += 1; extra -= 1 }
            slotHeight = min(slotHeight, bottom - y - 1)
            rows.append((y + 1, slotHeight))
            y += slotHeight + 1
        }
        slotRows = rows
    }

    public static func visibleDays(width: Int) -> Int {
        width >= 100 ? 7 : width >= 45 ? 3 : 1
    }

    /// The first shown day, so the cursor's day is shown (centred when possible).
    public static func firstVisibleDay(cursor: Int, visible: Int) -> Int {
        guard visible < 7 else { return 0 }
        return min(max(0, cursor - visible / 2), 7 - visible)
    }

    /// The day, slot and line within the cell under a screen position; nil off the cells.
    public func cell(column: Int, row: Int) -> (day: Int, slot: Int, line: Int)? {
        guard column >= labelWidth else { return nil }
        let index = (column - labelWidth) / columnWidth
        guard index < visibleDays,
              let slot = slotRows.firstIndex(where: { row >= $0.top && row < $0.top + $0.height }) else { return nil }
        return (firstDay + index, slot, row - slotRows[slot].top)
    }
}
