import SousTUI
import Testing

@Suite struct CanvasTests {
    @Test func wideCharacterThatDoesNotFitIsLeftOut() {
        var canvas = Canvas(width: 5, height: 1)
        let end = canvas.write("ab寿司", column: 0, row: 0, style: .plain)
        #expect(end == 4)
        #expect(canvas.text == "ab寿 ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("寿司", column: 0, row: 0, style: .plain)
        canvas.write("x", column: 1, row: 0, style: .plain)
        #expect(canvas.text == " x司")
    }

    @Test func writesOutsideTheCanvasAreClipped() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.write("hello", column: -2, row: 0, style: .plain)
        canvas.write("x", column: 0, row: 5, style: .plain)
        canvas.fill(Rect(x: -5, y: -5, width: 100, height: 1), style: .plain)
        #expect(canvas.text == "llo\n   ")
    }
}

@Suite struct CanvasEmojiTests {
    @Test func variationSelectorsAreDroppedSoWidthsAgreeWithTheTerminal() {
        var canvas = Canvas(width: 4, height: 1)
        let end = canvas.write("❤️x", column: 0, row: 0, style: .plain)
        #expect(end == 2)
        #expect(canvas.text == "❤x  ")
    }

    @Test(arguments: ["\u{1B}]0;pwned\u{07}Pasta", "Pie\u{9B}2J", "a\u{202E}b\u{2066}c", "x\u{00}\u{7F}\r\ny", "e\u{301}\u{1B}[8m"])
    func noControlCharacterReachesACell(_ text: String) {
        var canvas = Canvas(width: 20, height: 1)
        canvas.write(text, column: 0, row: 0, style: .plain)
        for cell in canvas.cells {
            #expect(!cell.character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }, "\(text.debugDescription)")
        }
    }
}
