import SousApp
import SousPictures
import Testing

@Suite struct PicturePrinterTests {
    static let red = PictureColor(red: 255, green: 0, blue: 0)
    static let grey = PictureColor(red: 8, green: 8, blue: 8)
    static let picture = Picture(columns: 3, rows: 1, cells: [
        PictureCell(character: "▀", foreground: red, background: grey),
        PictureCell(character: "▀", foreground: red, background: grey),
        PictureCell(character: " ", foreground: nil, background: nil),
    ])!

    @Test func truecolorWritesEachColourOnceARun() {
        #expect(PicturePrinter.lines(Self.picture, mode: .truecolor) == [
            "\u{1B}[0;38;2;255;0;0;48;2;8;8;8m▀▀\u{1B}[0;39;49m \u{1B}[0m",
        ])
    }

    @Test func paletteModesWriteColourNumbers() {
        #expect(PicturePrinter.lines(Self.picture, mode: .palette256) == ["\u{1B}[0;38;5;196;48;5;232m▀▀\u{1B}[0;39;49m \u{1B}[0m"])
        #expect(PicturePrinter.lines(Self.picture, mode: .palette16) == ["\u{1B}[0;91;40m▀▀\u{1B}[0;39;49m \u{1B}[0m"])
    }

    @Test func aControlCharacterInACellPrintsAsASpace() {
        let picture = Picture(columns: 1, rows: 1, cells: [PictureCell(character: "\u{1B}", foreground: nil, background: nil)])!
        #expect(PicturePrinter.lines(picture, mode: .truecolor) == ["\u{1B}[0;39;49m \u{1B}[0m"])
    }

    @Test(arguments: [
        (["COLORTERM": "truecolor", "TERM": "xterm-256color"], PictureColorMode.truecolor),
        (["COLORTERM": "24bit"], .truecolor),
        (["TERM": "xterm-direct"], .truecolor),
        (["TERM": "tmux-256color"], .palette256),
        (["TERM": "xterm"], .palette16),
        (["TERM": "linux"], .palette8),
        ([:], .palette16),
    ])
    func colourModeForPrinting(_ environment: [String: String], _ mode: PictureColorMode) {
        #expect(PictureColorMode(environment: environment) == mode)
    }

    @Test(arguments: [(1 << 24, PictureColorMode?.some(.truecolor)), (256, .palette256), (88, .palette16), (16, .palette16), (8, .palette8), (0, nil)])
    func colourModeForTheApp(_ colors: Int, _ mode: PictureColorMode?) {
        #expect(PictureColorMode(terminalColors: colors) == mode)
    }
}
