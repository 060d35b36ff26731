/// A line of text read from a page: the words it was made from (their boxes straightened, see
/// `PageSkew`), the column it was read in, and the text. Lines an OCR engine broke where the page
/// wrapped are joined into one by `LineReflow`; the words stay, so each imported line can be traced
/// back to how sure the engine was of every word in it.
public struct PageLine: Hashable, Sendable {
    public var text: String
    public var words: [OCRWord]
    public var box: PixelBox
    /// The column the line was read in: numbered in reading order; a line spanning columns is a
    /// column of its own.
    public var column: Int
    /// Whether the line's amount is a guess at a fraction the engine could not read (`AmountRepair`).
    public var amountGuessed = false

    public init(words: [OCRWord], column: Int = 0) {
        self.words = words
        self.text = words.map(\.text).joined(separator: " ")
        self.box = words.dropFirst().reduce(words.first?.box ?? PixelBox(left: 0, top: 0, width: 0, height: 0)) { $0.union($1.box) }
        self.column = column
    }

    /// The engine's paragraph of the line's first word.
    var paragraphKey: [Int] { words.first.map { [$0.page, $0.block, $0.paragraph] } ?? [] }

    /// The mean of the words' confidences, 0...1.
    public var meanConfidence: Double {
        words.isEmpty ? 0 : words.reduce(0) { $0 + $1.confidence } / Double(words.count) / 100
    }

    /// The least sure word's confidence, 0...1.
    public var minimumConfidence: Double {
        (words.map(\.confidence).min() ?? 0) / 100
    }

    /// The stretches of the line between gaps wider than `maximumGap`: the whole line, unless
    /// the engine ran it across a column gap.
    func pieces(maximumGap: Double) -> [(left: Double, right: Double)] {
        var pieces: [(left: Double, right: Double)] = []
        for word in words.sorted(by: { $0.box.left < $1.box.left }) {
            if let last = pieces.last, word.box.left - last.right < maximumGap {
                pieces[pieces.count - 1].right = max(last.right, word.box.right)
            } else {
                pieces.append((word.box.left, word.box.right))
            }
        }
        return pieces
    }

    /// This line with `next` after it, as one line: a word broken by a hyphen at the end of a
    /// line ("self-" / "raising") is joined without a space, keeping the hyphen.
    func joined(with next: PageLine) -> PageLine {
        var joined = self
        let glue = text.hasSuffix("-") && !text.hasSuffix(" -") && next.text.first?.isLetter == true ? "" : " "
        joined.text = text + glue + next.text
        joined.words += next.words
        joined.box = box.union(next.box)
        return joined
    }
}
