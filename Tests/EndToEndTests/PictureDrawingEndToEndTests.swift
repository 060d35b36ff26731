import Foundation
import Testing

/// Pictures drawn by the real binary: `sous show --image` on standard output, and the detail view
/// in tmux. The picture comes in the way a user's would, beside a Cooklang file.
@Suite struct PictureDrawingEndToEndTests {
    let folder: URL
    let db: String

    /// A 64x48 PNG (a plate on a gradient) made by SamplePicture, so the test target needs no decoder.
    static let plate = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAA3NCSVQICAjb4U/gAAABhElEQVRoge1ZQUoDQRCsnfHsOVn3AX5FBBGCl1z8gCCCCBIcZCAIIojgB3LJwSCIIL5Izya7D/AwIIGgm63udVgyRZFTqO7a7ll6erPd4ZMBLNDR3y0YdBrJQGwkA7GRDMRGMrCC0Y77+w+TD68YTtPAdV6TesBx4QBMP3Vs6BgYr5f6MoaFAzAT2zCwEPKmcDDgeFQ4YXRDxw68zR0ySDjIef8wMgN3stg/PBTo8AbulbIPPGDVBIc4Ex6/FVCZkBV46Gs+/sB9SpOtAF03bVmmAo896ZvnN+71GheBqkBLj58S30wD6u+fZWxeBWzrMZqhYT6phdSRDKyB1EKK4swocfLl1Se5wPfmyuww11IX/c8wB4PTuX4R3ihNwYVG/SRQgvyV8mzuFQfpV7akokv9+UKnkV4EOtK90EUp9fBc+ph7IRhclnwvzcT+dVaLo8pbwG83WDBOF94AVhxddblbeQtc1dmYKKUeoL9eH1e+5vuuasT0gSM2koHYSAZio/MGvgEUi0Tz/oDtrwAAAABJRU5ErkJggg==")!

    init() throws {
        folder = try SousBinary.temporaryFolder()
        db = folder.appendingPathComponent("sous.db").path
    }

    func importPancakes(picture: Data = plate) throws {
        let input = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try Data(">> title: Pancakes\nWhisk @flour{200%g} with @milk{300%ml}.\n\nFry in @butter{20%g}.\n".utf8)
            .write(to: input.appendingPathComponent("Pancakes.cook"))
        try picture.write(to: input.appendingPathComponent("Pancakes.png"))
        let imported = try SousBinary.run(["import", input.path, "--db", db])
        #expect(imported.status == 0, "\(imported.out)\(imported.err)")
    }

    /// The printed rows with the colour codes taken out.
    static func visible(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .split(separator: "\n").map(String.init)
    }

    @Test func showImagePrintsThePictureInTheColoursTheTerminalSays() throws {
        try importPancakes()
        let truecolor = try SousBinary.run(["show", "pancakes", "--image", "--width", "20", "--db", db],
                                           environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"])
        #expect(truecolor.status == 0, "\(truecolor.err)")
        let rows = Self.visible(truecolor.out)
        // 4:3 in cells twice as tall as wide: 20 columns, 7 or 8 rows.
        #expect((7...8).contains(rows.count))
        #expect(rows.allSatisfy { $0.count == 20 })
        #expect(truecolor.out.contains("38;2;"))
        #expect(truecolor.out.split(separator: "\n").allSatisfy { $0.hasSuffix("\u{1B}[0m") })
        // Only colour codes: every escape starts an SGR sequence.
        #expect(!truecolor.out.contains("\u{1B}]") && !truecolor.out.contains("\u{07}"))

        let palette = try SousBinary.run(["show", "pancakes", "--image", "--width", "20", "--db", db],
                                         environment: ["COLORTERM": "", "TERM": "xterm-256color"])
        #expect(palette.status == 0)
        #expect(palette.out.contains("38;5;") && !palette.out.contains("38;2;"))
        #expect(Self.visible(palette.out).count == rows.count)
    }

    @Test func aPictureThatCannotBeDecodedIsNamedAndFails() throws {
        try importPancakes(picture: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0x42, count: 200))
        let result = try SousBinary.run(["show", "pancakes", "--image", "--db", db])
        #expect(result.status == 1)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("The picture of \"Pancakes\" cannot be shown: the picture is damaged"))
    }

    @Test func aRecipeWithoutAPictureSaysSoAndFails() throws {
        let result = try SousBinary.run(["show", "chickpea curry", "--image", "--db", db])
        #expect(result.status == 1)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("\"Chickpea Curry\" has no picture."))
    }

    @Test func aWidthOutOfRangeIsRefused() throws {
        let result = try SousBinary.run(["show", "chickpea curry", "--image", "--width", "0", "--db", db])
        #expect(result.status != 0)
        #expect(result.err.contains("--width must be a whole number from 1 to 1000"))
    }

    /// The detail view at 120x40 in tmux: block symbols right of the title, the header's text beside them.
    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
    func theDetailViewDrawsThePictureInItsHeader() throws {
        try importPancakes()
        let tmux = try WatchedSession.launch(folder: folder, columns: 120, rows: 40)
        _ = try tmux.waitFor(text: "Pancakes")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("the picture beside the header") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            guard screen.contains("sous ›"), screen.contains("Ingredients"), lines.count > 10 else { return false }
            // The picture's symbols, right of column 60 on the header's rows.
            return lines[1...10].contains { line in
                line.unicodeScalars.dropFirst(60).contains { (0x2580...0x259F).contains($0.value) }
            }
        }
        try tmux.sendKeys("q")
        try tmux.sendKeys("q")
        _ = try tmux.waitFor(text: "SOUS-ENDED")
        #expect(try WatchedSession.terminalRestored(in: folder))
    }
}
