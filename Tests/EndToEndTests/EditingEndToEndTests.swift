import Foundation
import Testing

/// Editing in the real binary: `$EDITOR` is a small script that changes the title with sed, standing in
/// for a person at their editor; then delete with confirmation, undo, and an import from a file.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct EditingEndToEndTests {
    func launch(folder: URL, editor: String) throws -> Tmux {
        try WatchedSession.launch(folder: folder, environment: "EDITOR=\(SousBinary.shellQuoted(editor)) VISUAL= ")
    }

    /// Writes a shell script and returns an editor command that runs it. It is run through `sh` rather
    /// than executed: while other tests spawn processes, a just-written file can still be open in one
    /// of their children, and exec would then fail with "Text file busy".
    func script(_ body: String, named name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(("#!/bin/sh\n" + body + "\n").utf8).write(to: url)
        return "sh " + url.path
    }

    @Test func eEditsInTheEditorThenDDeletesAndUBringsItBack() throws {
        let folder = try SousBinary.temporaryFolder()
        let editor = try script(#"sed -i 's/^title: .*/title: Zesty Renamed Dish/' "$1""#, named: "editor.sh", in: folder)
        let tmux = try launch(folder: folder, editor: editor)
        try tmux.waitFor(text: "Bibimbap")

        try tmux.sendKeys("e")
        try tmux.waitFor(text: "Saved “Zesty Renamed Dish”")

        // Sorted by title, the renamed recipe is now the last row.
        try tmux.sendKeys("G")
        try tmux.waitFor(all: ["58/58", "Zesty Renamed Dish  "])
        try tmux.sendKeys("D")
        try tmux.waitFor(text: "Delete “Zesty Renamed Dish”? y/n")
        try tmux.sendKeys("y")
        try tmux.waitFor(all: ["u brings it back", "/57"], none: ["Zesty Renamed Dish  "])

        try tmux.sendKeys("u")
        try tmux.waitFor(all: ["Restored “Zesty Renamed Dish”", "/58"])

        try tmux.sendKeys("q")
        let ended = try tmux.waitFor(text: "SOUS-ENDED")
        #expect(ended.contains("exit=0"))
        #expect(try WatchedSession.terminalRestored(in: folder))
    }

    @Test func aBrokenSaveReopensTheEditorWithTheProblemAtTheTop() throws {
        let folder = try SousBinary.temporaryFolder()
        // First round: break the file (an unclosed brace). Second round: the problem is shown at the
        // top as a comment; copy it out for the test, then fix the file.
        let seen = folder.appendingPathComponent("seen.txt").path
        let body = """
            if grep -q '^# sous could not read' "$1"; then
              cp "$1" \(SousBinary.shellQuoted(seen))
              sed -i -e 's/@broken{2/@broken{2}/' -e 's/^title: .*/title: Fixed After Error/' "$1"
            else
              printf '\\nAdd @broken{2 to the pot.\\n' >> "$1"
            fi
            """
        let editor = try script(body, named: "editor.sh", in: folder)
        let tmux = try launch(folder: folder, editor: editor)
        try tmux.waitFor(text: "Bibimbap")
        try tmux.sendKeys("e")
        try tmux.waitFor(text: "Saved “Fixed After Error”")
        let shown = try String(contentsOfFile: seen, encoding: .utf8)
        #expect(shown.hasPrefix("# sous could not read this recipe:"))
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
    }

    @Test func iImportsAFileThroughThePreview() throws {
        let folder = try SousBinary.temporaryFolder()
        let file = folder.appendingPathComponent("toast.cook")
        try Data("---\ntitle: Garlic Toast\nservings: 2\n---\n\nToast the @bread{2%slices} and rub with @garlic{1%clove}.\n".utf8).write(to: file)
        let tmux = try launch(folder: folder, editor: "true")
        try tmux.waitFor(text: "Bibimbap")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Import from")
        try tmux.type(file.path)
        try tmux.sendKeys("Enter")
        // Wait for the whole preview: a capture taken mid-redraw can show the header over the library.
        try tmux.waitFor(all: ["sous › Import", "Garlic Toast", "2 slices bread"])
        try tmux.sendKeys("a")
        try tmux.waitFor(all: ["Imported “Garlic Toast”", "/59"])
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
    }

    /// A web server that holds its answer stands in for a slow site: the import is still under way
    /// when Esc is pressed. Esc stops the download; should an answer still get through, it is dropped.
    @Test func escapeCancelsAnImportStillReadingAndItsLateResultIsDropped() throws {
        let folder = try SousBinary.temporaryFolder()
        let server = try HeldWebServer()
        let file = folder.appendingPathComponent("toast.cook")
        try Data("---\ntitle: Garlic Toast\n---\n\nToast the @bread{2%slices}.\n".utf8).write(to: file)
        let tmux = try WatchedSession.launch(folder: folder, environment: "EDITOR=true VISUAL= no_proxy='*' NO_PROXY='*' ")
        try tmux.waitFor(text: "Bibimbap")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Import from")
        try tmux.type(server.url)
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Esc cancel")
        try tmux.sendKeys("Escape")
        try tmux.waitFor(all: ["Import cancelled", "sous · Library"])

        // The request may have been dropped with the cancel (nothing to answer) or still be waiting.
        _ = try? server.answer(html: """
            <html><head><title>Late Soup</title><script type="application/ld+json">
            {"@context": "https://schema.org", "@type": "Recipe", "name": "Late Soup",
             "recipeIngredient": ["2 leeks"], "recipeInstructions": ["Simmer the leeks."]}
            </script></head><body><h1>Late Soup</h1></body></html>
            """, waitingUpTo: 2)
        // Another import after the cancelled one gets its own preview, never the late one's.
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Import from")
        try tmux.type(file.path)
        try tmux.sendKeys("Enter")
        // Waiting for both: a capture can fall between the title bar and the body of one frame.
        let preview = try tmux.waitFor("the file's preview") { $0.contains("sous › Import") && $0.contains("Garlic Toast") }
        #expect(!preview.contains("Late Soup"))
        try tmux.sendKeys("Escape")
        try tmux.waitFor(all: ["Dropped 1 recipe", "/58"], none: ["Late Soup"])
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
    }
}
