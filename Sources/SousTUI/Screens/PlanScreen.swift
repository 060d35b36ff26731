import SousApp
import SousCore

/// The week's meal-plan grid: days across, meals down, entries in the cells. Seven days from
/// 100 columns, three from 45, else one; the cursor's day is always among those shown.
public enum PlanScreen: FeatureScreen {
    static let route = Route.plan

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        let width = canvas.width
        let plan = state.plan
        guard let week = plan.week else {
            Bar.draw(left: " sous · Meal plan", row: 0, width: width, style: theme.header, into: &canvas)
            canvas.write("Loading the plan…", column: 1, row: 2, style: theme.muted)
            return
        }
        let end = week.start.adding(days: 6)
        let isoWeek = ISOWeek(containing: week.start)
        let range = "\(week.start.day) \(week.start.monthShortName) – \(end.day) \(end.monthShortName) \(end.year)"
        Bar.draw(left: " sous · Meal plan", right: "\(isoWeek) · \(range) ", row: 0, width: width, style: theme.header,
                 into: &canvas)
        let layout = PlanLayout(size: state.size, slots: week.slots.count, cursorDay: plan.day,
                                nutritionFooter: week.showsNutrition)
        let visible = layout.visibleDays
        let first = layout.firstDay
        let today = week.calendar.today(state.now)
        let days = (first..<first + visible).map { week.start.adding(days: $0) }
        let columnWidth = layout.columnWidth - 1
        let headers = days.map { day in
            let label = "\(day.weekdayShortName) \(day.day) \(day.monthShortName)"
            return day == today && DisplayWidth.of(label) + 7 <= columnWidth ? label + " ·today" : label
        }
        let cells: [[[Grid.Line]]] = week.slots.map { slot in
            days.map { day in
                plan.entries(day: day, slotID: slot.id).map { entry in
                    cellLine(PlanCellEntry(entry, household: state.household), theme: theme)
                }
            }
        }
        let labelWidth = layout.labelWidth
        let content = Grid.Content(
            headers: headers, highlightedHeader: days.firstIndex(of: today), rowLabels: week.slots.map(\.name),
            cells: cells, selected: (plan.day - first, plan.slot, plan.entry))
        let gridRect = Rect(x: 0, y: 1, width: width, height: canvas.height - 2 - layout.footerRows)
        Grid.draw(content, in: gridRect, labelWidth: labelWidth, theme: theme, into: &canvas)
        if layout.footerRows > 0 {
            drawNutritionFooter(week, days: days, layout: layout, row: gridRect.maxY, width: width, theme: theme, into: &canvas)
        }
        if let prompt = plan.prompt {
            drawPrompt(prompt, state: state, theme: theme, into: &canvas)
        } else {
            let hint: String
            if let placing = plan.placing {
                hint = "Place \(placing.title): arrows move, Enter places, Esc cancels"
            } else if let entry = plan.currentEntry, let safety = entry.recipeSafety,
                      case let verdict = state.household.verdict(safety, eaters: entry.eaters), !verdict.isSafe {
                hint = (verdict.hasAllergy ? "⚠ " : "") + entry.title + ": " + verdict.sentence + " · e who eats"
            } else if let clip = plan.clipboard {
                hint = "p pastes \(clip.entry.isNote ? "the note" : clip.entry.title) · a add · ? help"
            } else {
                hint = "a add · n note · d delete · x/y/p move · [ ] week · S shopping · ? help"
            }
            let right = visible < 7 ? "\(plan.day + 1)/7 " : ""
            AppScreen.drawStatus(state, hint: hint, right: right, theme: theme, into: &canvas)
        }
    }

    /// An entry in a cell: a note in italics, a deleted recipe in orange, a recipe marked when it
    /// does not suit who is eating it ("⚠ Satay" in red for an allergy, "✗ Satay" in orange for a
    /// diet, "? Satay" when a line must be checked) with whom the mark is for under it ("✗ Alex").
    static func cellLine(_ cell: PlanCellEntry, theme: Theme) -> Grid.Line {
        let style: Style = switch cell.kind {
        case .recipe: theme.text
        case .note: theme.muted.with(.italic)
        case .deletedRecipe, .diet, .check: theme.warning
        case .allergy: SafetyStyle.allergy(theme)
        }
        return Grid.Line(cell.text, style: style, detail: cell.who, detailStyle: style)
    }

    /// "kcal/person" under each day (one serving of each of its recipes), and the week's average.
    static func drawNutritionFooter(_ week: PlanWeek, days: [PlanDay], layout: PlanLayout, row: Int, width: Int,
                                    theme: Theme, into canvas: inout Canvas) {
        canvas.write(String(repeating: "─", count: width), column: 0, row: row, style: theme.border, limit: width)
        let average = week.averagePerPerson.map { "avg \(Int($0.kcal.rounded()))" } ?? ""
        canvas.write(TextWrap.truncate(layout.labelWidth >= 11 ? "kcal/pers." : "kcal", width: layout.labelWidth - 1),
                     column: 0, row: row + 1, style: theme.muted, limit: layout.labelWidth - 1)
        for (index, day) in days.enumerated() {
            guard let figures = week.perPerson(on: day) else { continue }
            let x = layout.labelWidth + index * layout.columnWidth
            let text = "\(Int(figures.kcal.rounded())) kcal" + (layout.columnWidth >= 22 ? " · \(Int(figures.protein.rounded())) g prot." : "")
            canvas.write(TextWrap.truncate(text, width: layout.columnWidth - 1), column: x, row: row + 1, style: theme.accent,
                         limit: x + layout.columnWidth - 1)
        }
        if !average.isEmpty {
            // On the rule, at the right: " week avg 2140 kcal/person ".
            let text = " week " + average + " kcal/person "
            canvas.write(text, column: max(0, width - DisplayWidth.of(text) - 1), row: row, style: theme.muted, limit: width)
        }
    }

    public static func visibleDays(width: Int) -> Int { PlanLayout.visibleDays(width: width) }

    static func drawPrompt(_ prompt: PlanPrompt, state: AppState, theme: Theme, into canvas: inout Canvas) {
        let width = canvas.width
        let bottom = canvas.height - 1
        let label = " \(prompt.kind.label): "
        var line = label + prompt.input.withCursorMark
        if prompt.kind == .applyTemplate && !state.plan.templates.isEmpty {
            line += "   (" + state.plan.templates.joined(separator: ", ") + ")"
        }
        Bar.draw(left: line, right: "Enter ok · Esc cancel ", row: bottom, width: width, style: theme.statusBar, into: &canvas)
        PromptLine.markSelection(prompt.input, column: DisplayWidth.of(label), row: bottom, limit: width, into: &canvas)
        AppScreen.drawPromptError(state, promptRow: bottom, width: width, theme: theme, into: &canvas)
        guard prompt.kind == .recipe else { return }
        let boxWidth = min(width - 2, 60)
        let rows = min(max(1, prompt.results.count), max(1, canvas.height - 6))
        let rect = Rect(x: max(0, (width - boxWidth) / 2), y: max(1, bottom - rows - 2), width: boxWidth, height: rows + 2)
        canvas.fill(rect, style: theme.text)
        let title = "Add a recipe · " + (prompt.safety?.label ?? "all") + " (Ctrl-F)"
        Box.draw(rect, title: TextWrap.truncate(title, width: rect.width - 4), style: theme.border, titleStyle: theme.accent, into: &canvas)
        if prompt.results.isEmpty {
            canvas.write("No recipe matches.", column: rect.x + 2, row: rect.y + 1, style: theme.muted, limit: rect.maxX - 1)
            return
        }
        let first = max(0, prompt.selected - rows + 1)
        for (offset, recipe) in prompt.results.dropFirst(first).prefix(rows).enumerated() {
            let selected = first + offset == prompt.selected
            let style = selected ? theme.selection : theme.text
            let row = rect.y + 1 + offset
            if selected { canvas.fill(Rect(x: rect.x + 1, y: row, width: rect.width - 2, height: 1), style: style) }
            let verdict = state.household.verdict(recipe.safety)
            let badge = state.household.hasRestrictions ? TextWrap.truncate(verdict.badge, width: 12) : ""
            let badgeWidth = DisplayWidth.of(badge)
            canvas.write(TextWrap.truncate(recipe.title, width: rect.width - 4 - (badgeWidth > 0 ? badgeWidth + 1 : 0)),
                         column: rect.x + 2, row: row, style: style, limit: rect.maxX - 1)
            if badgeWidth > 0 {
                canvas.write(badge, column: rect.maxX - 2 - badgeWidth, row: row,
                             style: selected ? style.with(.bold) : SafetyStyle.of(verdict, theme: theme), limit: rect.maxX - 1)
            }
        }
    }
}
