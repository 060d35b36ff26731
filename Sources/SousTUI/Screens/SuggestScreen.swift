import SousApp
import SousCore

/// Cook from the pantry: recipes ranked by how much of them the kitchen holds, each with what
/// is missing and what it uses up.
public enum SuggestScreen: FeatureScreen {
    static let route = Route.suggest

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        let suggest = state.pantry.suggest
        let width = canvas.width
        Bar.draw(left: " sous · Cook from the pantry", right: suggest.filterText + " ", row: 0, width: width,
                 style: theme.header, into: &canvas)
        let rowsPerRecipe = 2
        let visible = max(1, (canvas.height - 2) / rowsPerRecipe)
        if suggest.results.isEmpty {
            let text = suggest.isLoading ? "Looking through the library…"
                : state.pantry.items.isEmpty ? "The pantry is empty: q, then a adds what is in the kitchen."
                : "No recipe fits these filters. 9 shows any number missing; t and g change the time and category."
            for (index, line) in TextWrap.wrap(text, width: max(1, width - 4)).enumerated() {
                canvas.write(line, column: 2, row: 2 + index, style: theme.muted)
            }
        }
        let first = max(0, suggest.selected - visible + 1)
        for (offset, item) in suggest.results.dropFirst(first).prefix(visible).enumerated() {
            let index = first + offset
            let row = 1 + offset * rowsPerRecipe
            let selected = index == suggest.selected
            let style = selected ? theme.selection : theme.text
            if selected { canvas.fill(Rect(x: 0, y: row, width: width, height: rowsPerRecipe), style: style) }
            let time = item.totalMinutes.map { "  " + RecipeFacts.duration(minutes: $0) } ?? ""
            let missingCount = item.missing.count + item.short.count
            let badge = missingCount == 0 ? "✓ all there" : "\(missingCount) missing"
            canvas.write(TextWrap.truncate(item.title + time, width: max(1, width - 16)), column: 1, row: row,
                         style: style.with(.bold), limit: width - 15)
            canvas.write(badge, column: max(1, width - 1 - DisplayWidth.of(badge)), row: row,
                         style: selected ? style : (missingCount == 0 ? theme.success : theme.warning))
            var detail: [String] = []
            if !item.missing.isEmpty { detail.append("missing: " + item.missing.joined(separator: ", ")) }
            if !item.short.isEmpty { detail.append("short of: " + item.short.joined(separator: ", ")) }
            if !item.noted.isEmpty { detail.append("check: " + item.noted.joined(separator: ", ")) }
            if !item.usesUp.isEmpty { detail.append("uses up: " + item.usesUp.joined(separator: ", ")) }
            if detail.isEmpty { detail.append("have: " + item.have.joined(separator: ", ")) }
            canvas.write(TextWrap.truncate(detail.joined(separator: " · "), width: max(1, width - 5)), column: 3, row: row + 1,
                         style: selected ? style : theme.muted, limit: width - 1)
        }
        let hint = width >= 90 ? "Enter open · c cook · p plan · S shop missing · 0/1/2/9 missing · t time · g category · a safe for · q back"
                               : "Enter open · c cook · 0/1/2/9 · t time · q back"
        AppScreen.drawStatus(state, hint: hint, right: suggest.results.isEmpty ? "" : "\(suggest.selected + 1)/\(suggest.results.count) ",
                             theme: theme, into: &canvas)
    }
}
