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
}
