import SousApp
import SousCore

/// The recipes read by an import, before they are saved: a list to pick from when the page held
/// several, and the highlighted recipe as it will be stored.
public enum ImportPreviewScreen: FeatureScreen {
    static let route = Route.importPreview

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        guard let importing = state.importing else { return }
        let count = importing.preview.count
        let layout = ImportPreviewLayout(size: state.size, recipeCount: count)
        let heading = count == 1 ? "1 recipe" : "\(count) recipes"
        Bar.draw(left: " sous › Import · " + heading + " from " + sourceName(importing.source), right: "? help ",
                 row: 0, width: canvas.width, style: theme.header, into: &canvas)
        if layout.listWidth > 0 {
            drawList(importing, layout: layout, theme: theme, into: &canvas)
        }
        if let detail = importing.selectedDetail {
            let body = Rect(x: layout.documentX, y: 1, width: layout.documentWidth, height: layout.bodyHeight)
            let lines = layout.document(detail, people: state.household.everyone)
            DocumentView.draw(lines, from: importing.scroll, in: body, theme: theme, into: &canvas)
        }
        let position = count > 1 ? "\(importing.selected + 1)/\(count) " : ""
        let toCheck = importing.selectedRecipe?.linesToCheck ?? 0
        let check = toCheck == 0 ? "" : "\(toCheck) to check (?): n next" + (importing.sourceText == nil ? "" : " · r reread") + " · "
        let hint = check + (count > 1 ? "a accept · A all · e edit · d drop · j/k pick · Esc cancel" : "a accept · e edit · d drop · Esc cancel")
        AppScreen.drawStatus(state, hint: hint, right: position, theme: theme, into: &canvas)
    }

    static func drawList(_ importing: ImportState, layout: ImportPreviewLayout, theme: Theme, into canvas: inout Canvas) {
        let height = layout.bodyHeight
        // Keep the highlight in view without storing a list scroll: the list is short in practice.
        let top = max(0, min(importing.selected - height / 2, importing.preview.count - height))
        for row in 0..<height {
            let index = top + row
            guard index < importing.preview.count else { break }
            let style = index == importing.selected ? theme.selection : theme.text
            canvas.fill(Rect(x: 0, y: 1 + row, width: layout.listWidth, height: 1), style: style)
            canvas.write(" " + importing.preview[index].title, column: 0, row: 1 + row, style: style, limit: layout.listWidth)
        }
        for row in 1...height { canvas.write("│", column: layout.listWidth, row: row, style: theme.border) }
    }

    /// A URL stays whole; a path shows its file name, which is what a person recognises.
    static func sourceName(_ source: String) -> String {
        if source.contains("://") { return source }
        return source.split(separator: "/").last.map(String.init) ?? source
    }
}
