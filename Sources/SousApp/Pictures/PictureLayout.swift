import SousCore

/// Where each screen shows the recipe's picture and how much room it gets, worked out from the
/// terminal size: the reducer (which asks for the picture at that size) and the screens (which
/// draw it) both read these, so they always agree. Sizes suit a 4:3 photo; a picture keeps its
/// own aspect ratio inside the box.
public enum PictureLayout {
    /// Columns between a picture and the text beside it.
    public static let gap = 2

    /// How the detail view shows the picture: at the top right of the screen, with the title block
    /// wrapped beside it, or (when the terminal is wide enough) in the margin right of the text
    /// measure, where it takes nothing from the text.
    public struct DetailFrame: Hashable, Sendable {
        public var box: PictureSize
        public var inMargin: Bool
        /// The column after the document's text measure.
        public var textEnd: Int
        /// The column after the last one a picture may take (one is left blank at the screen's edge).
        public var screenEnd: Int

        /// Where a picture `columns` wide starts.
        public func column(forWidth columns: Int) -> Int {
            inMargin ? textEnd + PictureLayout.gap : screenEnd - columns
        }

        /// How much of the text measure a picture `columns` wide takes, with the gap before it.
        public func asideColumns(forWidth columns: Int) -> Int {
            inMargin ? 0 : max(0, textEnd - (column(forWidth: columns) - PictureLayout.gap))
        }
    }

    /// Nil below 100 columns or 26 rows: there the text needs every cell.
    public static func detailFrame(for size: TerminalSize) -> DetailFrame? {
        let textEnd = 1 + DetailDocument.textWidth(for: size)
        let screenEnd = size.columns - 1
        let body = DetailDocument.bodyHeight(for: size)
        guard size.columns >= 100, body >= 24 else { return nil }
        let box = PictureSize.landscape(rows: min(20, max(12, body * 2 / 5)))
        if screenEnd - (textEnd + gap) >= box.columns {
            return DetailFrame(box: box, inMargin: true, textEnd: textEnd, screenEnd: screenEnd)
        }
        // The title block beside the picture keeps a readable measure.
        guard screenEnd - box.columns - gap - 1 >= 56 else { return nil }
        return DetailFrame(box: box, inMargin: false, textEnd: textEnd, screenEnd: screenEnd)
    }

    /// The library's preview pane: a picture above the recipe when the pane is tall enough.
    public static func previewBox(for size: TerminalSize) -> PictureSize? {
        let layout = LibraryLayout(size: size)
        let pane = layout.preview
        guard layout.showsPreview, pane.columns >= 30, pane.rows >= 24 else { return nil }
        let box = PictureSize.landscape(rows: min(14, pane.rows / 3))
        return PictureSize(columns: min(box.columns, pane.columns), rows: box.rows)
    }

    /// Cook mode's first screen: right of the step text. Its height leaves room for six timer
    /// rows, so starting a timer never asks for a new size.
    public static func cookBox(for size: TerminalSize) -> PictureSize? {
        guard size.columns >= 100, size.rows >= 30 else { return nil }
        let box = PictureSize.landscape(rows: min(16, (size.rows - 11) / 2))
        guard size.columns - 4 - box.columns - gap >= 60 else { return nil }
        return box
    }

    /// The detail view's picture, whichever screen is showing.
    public static func detailSlot(in state: AppState) -> PictureSlot? {
        guard let detail = state.detail else { return nil }
        return PictureSlot(recipe: detail.recipe, box: detailFrame(for: state.size)?.box, cache: state.pictures)
    }

    /// The preview pane's picture, once the preview is of the selected recipe.
    public static func previewSlot(in state: AppState) -> PictureSlot? {
        guard let recipe = state.library.preview, recipe.id == state.library.selectedSummary?.id else { return nil }
        return PictureSlot(recipe: recipe, box: previewBox(for: state.size), cache: state.pictures)
    }

    /// Cook mode's picture: on the first step only, while the step is shown (not the ingredient
    /// list or the finish).
    public static func cookSlot(in state: AppState) -> PictureSlot? {
        guard let cook = state.cook, cook.step == 0, !cook.showsIngredients, cook.finishing == nil else { return nil }
        return PictureSlot(recipe: cook.recipe, box: cookBox(for: state.size), cache: state.pictures)
    }

    /// The picture the current screen shows, if any.
    public static func slot(in state: AppState) -> PictureSlot? {
        switch state.route {
        case .library: previewSlot(in: state)
        case .detail: detailSlot(in: state)
        case .cook: cookSlot(in: state)
        default: nil
        }
    }

    /// The room the detail document keeps beside its header: the picture's (or, while it is being
    /// drawn, its box's) width and height, when the picture sits beside the text.
    public static func detailAside(in state: AppState) -> DocumentAside? {
        guard let frame = detailFrame(for: state.size), !frame.inMargin,
              let reserved = detailSlot(in: state)?.reserved else { return nil }
        let columns = frame.asideColumns(forWidth: reserved.columns)
        return columns > 0 ? DocumentAside(columns: columns, rows: reserved.rows) : nil
    }
}
