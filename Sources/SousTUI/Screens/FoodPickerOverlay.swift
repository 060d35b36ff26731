import SousApp
import SousCore

/// The detail view's food picker (`m`): each ingredient line with the food its nutrition comes
/// from, then, for the chosen line, foods found by the words typed.
enum FoodPickerOverlay {
    static func draw(_ picker: FoodPicker, detail: DetailState, corrections: [String: String], theme: Theme,
                     into canvas: inout Canvas) {
        // Drawn at every size the app draws at: keys go to the picker while it is open.
        let width = min(canvas.width - 2, 90)
        let height = min(max(3, canvas.height - 2), max(3, canvas.height - 4))
        guard width >= 8, canvas.height >= 5 else { return }
        let top = canvas.height - 1 - height >= 2 ? 2 : 1
        let rect = Rect(x: (canvas.width - width) / 2, y: top, width: width, height: height)
        canvas.fill(rect, style: theme.text)
        let inner = width - 4
        let rows = height - 2
        if let query = picker.query {
            let name = detail.recipe.ingredients.indices.contains(picker.line) ? detail.recipe.ingredients[picker.line].name : ""
            Box.draw(rect, title: TextWrap.truncate("Food for \u{201C}\(name)\u{201D} · Enter picks · Esc back", width: inner),
                     style: theme.border, titleStyle: theme.accent, into: &canvas)
            canvas.write("> " + PromptLine.fitted(query, width: max(1, inner - 3)), column: rect.x + 2, row: rect.y + 1,
                         style: theme.accent, limit: rect.maxX - 1)
            PromptLine.markSelection(query, column: rect.x + 4, row: rect.y + 1, limit: rect.maxX - 1, into: &canvas)
            if picker.results.isEmpty {
                let said = picker.searching ? "Looking for foods\u{2026}" : "No food matches these words."
                canvas.write(said, column: rect.x + 2, row: rect.y + 2, style: theme.muted, limit: rect.maxX - 1)
                return
            }
            let listRows = max(1, rows - 1)
            let first = max(0, picker.selected - listRows + 1)
            for (offset, choice) in picker.results.dropFirst(first).prefix(listRows).enumerated() {
                let selected = first + offset == picker.selected
                let style = selected ? theme.selection : theme.text
                let row = rect.y + 2 + offset
                if selected { canvas.fill(Rect(x: rect.x + 1, y: row, width: width - 2, height: 1), style: style) }
                let label = (choice.isFood ? "food · " : "USDA · ") + choice.description
                canvas.write(TextWrap.truncate(label, width: inner), column: rect.x + 2, row: row, style: style,
                             limit: rect.maxX - 1)
            }
            return
        }
        Box.draw(rect, title: TextWrap.truncate("Nutrition matches · Enter change · x forget yours · Esc close", width: inner),
                 style: theme.border, titleStyle: theme.accent, into: &canvas)
        let ingredients = detail.recipe.ingredients
        let first = max(0, picker.line - rows + 1)
        for offset in 0..<min(rows, ingredients.count - first) {
            let index = first + offset
            let ingredient = ingredients[index]
            let selected = index == picker.line
            let row = rect.y + 1 + offset
            let style = selected ? theme.selection : theme.text
            if selected { canvas.fill(Rect(x: rect.x + 1, y: row, width: width - 2, height: 1), style: style) }
            let nameWidth = min(28, inner / 3)
            let name = TextWrap.truncate(ingredient.name, width: nameWidth)
            canvas.write(name, column: rect.x + 2, row: row, style: style, limit: rect.maxX - 1)
            let (text, role) = matchText(index, ingredient: ingredient, detail: detail, corrections: corrections)
            canvas.write(TextWrap.truncate(text, width: inner - nameWidth - 1), column: rect.x + 3 + nameWidth, row: row,
                         style: selected ? style : role == .muted ? theme.muted : theme.text, limit: rect.maxX - 1)
        }
    }

    /// " (yours)", or " (yours: ginger)" for a food of the knowledge base.
    static func yourChoice(_ choice: String?) -> String {
        guard let choice else { return "" }
        guard FoodCorrection.isConcept(choice), let concept = FoodKnowledge.standard.concept(id: choice) else { return " (yours)" }
        return " (yours: \(concept.name))"
    }

    /// "→ Onions, raw", "→ Onions, raw (yours)", "not counted: no amount".
    static func matchText(_ index: Int, ingredient: Ingredient, detail: DetailState,
                          corrections: [String: String]) -> (String, DocumentLine.Role) {
        guard let line = detail.nutrition?.lines.first(where: { $0.index == index }) else { return ("", .muted) }
        let yours = yourChoice(corrections[NutritionCalculator.key(for: ingredient.name)])
        switch line.outcome {
        case .counted(_, let description): return ("→ " + description + yours, .text)
        case .noAmount: return ("not counted: no amount" + yours, .muted)
        case .noFood: return ("not counted: no food found" + yours, .muted)
        case .noWeight: return ("not counted: unit not known for it" + yours, .muted)
        case .notFood: return ("not counted: not food" + yours, .muted)
        case .skipped: return ("", .muted)
        }
    }
}
