/// One word as the OCR engine read it: its text, how sure the engine was (0-100, Tesseract's
/// scale), where it stands on the page, and the engine's own grouping into blocks, paragraphs and
/// lines, which survives a slightly rotated photo better than grouping by position would.
public struct OCRWord: Hashable, Sendable {
    public var text: String
    /// 0 (a guess) to 100 (certain).
    public var confidence: Double
    public var box: PixelBox
    public var page: Int
    public var block: Int
    public var paragraph: Int
    public var line: Int

    public init(text: String, confidence: Double, box: PixelBox, page: Int = 1, block: Int = 1, paragraph: Int = 1, line: Int = 1) {
        self.text = text
        self.confidence = min(100, max(0, confidence.isFinite ? confidence : 0))
        self.box = box
        self.page = page
        self.block = block
        self.paragraph = paragraph
        self.line = line
    }

    /// The engine's line this word belongs to.
    var lineKey: [Int] { [page, block, paragraph, line] }
}
