import SousApp
import SousCore

/// The pantry: what is in the kitchen, by where it lives, with amounts and best-before marks,
/// and the staples that are always there.
public enum PantryScreen: FeatureScreen {
    static let route = Route.pantry

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        let pantry = state.pantry
        let width = canvas.width
        let today = (state.plan.week?.calendar ?? PlanCalendar(timeZone: .current)).today(state.now)
        Bar.draw(left: " sous · Pantry", right: "\(pantry.items.count) item\(pantry.items.count == 1 ? "" : "s") ", row: 0,
                 width: width, style: theme.header, into: &canvas)
        var lines: [(text: String, style: Style, item: Int?, mark: (String, Style)?)] = []
        var index = 0
        if pantry.items.isEmpty {
            lines.append(("Nothing in the pantry yet. a adds items: 2 onions, 500 g rice, milk.", theme.muted, nil, nil))
        }
        for group in pantry.grouped {
            lines.append(((group.place.isEmpty ? "Anywhere" : group.place.capitalizedFirst), theme.accent.with(.bold), nil, nil))
            for item in group.items {
                let mark = item.dateMark(today: today).flatMap { mark in
                    mark.text.map { ("  " + $0, mark.needsUsing ? theme.danger.with(.bold) : theme.warning) }
                }
                lines.append(("  " + item.text, theme.text, index, mark))
                index += 1
            }
        }
        if !pantry.staples.isEmpty {
            lines.append(("Always there (staples): " + pantry.staples.joined(separator: ", "), theme.muted, nil, nil))
        }
        let height = max(0, canvas.height - 2)
        let selectedLine = lines.firstIndex { $0.item == pantry.selected } ?? 0
        let first = max(0, min(selectedLine - height / 2, lines.count - height))
        for (offset, line) in lines.dropFirst(first).prefix(height).enumerated() {
            let row = 1 + offset
            let selected = line.item != nil && line.item == pantry.selected && pantry.prompt == nil
            let style = selected ? theme.selection : line.style
            if selected { canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: style) }
            let end = canvas.write(TextWrap.truncate(line.text, width: max(1, width - 2)), column: 1, row: row, style: style)
            if let (mark, markStyle) = line.mark, end < width - 4 {
                canvas.write(TextWrap.truncate(mark, width: width - 1 - end), column: end, row: row,
                             style: selected ? style.with(.bold) : markStyle, limit: width - 1)
            }
        }
        if let prompt = pantry.prompt {
            let label = " " + prompt.label + ": "
            PromptLine.draw(label: label, prompt: prompt.input, row: canvas.height - 1, width: width, style: theme.statusBar,
                            into: &canvas)
            AppScreen.drawPromptError(state, promptRow: canvas.height - 1, width: width, theme: theme, into: &canvas)
        } else {
            let hint = width >= 90 ? "a add · d remove · u undo · b best before · w where · c cook from the pantry · q back"
                                   : "a add · d remove · u undo · c cook from it · q back"
            AppScreen.drawStatus(state, hint: hint, right: "", theme: theme, into: &canvas)
        }
    }
}
