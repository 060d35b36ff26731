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

    /// A sync engine leaves a conflict copy while sous is open: the status line asks which
    /// version to keep, `b` keeps both as two recipes (two files, two rows: never a third), and
    /// a second conflict is asked about after the next key.
    @Test func aConflictCopyIsAskedAboutAndBothVersionsKept() throws {
        let folder = try SousBinary.temporaryFolder()
        let recipes = folder.appendingPathComponent("recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        let padThai = "---\ntitle: Pad Thai\n---\nSoak @rice noodles{200%g}.\n"
        try Data(padThai.utf8).write(to: recipes.appendingPathComponent("pad-thai.cook"))
        try Data("---\ntitle: Pea Soup\n---\nBoil @peas{500%g}.\n".utf8).write(to: recipes.appendingPathComponent("pea-soup.cook"))
        let db = folder.appendingPathComponent("sous.db").path
        #expect(try SousBinary.run(["folder", recipes.path, "--db", db]).status == 0)
        let tmux = try WatchedSession.launch(folder: folder, columns: 80, rows: 24)
        try tmux.waitFor(text: "Pea Soup")

        let copy = "pad-thai.sync-conflict-20261126-101010-ABCDEFG.cook"
        try Data((padThai + "Add @peanuts{50%g}.\n").utf8).write(to: recipes.appendingPathComponent(copy))
        try tmux.waitFor(text: "2 versions of Pad Thai: m keep mine · t keep theirs · b keep both", timeout: 10)
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "kept both versions of Pad Thai", timeout: 10)
        let files = try FileManager.default.contentsOfDirectory(atPath: recipes.path).filter { $0.hasSuffix(".cook") }.sorted()
        #expect(files == ["pad-thai 2.cook", "pad-thai.cook", "pea-soup.cook"] || files == ["pad-thai-2.cook", "pad-thai.cook", "pea-soup.cook"])
        try tmux.waitFor("two Pad Thai rows and Pea Soup", timeout: 10) { screen in
            screen.components(separatedBy: "\n").filter { $0.contains("Pad Thai") && !$0.contains("kept") }.count == 2
        }

        // Typing a search never answers a question: it waits for the library at rest.
        let soupCopy = "pea-soup.sync-conflict-20261126-111111-ABCDEFG.cook"
        try tmux.sendKeys("/")
        try Data("---\ntitle: Pea Soup\n---\nBoil @frozen peas{500%g}.\n".utf8).write(to: recipes.appendingPathComponent(soupCopy))
        usleep(1_500_000)
        try tmux.sendKeys("tea")
        try tmux.waitFor(text: "tea")
        #expect(FileManager.default.fileExists(atPath: recipes.appendingPathComponent(soupCopy).path))
        try tmux.sendKeys("Escape")
        try tmux.waitFor(text: "2 versions of Pea Soup", timeout: 10)
        try tmux.sendKeys("j")
        try tmux.waitFor("the question put off", timeout: 10) { !$0.contains("2 versions of") }
        #expect(FileManager.default.fileExists(atPath: recipes.appendingPathComponent(soupCopy).path))
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
        #expect(try WatchedSession.terminalRestored(in: folder))
    }

    /// The settings screen does what `sous folder` does: `O`, `b`, a folder typed with `~`, and
    /// the starter recipes are written there and the folder is watched from then on; `u` unbinds
    /// and a file arriving afterwards is not read (the recipes and the files stay).
    @Test func theSettingsScreenBindsAndUnbindsTheLibrary() throws {
        let folder = try SousBinary.temporaryFolder()
        let recipes = folder.appendingPathComponent("Kitchen Recipes")
        let tmux = try WatchedSession.launch(folder: folder, columns: 80, rows: 24, environment: "HOME=\(SousBinary.shellQuoted(folder.path)) ")
        try tmux.waitFor(text: "sous · Library")
        try tmux.sendKeys("O")
        try tmux.waitFor(text: "None: the library is kept in this computer's database alone.")
        try tmux.sendKeys("b")
        try tmux.waitFor(text: "Folder: ~/Recipes")
        try tmux.type("~/Kitchen Recipes")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(all: ["The library is kept in", "recipe files"], timeout: 30)
        let cooks = try FileManager.default.contentsOfDirectory(atPath: recipes.path).filter { $0.hasSuffix(".cook") }
        #expect(cooks.count > 10)
        #expect(try tmux.screen().contains("\(cooks.count) recipe files"))

        // Watched from now on, without a restart.
        try tmux.sendKeys("q")
        try Data("---\ntitle: Aaa Soup From The Phone\n---\nBoil @peas{500%g}.\n".utf8)
            .write(to: recipes.appendingPathComponent("aaa-soup.cook"))
        try tmux.waitFor(all: ["Aaa Soup From The Phone", "From the library's folder: 1 added"], timeout: 10)

        // Unbound: the files stay, and the folder is no longer read.
        try tmux.sendKeys("O")
        try tmux.waitFor(text: "u database alone")
        try tmux.sendKeys("u")
        try tmux.waitFor(text: "The library no longer follows", timeout: 10)
        try tmux.waitFor(text: "None: the library is kept in this computer's database alone.")
        try tmux.sendKeys("q")
        try Data("---\ntitle: Aab Stew\n---\nStew @beans{500%g}.\n".utf8).write(to: recipes.appendingPathComponent("aab-stew.cook"))
        usleep(1_500_000)
        let screen = try tmux.screen()
        #expect(!screen.contains("Aab Stew") && screen.contains("Aaa Soup From The Phone"))
        #expect(FileManager.default.fileExists(atPath: recipes.appendingPathComponent("aaa-soup.cook").path))
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
        #expect(try SousBinary.run(["folder", "--db", folder.appendingPathComponent("sous.db").path]).out
                .contains("not bound"))
    }

    /// A meal planned from the command line reaches the folder's calendar at once (not at the
    /// next opening): the phone subscribed to `plan.ics` sees it after the next sync.
    @Test func aMealPlannedFromTheCommandLineIsInTheFoldersCalendarAtOnce() throws {
        let folder = try SousBinary.temporaryFolder()
        let recipes = folder.appendingPathComponent("recipes")
        let db = folder.appendingPathComponent("sous.db").path
        #expect(try SousBinary.run(["list", "--db", db]).status == 0)
        #expect(try SousBinary.run(["folder", recipes.path, "--db", db]).status == 0)
        let today = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
        let added = try SousBinary.run(["plan", "add", today, "Dinner", "Greek Salad", "--db", db])
        #expect(added.status == 0, "\(added.err)")
        let calendar = try String(contentsOf: recipes.appendingPathComponent("plan.ics"), encoding: .utf8)
        #expect(calendar.contains("SUMMARY:Dinner: Greek Salad"))

        // A copy that is not in the folder is one sentence, and nothing changes.
        let nope = try SousBinary.run(["folder", "--keep-mine", "nope.cook", "--db", db])
        #expect(nope.status == 1)
        #expect(nope.err == "sous: nope.cook is no conflict copy in \(recipes.path) (sous folder lists them)\n")
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

    /// The folder is the truth: a library built up with the commands, its database deleted, is
    /// the same library when sous opens it again (`list`, `plan`, `shop`, `pantry list` and
    /// `diet show` print the same JSON, ids aside).
    @Test func aDeletedDatabaseIsRebuiltFromTheFolderAsItWas() throws {
        let folder = try SousBinary.temporaryFolder()
        let recipes = folder.appendingPathComponent("recipes")
        let db = folder.appendingPathComponent("sous.db").path
        func sous(_ arguments: [String]) throws -> String {
            let result = try SousBinary.run(arguments + ["--db", db])
            #expect(result.status == 0, "sous \(arguments.joined(separator: " ")): \(result.err)")
            return result.out
        }
        _ = try sous(["folder", recipes.path])
        let soup = folder.appendingPathComponent("soup.cook")
        try Data("---\ntitle: Leek Soup\nservings: 2\n---\nSweat @leeks{2} in @butter{30%g}, add @stock{1%l}.\n".utf8).write(to: soup)
        _ = try sous(["import", soup.path])
        _ = try sous(["plan", "add", "2026-11-25", "Dinner", "Leek", "--servings", "4"])
        _ = try sous(["pantry", "add", "500 g rice, 2 leeks (best before 2026-12-02)"])
        _ = try sous(["diet", "add-person", "Ada", "--allergy", "milk"])
        let views = [["list", "--json"], ["plan", "show", "--date", "2026-11-25", "--json"], ["shop", "--date", "2026-11-25", "--format", "json"],
                     ["pantry", "list", "--json"], ["diet", "show", "--json"]]
        let before = try views.map { try Self.withoutIDs(sous($0)) }

        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: db + suffix) }
        let after = try views.map { try Self.withoutIDs(sous($0)) }
        for (view, (old, new)) in zip(views, zip(before, after)) {
            #expect(old == new, "sous \(view.joined(separator: " ")) differs after the rebuild")
        }
        #expect(before[1].contains("Leek Soup") && before[3].contains("rice") && before[4].contains("Ada"))
    }

    /// JSON text with every "id" and "recipe_id" member dropped, keys sorted: ids are the
    /// index's own and may be numbered again.
    static func withoutIDs(_ text: String) throws -> String {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { !["id", "recipe_id"].contains($0.key) }.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        let data = try JSONSerialization.data(withJSONObject: strip(parsed), options: [.sortedKeys, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }

    /// sous killed with SIGKILL in the middle of a burst of writes to the folder (an import of
    /// 300 recipes) leaves every file whole: each is read back by sous with no error, and the
    /// import run again completes the library.
    @Test func aKillDuringABurstOfWritesLeavesEveryFileWhole() throws {
        let folder = try SousBinary.temporaryFolder()
        let recipes = folder.appendingPathComponent("recipes")
        let source = folder.appendingPathComponent("source")
        let db = folder.appendingPathComponent("sous.db").path
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        for number in 1...300 {
            let text = "---\ntitle: Soup \(number)\nservings: 2\n---\n" + String(repeating: "Simmer @stock{\(number)%ml} with @leeks{2}. ", count: 20) + "\n"
            try Data(text.utf8).write(to: source.appendingPathComponent("soup-\(number).cook"))
        }
        #expect(try SousBinary.run(["folder", recipes.path, "--db", db]).status == 0)
        for delay in [150_000, 400_000, 900_000] as [useconds_t] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: SousBinary.path)
            process.arguments = ["import", source.path, "--db", db]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // Every recipe file there is whole: sous reads each without an error.
            let shown = try SousBinary.run(["folder", "--db", db])
            #expect(shown.status == 0)
            #expect(!shown.out.contains("not readable") && !shown.out.contains("not read:"), "after a kill at \(delay / 1000) ms: \(shown.out)")
            let files = try FileManager.default.contentsOfDirectory(atPath: recipes.path).filter { $0.hasSuffix(".cook") }
            for name in files {
                let text = try String(contentsOf: recipes.appendingPathComponent(name), encoding: .utf8)
                #expect(text.hasPrefix("---\n") && text.hasSuffix("\n") && text.contains("Simmer"), "\(name) is not whole")
            }
        }
        // Run to its end, the import leaves each recipe once.
        #expect(try SousBinary.run(["import", source.path, "--db", db]).status == 0)
        let listed = try SousBinary.run(["list", "--json", "--db", db])
        let titles = try #require(try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(Set(titles).count == 300 && titles.count == 300)
    }
}
