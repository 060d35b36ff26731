import SousApp
import SousCore

/// The household: everyone the kitchen cooks for with their allergies (red) and diets (orange),
/// and the selected person's boxes to tick.
public enum HouseholdScreen: FeatureScreen {
    static let route = Route.household

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        let household = state.household
        let width = canvas.width
        let count = household.people.count
        Bar.draw(left: " sous · Household", right: "\(count) \(count == 1 ? "person" : "people") ", row: 0, width: width,
                 style: theme.header, into: &canvas)
        let cardRows = ProfileGrid.columns.map(\.count).max() ?? 0
        let listRows = max(1, canvas.height - 5 - cardRows)
        if household.people.isEmpty {
            let text = "No one yet. a adds a person; then tick their allergies and diets, and every recipe is checked for them."
            for (index, line) in TextWrap.wrap(text, width: max(1, width - 4)).prefix(listRows).enumerated() {
                canvas.write(line, column: 2, row: 2 + index, style: theme.muted)
            }
        }
        let first = max(0, household.selected - listRows + 1)
        for (offset, person) in household.people.dropFirst(first).prefix(listRows).enumerated() {
            let index = first + offset
            let row = 2 + offset
            let selected = index == household.selected
            drawPerson(person, row: row, width: width, selected: selected && household.item == nil, theme: theme, into: &canvas)
        }
        if let person = household.selectedPerson {
            let top = 2 + min(listRows, count) + 1
            let focus = household.item != nil
            let title = focus ? "\(person.name): Space ticks, h/l/j/k move, Enter or Esc goes back"
                              : "\(person.name): Enter to tick allergies and diets"
            canvas.write(TextWrap.truncate(title, width: width - 2), column: 1, row: top, style: theme.accent)
            drawCard(person, item: household.item, top: top + 1, width: width, theme: theme, into: &canvas)
        }
        if let prompt = household.prompt {
            let label = prompt.kind == .add ? " New person's name: " : " New name: "
            PromptLine.draw(label: label, prompt: prompt.input, row: canvas.height - 1, width: width, style: theme.statusBar,
                            into: &canvas)
            AppScreen.drawPromptError(state, promptRow: canvas.height - 1, width: width, theme: theme, into: &canvas)
        } else {
            let hint = width >= 76 ? "a add · Enter tick allergies/diets · r rename · D remove · u undo · q back"
                                   : "a add · Enter tick · D remove · q back"
            AppScreen.drawStatus(state, hint: hint, right: "", theme: theme, into: &canvas)
        }
    }

    /// "Sam  allergic to peanuts, sesame  vegan": allergies red, diets orange.
    static func drawPerson(_ person: Person, row: Int, width: Int, selected: Bool, theme: Theme, into canvas: inout Canvas) {
        let base = selected ? theme.selection : theme.text
        canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: base)
        let nameWidth = min(18, max(6, width / 4))
        let name = TextWrap.truncate(person.name + (person.guest ? " (guest)" : ""), width: nameWidth)
        canvas.write(name, column: 2, row: row, style: base.with(.bold), limit: width)
        var column = 2 + nameWidth + 2
        var parts: [(String, Style)] = []
        if !person.allergies.isEmpty {
            parts.append(("⚠ " + person.allergies.sorted().map(\.shortName).joined(separator: ", "), selected ? base : theme.danger.with(.bold)))
        }
        if !person.diets.isEmpty {
            parts.append((person.diets.sorted().map(\.name).joined(separator: ", "), selected ? base : theme.warning))
        }
        if parts.isEmpty { parts.append(("eats anything", selected ? base : theme.muted)) }
        for (text, style) in parts where column < width - 1 {
            let shown = TextWrap.truncate(text, width: width - 1 - column)
            canvas.write(shown, column: column, row: row, style: style, limit: width - 1)
            column += DisplayWidth.of(shown) + 2
        }
    }

    /// Three columns of boxes: allergies (two columns) and diets with the guest box.
    /// On a short terminal the boxes scroll so the highlighted one stays in view.
    static func drawCard(_ person: Person, item: Int?, top: Int, width: Int, theme: Theme, into canvas: inout Canvas) {
        let columnWidth = min(30, max(8, (width - 2) / ProfileGrid.columns.count))
        let visibleRows = max(1, canvas.height - 1 - top)
        let itemRow = item.map { ProfileGrid.position(of: $0).row } ?? 0
        let firstRow = max(0, itemRow - visibleRows + 1)
        for (column, range) in ProfileGrid.columns.enumerated() {
            for (row, index) in range.enumerated() where row >= firstRow && row - firstRow < visibleRows {
                let entry = ProfileItem.all[index]
                let ticked = entry.isTicked(for: person)
                var style: Style
                switch entry {
                case .allergy: style = ticked ? theme.danger.with(.bold) : theme.text
                case .diet: style = ticked ? theme.warning.with(.bold) : theme.text
                case .guest: style = ticked ? theme.accent : theme.text
                }
                if index == item { style = theme.selection }
                let label = (ticked ? "[x] " : "[ ] ") + entry.label
                let x = 1 + column * columnWidth
                canvas.write(TextWrap.truncate(label, width: columnWidth - 1), column: x, row: top + row - firstRow, style: style,
                             limit: min(width, x + columnWidth - 1))
            }
        }
    }
}
