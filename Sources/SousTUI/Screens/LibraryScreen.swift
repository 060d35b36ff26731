import SousApp
import SousCore

/// The library: a title bar, a list of recipes with columns, a preview on wide terminals, the status line.
public enum LibraryScreen {
    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        let layout = LibraryLayout(size: state.size)
        let library = state.library
        Bar.draw(left: " sous · Library", right: filterSummary(library.query) + " ", row: 0,
                 width: canvas.width, style: theme.header, into: &canvas)
        let columns = RowColumns(width: layout.listWidth, showsSafety: state.household.hasRestrictions)
        canvas.write(columns.header, column: 0, row: 1, style: theme.muted, limit: layout.listWidth)
        let list = Rect(x: 0, y: LibraryLayout.listTop, width: layout.listWidth, height: layout.listHeight)
        if library.total == 0 {
            drawEmpty(library, in: list, theme: theme, into: &canvas)
        } else {
            for row in 0..<list.height {
                let index = library.scrollTop + row
                guard index < library.total else { break }
                let style = index == library.selected ? theme.selection : theme.text
                canvas.fill(Rect(x: 0, y: list.y + row, width: list.width, height: 1), style: style)
                let summary = library.page.item(at: index)
                let text = summary.map(columns.row) ?? "  …"
                canvas.write(text, column: 0, row: list.y + row, style: style, limit: list.width)
                if let summary, library.marked.contains(where: { $0.id == summary.id }) {
                    // Marked for a timeline: a tick where the heart would be.
                    canvas.write("✓", column: 0, row: list.y + row, style: style.with(.bold), limit: list.width)
                }
                if let summary, columns.showsSafety {
                    let verdict = state.household.verdict(summary.safety)
                    let badgeStyle = index == library.selected ? style.with(.bold) : SafetyStyle.of(verdict, theme: theme)
                    canvas.write(TextWrap.truncate(verdict.badge, width: RowColumns.safetyWidth), column: columns.safetyColumn,
                                 row: list.y + row, style: badgeStyle, limit: list.width)
                }
            }
        }
        if layout.showsPreview {
            let border = Rect(x: layout.listWidth, y: 1, width: 1, height: canvas.height - 2)
            for row in border.y..<border.maxY { canvas.write("│", column: border.x, row: row, style: theme.border) }
            let frame = layout.preview
            var pane = Rect(x: frame.x, y: frame.y, width: frame.columns, height: frame.rows)
            if let recipe = library.preview, recipe.id == library.selectedSummary?.id {
                // The picture, when the recipe has one and the pane room for it, heads the preview.
                if let slot = PictureLayout.previewSlot(in: state), let reserved = slot.reserved {
                    if let picture = slot.picture {
                        PictureView.draw(picture, x: pane.x, y: pane.y, clip: pane, theme: theme, into: &canvas)
                    }
                    pane = pane.splitTop(reserved.rows + 1).1
                }
                let lines = DetailDocument.lines(for: DetailState(recipe: recipe, lineSafety: library.previewSafety), people: state.household.everyone, width: pane.width)
                DocumentView.draw(lines, from: 0, in: pane, theme: theme, into: &canvas)
            }
        }
        let position = library.total == 0 ? "0 recipes" : "\(library.selected + 1)/\(library.total)"
        if library.isEditingSearch {
            // The cursor of a long search stays in view, where the typing happens.
            PromptLine.draw(label: " /", prompt: library.searchLine, right: AppScreen.withTimer(state, right: position + " "),
                            row: canvas.height - 1, width: canvas.width, style: theme.statusBar, into: &canvas)
            AppScreen.drawPromptError(state, promptRow: canvas.height - 1, width: canvas.width, theme: theme, into: &canvas)
        } else {
            let hint = library.query.search.isEmpty
                ? "/ search · Enter open · M meal plan · T timers · ? help"
                : "search: \(library.query.search) · Esc clears · / edit"
            AppScreen.drawStatus(state, hint: hint, right: position + " ", theme: theme, into: &canvas)
        }
    }

    static func filterSummary(_ query: LibraryQuery) -> String {
        var parts: [String] = []
        if let category = query.category { parts.append(category.capitalizedFirst) }
        if query.favoritesOnly { parts.append("♥ only") }
        if let safety = query.safety { parts.append(safety.label) }
        parts.append("by \(query.sort.label)")
        return parts.joined(separator: " · ")
    }

    static func drawEmpty(_ library: LibraryState, in rect: Rect, theme: Theme, into canvas: inout Canvas) {
        let query = library.query
        let message: String
        if !query.search.isEmpty {
            message = "No recipes match \"\(query.search)\". Backspace edits the search; Esc clears it."
        } else if query.category != nil || query.favoritesOnly || query.safety != nil {
            message = "No recipes with these filters. Esc shows all recipes."
        } else {
            message = "The library is empty. Import recipes with: sous import PATH"
        }
        for (index, line) in TextWrap.wrap(message, width: max(1, rect.width - 4)).prefix(rect.height).enumerated() {
            canvas.write(line, column: rect.x + 2, row: rect.y + 1 + index, style: theme.muted, limit: rect.maxX)
        }
    }
}

/// Which columns a list row has room for, and how each is laid out. The time comes first when
/// room is short: "what can I make in 30 minutes" decides more dinners than the category.
struct RowColumns {
    var width: Int
    /// Someone in the household has an allergy or a diet: each row says what it means for them.
    var showsSafety = false
    var showsTime: Bool { width >= 40 }
    var showsCategory: Bool { width >= 50 + (showsSafety ? Self.safetyWidth : 0) }
    var showsRating: Bool { width >= 62 + (showsSafety ? Self.safetyWidth : 0) }
    static let categoryWidth = 10, timeWidth = 11, ratingWidth = 5, safetyWidth = 12

    /// Where the safety badge starts: right after the title.
    var safetyColumn: Int { 2 + titleWidth + 1 }

    var titleWidth: Int {
        var rest = width - 2 - 1
        if showsSafety { rest -= Self.safetyWidth + 1 }
        if showsCategory { rest -= Self.categoryWidth + 1 }
        if showsTime { rest -= Self.timeWidth + 1 }
        if showsRating { rest -= Self.ratingWidth + 1 }
        return max(1, rest)
    }

    var header: String {
        cells(mark: "", title: "Title", safety: "Safety", category: "Category", time: "Time", rating: "Rated")
    }

    func row(_ summary: RecipeSummary) -> String {
        // The badge is drawn over the blank safety cell in its own colour.
        cells(mark: summary.favorite ? "♥" : "", title: summary.title, safety: "", category: summary.category?.capitalizedFirst ?? "",
              time: summary.totalMinutes.map { RecipeFacts.duration(minutes: $0) } ?? "",
              rating: summary.rating > 0 ? RecipeFacts.stars(summary.rating) : "")
    }

    private func cells(mark: String, title: String, safety: String, category: String, time: String, rating: String) -> String {
        var line = pad(mark, 2) + pad(TextWrap.truncate(title, width: titleWidth), titleWidth) + " "
        if showsSafety { line += pad(safety, Self.safetyWidth) + " " }
        if showsCategory { line += pad(TextWrap.truncate(category, width: Self.categoryWidth), Self.categoryWidth) + " " }
        if showsTime { line += padLeft(time, Self.timeWidth) + " " }
        if showsRating { line += pad(TextWrap.truncate(rating, width: Self.ratingWidth), Self.ratingWidth) }
        return line
    }

    private func pad(_ text: String, _ columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - DisplayWidth.of(text)))
    }

    private func padLeft(_ text: String, _ columns: Int) -> String {
        String(repeating: " ", count: max(0, columns - DisplayWidth.of(text))) + text
    }
}
