import Foundation
@testable import SousFormats

/// Words laid out as an OCR engine would report them, written by hand: each line of text at a
/// position, in a monospaced hand (`charWidth` pixels a character, a space between words), then
/// optionally turned about the page's origin, as a photo taken askew would be.
struct SyntheticPage {
    var charWidth = 20.0
    var lineHeight = 40.0
    var words: [OCRWord] = []
    private var nextLine = 1

    /// Adds a line whose first character is at (x, y); `block` and `paragraph` as the engine would group them.
    mutating func line(_ text: String, x: Double, y: Double, block: Int = 1, paragraph: Int = 1, confidence: Double = 95) {
        var left = x
        // Runs of spaces stay as wide as they are written.
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            guard !word.isEmpty else { left += charWidth; continue }
            let width = Double(word.count) * charWidth
            words.append(OCRWord(text: String(word), confidence: confidence,
                                 box: PixelBox(left: left, top: y, width: width, height: lineHeight),
                                 block: block, paragraph: paragraph, line: nextLine))
            left += width + charWidth
        }
        nextLine += 1
    }

    /// Lines one under another, `spacing` apart.
    mutating func lines(_ texts: [String], x: Double, y: Double, spacing: Double = 50, block: Int = 1) {
        for (index, text) in texts.enumerated() {
            line(text, x: x, y: y + Double(index) * spacing, block: block, paragraph: index + 1)
        }
    }

    /// The words turned by `degrees` (clockwise on the page, y downwards), boxes as the bounds of
    /// each turned box, in the engine's order.
    func turned(by degrees: Double) -> [OCRWord] {
        let angle = degrees * .pi / 180
        let c = cos(angle), s = sin(angle)
        return words.map { word in
            let b = word.box
            let corners = [(b.left, b.top), (b.right, b.top), (b.left, b.bottom), (b.right, b.bottom)]
                .map { (x: $0.0 * c - $0.1 * s + 3000, y: $0.0 * s + $0.1 * c + 500) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            var turned = word
            turned.box = PixelBox(left: xs.min()!, top: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            return turned
        }
    }

    /// The recipe page most tests start from: a title across the top, ingredients on the left,
    /// the method on the right, with wrapped steps.
    static func twoColumns() -> SyntheticPage {
        var page = SyntheticPage()
        page.line("Lemon Drizzle Cake", x: 100, y: 100, block: 1)
        page.line("Ingredients", x: 100, y: 250, block: 2)
        page.lines(["225 g butter, softened", "225 g caster sugar", "4 large eggs", "275 g self-raising flour",
                    "2 lemons, zested"], x: 100, y: 310, block: 3)
        page.line("Method", x: 700, y: 250, block: 4)
        page.line("1. Heat the oven to 180C and line", x: 700, y: 310, block: 5, paragraph: 1)
        page.line("a loaf tin.", x: 700, y: 360, block: 5, paragraph: 1)
        page.line("2. Beat the butter and sugar until", x: 700, y: 410, block: 5, paragraph: 2)
        page.line("pale, then add the eggs.", x: 700, y: 460, block: 5, paragraph: 2)
        page.line("3. Fold in the flour and zest.", x: 700, y: 510, block: 5, paragraph: 3)
        return page
    }
}

extension SyntheticPage {
    /// The same page with `text` read at a low confidence, so its line is marked for checking.
    func unsure(_ text: String) -> SyntheticPage {
        var page = self
        page.words = words.map { word in
            var word = word
            if word.text == text { word.confidence = 20 }
            return word
        }
        return page
    }
}
