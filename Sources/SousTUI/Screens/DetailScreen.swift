import SousApp
import SousCore

/// One recipe as a scrollable document: times, servings, ingredients scaled, numbered steps, notes.
public enum DetailScreen {
    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        guard let detail = state.detail else { return }
        Bar.draw(left: " sous › " + detail.recipe.title, right: "? help ", row: 0, width: canvas.width,
                 style: theme.header, into: &canvas)
        let width = DetailDocument.textWidth(for: state.size)
        let lines = DetailDocument.lines(for: detail, people: state.household.everyone,
                                         nutritionPerRecipe: state.nutrition.perRecipe, badges: detail.badges, width: width,
                                         aside: PictureLayout.detailAside(in: state))
        let body = Rect(x: 1, y: 1, width: width, height: DetailDocument.bodyHeight(for: state.size))
        DocumentView.draw(lines, from: detail.scroll, in: body, theme: theme, into: &canvas)
        drawPicture(state, body: body, scroll: detail.scroll, theme: theme, into: &canvas)
        let visibleEnd = min(lines.count, detail.scroll + body.height)
        let position = lines.count <= body.height ? "all" : "\(visibleEnd * 100 / max(1, lines.count))%"
        if let picker = state.nutrition.picker {
            FoodPickerOverlay.draw(picker, detail: detail, corrections: state.nutrition.corrections, theme: theme, into: &canvas)
        }
        if let input = detail.servingsInput {
            PromptLine.draw(label: " " + detail.servingsPrompt, prompt: input, row: canvas.height - 1,
                            width: canvas.width, style: theme.statusBar, into: &canvas)
        } else {
            let people = state.household.everyone
            let swaps = SafetyLines.adaptation(detail.recipe, lines: detail.lineSafety, people: people)?.lines.contains { $0.swap != nil } ?? false
            AppScreen.drawStatus(state, hint: (swaps ? "w copy with swaps · " : "") + "+/- servings · n nutrition · m match · q back · ? help",
                                 right: position + " ", theme: theme, into: &canvas)
        }
    }

    /// The picture scrolls with the document: at the top right, with the header's text wrapped
    /// beside it, or right of the text measure on a terminal wide enough for both.
    static func drawPicture(_ state: AppState, body: Rect, scroll: Int, theme: Theme, into canvas: inout Canvas) {
        guard let frame = PictureLayout.detailFrame(for: state.size),
              let picture = PictureLayout.detailSlot(in: state)?.picture else { return }
        let x = frame.column(forWidth: picture.columns)
        let view = Rect(x: 0, y: body.y, width: canvas.width, height: body.height)
        PictureView.draw(picture, x: x, y: body.y - scroll, clip: view, theme: theme, into: &canvas)
    }
}
