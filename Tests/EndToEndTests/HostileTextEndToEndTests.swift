import Foundation
import Testing

/// Hostile text through the real binary: a page, a .cook file and a JSON export carrying escape
/// sequences are imported, and no command's output, no exported file and no error message hands
/// a control character to the terminal.
@Suite struct HostileTextEndToEndTests {
    let folder: URL
    let db: String

    init() throws {
        folder = try SousBinary.temporaryFolder()
        db = folder.appendingPathComponent("sous.db").path
    }

    /// ESC, BEL and the other C0 controls but tab and newline, DEL, C1 and bidi controls.
    static func controls(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x09, 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }.map { String(format: "U+%04X", $0.value) }
    }

    func expectClean(_ text: String, _ what: String) {
        #expect(Self.controls(in: text).isEmpty, "\(what): \(Self.controls(in: text)) in \(text.debugDescription.prefix(300))")
    }

    @Test func nothingImportedReachesTheTerminalAsAControl() throws {
        let page = #"""
        <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Evil \u001b]0;pwned\u0007Pasta \u001b[8mhidden\u001b[0m \u009b2J \u202eabc",
        "recipeIngredient":["1 cup \u001b]52;c;ZWNobyBoaQ==\u0007flour"],"recipeInstructions":"Mix\u0007 it, then rest for 10 minutes \u05e9\u05dc\u05d5\u05dd"}</script></head><body></body></html>
        """#
        try Data(page.utf8).write(to: folder.appendingPathComponent("page.html"))
        try Data("---\ntitle: Bad \u{1B}[31mRed\u{1B}[0m Soup\n---\nAdd @salt{1%tsp} and \u{9B}2J bell\u{07} ok.\n".utf8)
            .write(to: folder.appendingPathComponent("bad.cook"))
        let imported = try SousBinary.run(["import", folder.appendingPathComponent("page.html").path,
                                           folder.appendingPathComponent("bad.cook").path, "--db", db])
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.out.contains("Evil Pasta hidden"))
        expectClean(imported.out + imported.err, "import")

        let list = try SousBinary.run(["list", "--db", db])
        #expect(list.out.contains("Bad Red Soup"))
        expectClean(list.out, "list")
        let show = try SousBinary.run(["show", "Evil", "--db", db])
        #expect(show.out.contains("שלום"), "real text in any script comes through")
        expectClean(show.out, "show")
        let planned = try SousBinary.run(["plan", "add", "2026-11-23", "Dinner", "Evil", "--db", db])
        expectClean(planned.out + planned.err, "plan add")
        expectClean(try SousBinary.run(["plan", "--date", "2026-11-23", "--db", db]).out, "plan")
        expectClean(try SousBinary.run(["shop", "--recipe", "Evil", "--db", db]).out, "shop")

        let timer = try SousBinary.run(["timer", "add", "10m", "\u{1B}]0;x\u{07}pasta\u{9B}2J", "--db", db])
        #expect(timer.out.contains("pasta"))
        expectClean(timer.out + timer.err, "timer add")
        expectClean(try SousBinary.run(["timer", "list", "--db", db]).out, "timer list")

        let out = folder.appendingPathComponent("out").path
        for format in ["cook", "markdown"] {
            let export = try SousBinary.run(["export", "--format", format, "--out", out, "--db", db])
            #expect(export.status == 0, "\(export.err)")
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: out) {
            expectClean(try String(contentsOfFile: out + "/" + file, encoding: .utf8), "export \(file)")
        }
    }

    @Test func errorMessagesShowControlsInAFileNameVisibly() throws {
        let result = try SousBinary.run(["import", folder.appendingPathComponent("\u{1B}]0;pwned\u{07}.cook").path, "--db", db])
        #expect(result.status != 0)
        #expect(result.out.contains("^[]0;pwned^G.cook") || result.err.contains("^[]0;pwned^G.cook"), "\(result.out) \(result.err)")
        expectClean(result.out + result.err, "error")
    }

    /// The import report is one line per file: a line break in a file's name shows as `\n`, in
    /// a failure, a missing path and an imported file's line alike.
    @Test func aLineBreakInAFileNameKeepsTheReportOneLinePerFile() throws {
        let inbox = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try Data([0x00, 0x01, 0xFF]).write(to: inbox.appendingPathComponent("bad\nname.cook"))
        try Data("Boil @water{1%l}.\n".utf8).write(to: inbox.appendingPathComponent("good.cook"))
        let missing = folder.appendingPathComponent("gone\nagain.cook").path
        let result = try SousBinary.run(["import", inbox.path, missing, "--db", db])
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.count == 4, "\(result.out)")
        #expect(lines.allSatisfy { $0.hasPrefix("imported") || $0.hasPrefix("  ") }, "\(result.out)")
        #expect(result.out.contains("bad\\nname.cook: "), "\(result.out)")
        #expect(result.out.contains("gone\\nagain.cook: "), "\(result.out)")
    }
}
