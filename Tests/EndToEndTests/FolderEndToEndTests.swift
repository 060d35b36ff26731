import Foundation
import Testing

/// A library bound to a folder (`sous folder DIR`), in the real binary at 80x24: a recipe a sync
/// engine brings into the folder while sous is open appears in the library with a line saying
/// so, a change made in sous is written to its file without such a line, and a file removed
/// elsewhere leaves the list.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct FolderEndToEndTests {
    @Test func aRecipeArrivingInTheFolderShowsWhileSousIsOpen() throws {
        let folder = try SousBinary.temporaryFolder()
        let recipes = folder.appendingPathComponent("recipes")
        let db = folder.appendingPathComponent("sous.db").path
        #expect(try SousBinary.run(["folder", recipes.path, "--db", db]).status == 0)
        let tmux = try WatchedSession.launch(folder: folder, columns: 80, rows: 24)
        try tmux.waitFor(text: "sous · Library")

        // Written as Syncthing does: a hidden temporary file, then renamed into place.
        let temporary = recipes.appendingPathComponent(".syncthing.pea-soup.cook.tmp")
        try Data("---\ntitle: Pea Soup From The Phone\n---\nBoil @peas{500%g} in @water{1%l}.\n".utf8).write(to: temporary)
        try FileManager.default.moveItem(at: temporary, to: recipes.appendingPathComponent("pea-soup.cook"))
        try tmux.waitFor(all: ["Pea Soup From The Phone", "From the library's folder: 1 added"], timeout: 10)

        // A change made in sous goes to the file, and is not announced as coming from the folder.
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Boil")
        try tmux.sendKeys("f")
        try tmux.waitFor(text: "Added to favourites")
        let file = recipes.appendingPathComponent("pea-soup.cook")
        var written = false
        for _ in 0..<100 where !written {
            written = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains("favorite: true")
            if !written { usleep(50_000) }
        }
        #expect(written)
        usleep(800_000)
        #expect(try !tmux.screen().contains("From the library's folder"))

        try tmux.sendKeys("q")
        try FileManager.default.removeItem(at: file)
        try tmux.waitFor("the removed recipe gone from the list", timeout: 10) {
            !$0.contains("Pea Soup From The Phone") && $0.contains("1 removed")
        }
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
        #expect(try WatchedSession.terminalRestored(in: folder))
    }

    /// `sous folder` says what the folder holds and names a household file it refused.
    @Test func sousFolderNamesWhatItCouldNotRead() throws {
        let folder = try SousBinary.temporaryFolder()
        let recipes = folder.appendingPathComponent("recipes")
        let db = folder.appendingPathComponent("sous.db").path
        #expect(try SousBinary.run(["folder", recipes.path, "--db", db]).status == 0)
        let household = recipes.appendingPathComponent(".sous/household.txt")
        try FileManager.default.createDirectory(at: household.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("Sam | tree nutz\n".utf8).write(to: household)
        let shown = try SousBinary.run(["folder", "--db", db])
        #expect(shown.status == 0)
        #expect(shown.out.contains("the library is kept in \(recipes.standardizedFileURL.path): 0 recipe files"))
        #expect(shown.out.contains("  not read: .sous/household.txt: line 1: \"tree nutz\" is no allergy sous knows (the household is unchanged)"))
    }
}
