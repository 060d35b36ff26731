import SousApp
import SousCore

/// A question to the assistant and its answer as it streams in: every food in it that someone
/// in the household cannot eat is red, and listed under the answer with who it is for.
public enum AssistantScreen: FeatureScreen {
    static let route = Route.assistant

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        let assistant = state.assistant
        let width = canvas.width
        var title = " sous · Ask"
        if let about = assistant.about {
            title += " · " + TerminalText.visibleLine(about) + (assistant.servings.map { " (serves \($0))" } ?? "")
        }
        Bar.draw(left: title, right: assistant.request.step.map { "step \($0 + 1) " } ?? "", row: 0, width: width,
                 style: theme.header, into: &canvas)
        let textWidth = max(1, width - 4)
        var lines: [(String, Style)] = []
        if !assistant.request.question.isEmpty {
            lines += TextWrap.wrap("Q: " + assistant.request.question, width: textWidth).map { ($0, theme.accent.with(.bold)) }
            lines.append(("", theme.text))
        }
        if assistant.answer.isEmpty {
            if assistant.phase == .asking { lines.append(("Waiting for the assistant…", theme.muted)) }
            if assistant.phase == .typing && assistant.request.question.isEmpty {
                lines += TextWrap.wrap("Ask about this recipe: a swap, a step, a time. The recipe as shown and the household's "
                                       + "allergies and diets go with the question.", width: textWidth).map { ($0, theme.muted) }
            }
        }
        for paragraph in assistant.answer.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += TextWrap.wrap(String(paragraph), width: textWidth).map { ($0, theme.text) }
        }
        if case .failed(let reason) = assistant.phase {
            lines.append(("", theme.text))
            lines += TextWrap.wrap(reason, width: textWidth).map { ($0, theme.danger) }
        }
        let warnings = assistant.warnings.map { "⚠ " + $0.sentence }
        let warningRows = min(warnings.count, max(0, (canvas.height - 4) / 3))
        let top = 2
        let bodyRows = max(0, canvas.height - 2 - top - (warningRows > 0 ? warningRows + 1 : 0))
        let scroll = min(assistant.scroll, max(0, lines.count - bodyRows))
        let foods = assistant.warnings.map(\.food)
        for (offset, line) in lines.dropFirst(scroll).prefix(bodyRows).enumerated() {
            canvas.write(line.0, column: 2, row: top + offset, style: line.1, limit: width - 1)
            markFoods(foods, in: line.0, row: top + offset, width: width, style: theme.danger.with(.bold), into: &canvas)
        }
        for (offset, warning) in warnings.prefix(warningRows).enumerated() {
            let shown = offset == warningRows - 1 && warnings.count > warningRows ? "… and \(warnings.count - warningRows + 1) more" : warning
            canvas.write(TextWrap.truncate(shown, width: width - 3), column: 2, row: canvas.height - 1 - warningRows + offset,
                         style: theme.danger.with(.bold), limit: width - 1)
        }
        switch assistant.phase {
        case .typing:
            PromptLine.draw(label: " Ask: ", prompt: assistant.input, row: canvas.height - 1, width: width, style: theme.statusBar,
                            into: &canvas)
            AppScreen.drawPromptError(state, promptRow: canvas.height - 1, width: width, theme: theme, into: &canvas)
        case .asking:
            AppScreen.drawStatus(state, hint: "Asking… Esc cancels", right: "", theme: theme, into: &canvas)
        case .answered, .failed:
            AppScreen.drawStatus(state, hint: "a ask again · j/k scroll · q back", right: "", theme: theme, into: &canvas)
        }
    }

    /// Writes each food's name over itself in `style` wherever the line names it.
    private static func markFoods(_ foods: [String], in line: String, row: Int, width: Int, style: Style, into canvas: inout Canvas) {
        let lower = line.lowercased()
        guard lower.count == line.count else { return }
        for food in foods where !food.isEmpty {
            var searchStart = lower.startIndex
            while let range = lower.range(of: food.lowercased(), range: searchStart..<lower.endIndex) {
                searchStart = range.upperBound
                // Whole words only: "egg" is not marked in "eggplant".
                if range.lowerBound > lower.startIndex && lower[lower.index(before: range.lowerBound)].isLetter { continue }
                if range.upperBound < lower.endIndex && lower[range.upperBound].isLetter
                    && !(lower[range.upperBound] == "s" && lower.index(after: range.upperBound) == lower.endIndex) { continue }
                let start = line.index(line.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: range.lowerBound))
                let end = line.index(start, offsetBy: lower.distance(from: range.lowerBound, to: range.upperBound))
                let column = 2 + DisplayWidth.of(String(line[..<start]))
                canvas.write(line[start..<end], column: column, row: row, style: style, limit: width - 1)
            }
        }
    }
}
