/// A cookbook page for the OCR tests: a recipe and how it is printed (layout, fonts, resolution)
/// and photographed (turned, blurred, noisy, saved as PNG, JPEG or TIFF).
struct GeneratedPage: Sendable, CustomStringConvertible {
    enum Layout: Sendable {
        /// Ingredients in the left column, the method in the right.
        case sideBySide
        /// Ingredients, then the method's first steps in the left column; the rest in the right.
        case methodContinues(stepsOnLeft: Int)
        case singleColumn
        /// An Ingredients heading across the page, the list in two columns, the method below across the page.
        case ingredientsInTwoColumns
    }

    var name: String
    var title: String
    var intro: String? = nil
    var ingredients: [String]
    var steps: [String]
    var layout: Layout = .sideBySide
    var methodHeading = "Method"
    var font = "DejaVu-Serif"
    var headingFont = "DejaVu-Serif-Bold"
    var pointSize = 11.0
    var dpi = 200
    var gutterInches = 0.4
    var rotation = 1.5
    var noise = 0.4
    var blur = 0.0
    var format = "png"
    /// Between steps: a new line, or a blank line.
    var stepSpacing = "\n"
    var ingredientsHeading = "Ingredients"
    /// A cookbook's running header over the page ("MEAT & POULTRY", the chapter's name), in small
    /// type above the title, and the page's number in the top outer corner: never the title.
    var runningHeader: String? = nil
    var pageNumber: Int? = nil

    var numberedSteps: [String] { steps.enumerated().map { "\($0.offset + 1). \($0.element)" } }

    /// The ingredient lines as the author meant them: without the section headings among them
    /// ("For the glaze:") or the bullets before them.
    var ingredientLines: [String] {
        ingredients.filter { !$0.hasSuffix(":") }.map { $0.hasPrefix("• ") ? String($0.dropFirst(2)) : $0 }
    }

    var description: String { name }
}
