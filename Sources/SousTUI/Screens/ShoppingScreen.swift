import SousApp
import SousCore

/// The shopping list: lines grouped by aisle with check boxes, pantry staples apart, notes at the end.
public enum ShoppingScreen: FeatureScreen {
    static let route = Route.shopping

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        let width = canvas.width
        guard let shopping = state.shopping, let list = shopping.list else {
            Bar.draw(left: " sous · Shopping list", row: 0, width: width, style: theme.header, into: &canvas)
            canvas.write("Loading the list…", column: 1, row: 2, style: theme.muted)
            return
        }
        let rows = shopping.rows
        let done = rows.filter(\.isChecked).count
        Bar.draw(left: " sous · " + list.title, right: "\(done)/\(rows.count) ", row: 0, width: width,
                 style: theme.header, into: &canvas)
        // Build the visible lines: headings, items (with their row index), staples, notes.
        var lines: [(text: String, style: Style, row: Int?, mark: (String, Style)?)] = []
        var index = 0
        func item(_ line: ShoppingLine) {
            let box = line.isChecked ? "[x] " : "[ ] "
            var text = box + line.text
            if shopping.showsRecipes && !line.recipes.isEmpty { text += "  (" + line.recipes.joined(separator: ", ") + ")" }
            let mark = ShoppingSafety.warning(for: line, in: state).map { warning in
                ("  " + warning.text, warning.allergy ? SafetyStyle.allergy(theme) : SafetyStyle.diet(theme))
            }
            lines.append((text, line.isChecked ? theme.muted : theme.text, index, mark))
            index += 1
        }
        if rows.isEmpty && list.notes.isEmpty {
            lines.append(("Nothing to buy: the plan for this week is empty. a adds an item.", theme.muted, nil, nil))
        }
        for group in list.byAisle {
            lines.append((group.aisle.title, theme.accent.with(.bold), nil, nil))
            group.lines.forEach(item)
        }
        if !list.checkYouHave.isEmpty {
            lines.append(("Check you have (the pantry holds some)", theme.warning.with(.bold), nil, nil))
            list.checkYouHave.forEach(item)
        }
        if !list.staples.isEmpty {
            lines.append(("Pantry staples (you probably have these)", theme.muted.with(.bold), nil, nil))
            list.staples.forEach(item)
        }
        if !list.inPantry.isEmpty {
            lines.append(("In the pantry (not bought)", theme.muted.with(.bold), nil, nil))
            for line in list.inPantry { lines.append(("  " + line.text, theme.muted, nil, nil)) }
        }
        for note in list.notes { lines.append(("Note: " + note, theme.warning, nil, nil)) }
        let height = max(0, canvas.height - 2)
        let selectedLine = lines.firstIndex { $0.row == shopping.selected } ?? 0
        let first = max(0, min(selectedLine - height / 2, lines.count - height))
        for (offset, line) in lines.dropFirst(first).prefix(height).enumerated() {
            let row = 1 + offset
            let selected = line.row != nil && line.row == shopping.selected
            let indent = line.row == nil ? 1 : 3
            let style = selected ? theme.selection : line.style
            if selected { canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: style) }
            let end = canvas.write(TextWrap.truncate(line.text, width: max(1, width - indent - 1)), column: indent, row: row,
                                   style: style)
            if let (mark, markStyle) = line.mark, end < width - 4 {
                canvas.write(TextWrap.truncate(mark, width: width - 1 - end), column: end, row: row,
                             style: selected ? style.with(.bold) : markStyle, limit: width - 1)
            }
        }
        if let prompt = shopping.prompt {
            let hint = prompt.kind == .export ? " (empty: ~/shopping-\(list.listID).md)" : ""
            PromptLine.draw(label: " \(prompt.label)\(hint): ", prompt: prompt.input, right: "Enter ok · Esc cancel ",
                            row: canvas.height - 1, width: width, style: theme.statusBar, into: &canvas)
            AppScreen.drawPromptError(state, promptRow: canvas.height - 1, width: width, theme: theme, into: &canvas)
        } else {
            AppScreen.drawStatus(state, hint: "Space check · a add · d remove · r recipes · e export · ? help",
                                 right: "", theme: theme, into: &canvas)
        }
    }
}
