import Foundation
import Testing

/// Prompts and the import's cursor in the real binary, keys sent as a terminal sends them: a
/// prefilled serve time replaced by typing, the editing keys (Ctrl-W, Ctrl-U, Ctrl-A, End)
/// decoded and applied in the search line, and the cursor on a recipe just imported.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct PromptEndToEndTests {
    @Test func typingAtThePrefilledServeTimeReplacesIt() throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try WatchedSession.launch(folder: folder)
        try tmux.waitFor(text: "Bibimbap")
        try tmux.sendKeys("@")
        try tmux.waitFor(text: "Serve at (13:00, 1pm, 7.30pm): 19:00")
        try tmux.type("20:30")
        try tmux.waitFor(text: "Serve at (13:00, 1pm, 7.30pm): 20:30▏")
        try tmux.sendKeys("Enter")
        let laidOut = try tmux.waitFor(text: "Serve at 20:30")
        #expect(!laidOut.contains("Type a time of day"))
        try tmux.sendKeys("q")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
    }

    @Test func theEditingKeysWorkInTheSearchLine() throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try WatchedSession.launch(folder: folder)
        try tmux.waitFor(text: "Bibimbap")
        try tmux.sendKeys("/")
        try tmux.type("green curry")
        try tmux.waitFor(text: "/green curry▏")
        try tmux.sendKeys("C-w")
        try tmux.waitFor(text: "/green ▏")
        try tmux.sendKeys("C-u")
        try tmux.type("curry")
        try tmux.waitFor(text: "/curry▏")
        try tmux.sendKeys("C-a")
        try tmux.type("thai ")
        try tmux.waitFor(text: "/thai ▏curry")
        try tmux.sendKeys("End")
        try tmux.type("!")
        try tmux.waitFor(text: "/thai curry!▏")
        try tmux.sendKeys("Home")
        try tmux.sendKeys("Delete")
        try tmux.waitFor(text: "/▏hai curry!")
        try tmux.sendKeys("Escape")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
    }

    @Test func anImportedRecipeIsTheOneUnderTheCursor() throws {
        let folder = try SousBinary.temporaryFolder()
        let file = folder.appendingPathComponent("toast.cook")
        // Sorted by title it comes last, far below the first screen of the starter recipes.
        try Data("---\ntitle: Zucchini Garlic Toast\nservings: 2\n---\n\nToast the @bread{2%slices}.\n".utf8).write(to: file)
        let tmux = try WatchedSession.launch(folder: folder)
        try tmux.waitFor(text: "Bibimbap")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Import from")
        try tmux.type(file.path)
        try tmux.sendKeys("Enter")
        try tmux.waitFor("the preview") { $0.contains("sous › Import") && $0.contains("2 slices bread") }
        try tmux.sendKeys("a")
        try tmux.waitFor(text: "Imported “Zucchini Garlic Toast”")
        let library = try tmux.waitFor("the cursor on the new recipe") { $0.contains("59/59") }
        #expect(library.contains("Zucchini Garlic Toast"))
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "sous › Zucchini Garlic Toast")
        try tmux.sendKeys("q")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
        #expect(try WatchedSession.terminalRestored(in: folder))
    }
}
