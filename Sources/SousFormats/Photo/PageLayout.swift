/// From the words an OCR engine read on a page to the page's lines in reading order, as the
/// author wrote them: each page straightened (`PageSkew`), lines broken at a space made whole
/// (`LevelLineMerger`), its columns read apart (`ReadingOrder`), its wrapped lines joined (`LineReflow`). Pure: tested on hand-written words.
public enum PageLayout {
    public static func lines(from words: [OCRWord]) -> [PageLine] {
        // Specks and shadows the engine took for punctuation, unsure of them, would stand between
        // columns as lines of their own: those lines go. Inside a line of words such a mark stays,
        // since it may be an amount the engine could not read ("’ cup sugar" for "¼ cup sugar").
        let isSpeck = { (word: OCRWord) in word.confidence < 60 && !word.text.contains { $0.isLetter || $0.isNumber } }
        // Another engine (or a broken one) may give boxes no page has; they are no words.
        let onPage = words.filter { word in
            let b = word.box
            return [b.left, b.top, b.width, b.height].allSatisfy { $0.isFinite && abs($0) < 1_000_000 } && b.width > 0 && b.height > 0
        }
        let realLines = Set(onPage.filter { !isSpeck($0) }.map(\.lineKey))
        let words = onPage.filter { realLines.contains($0.lineKey) }
        var ordered: [PageLine] = []
        var columnOffset = 0
        for page in Set(words.map(\.page)).sorted() {
            // The engine's own lines, in its order: it groups words along the text even on a turned page.
            var engineLines: [[OCRWord]] = []
            var index: [[Int]: Int] = [:]
            for word in words where word.page == page {
                if let at = index[word.lineKey] {
                    engineLines[at].append(word)
                } else {
                    index[word.lineKey] = engineLines.count
                    engineLines.append([word])
                }
            }
            let angle = PageSkew.angle(of: engineLines)
            let straight = engineLines.map { line in
                PageLine(words: line.map { PageSkew.straighten($0, by: angle) }.sorted { $0.box.left < $1.box.left })
            }
            let read = ReadingOrder.order(LevelLineMerger.merge(straight)).map { line in
                var line = line
                line.column += columnOffset
                return line
            }
            columnOffset = (read.map(\.column).max() ?? columnOffset) + 1
            ordered += read
        }
        return LineReflow.join(ordered)
    }

    /// The lines as plain text, one a line, for the plain-text importer.
    public static func text(of lines: [PageLine]) -> String {
        lines.map(\.text).joined(separator: "\n")
    }
}
