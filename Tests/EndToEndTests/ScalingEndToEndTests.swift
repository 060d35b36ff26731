import Foundation
import Testing

/// A recipe that does not say how many it serves, in the real binary: scaled by a multiple on the
/// command line and in the app; and cook mode's `t` on a step with a relative time, pressed twice.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct ScalingEndToEndTests {
    /// As a caption import leaves it: no servings line.
    static let noodles = """
        Melt @butter{4%tbsp} in a large pan.

        Cook the @macaroni{200%g} for 2 minutes less than the packet says, about 7 minutes.
        """

    let folder: URL
    let db: String

    init() throws {
        folder = try SousBinary.temporaryFolder()
        db = folder.appendingPathComponent("sous.db").path
        let file = folder.appendingPathComponent("Buttery Noodles.cook")
        try Data(Self.noodles.utf8).write(to: file)
        let imported = try SousBinary.run(["import", file.path, "--db", db])
        #expect(imported.status == 0, "\(imported.out) \(imported.err)")
    }

    func launch(_ arguments: String, environment: String = "") throws -> Tmux {
        let q = SousBinary.shellQuoted
        let script = "\(environment) TERM=tmux-256color exec \(q(SousBinary.path)) \(arguments) --db \(q(db))"
        return try Tmux(command: "sh -c \(q(script))", columns: 100, rows: 30)
    }

    @Test func showAndShopScaleByAMultiple() throws {
        let doubled = try SousBinary.run(["show", "Buttery", "--scale", "2", "--db", db])
        #expect(doubled.status == 0, "\(doubled.err)")
        #expect(doubled.out.contains("×2"))
        #expect(doubled.out.contains("• 8 tbsp butter"))
        #expect(doubled.out.contains("• 400 g macaroni"))
        let half = try SousBinary.run(["shop", "--recipe", "Buttery", "--scale", "1/2", "--db", db])
        #expect(half.status == 0, "\(half.err)")
        #expect(half.out.contains("100 g"))
        let json = try SousBinary.run(["show", "Buttery", "--scale", "3", "--json", "--db", db])
        #expect(json.out.contains("12 tbsp butter") || json.out.contains("\"quantity\" : 12"))
    }

    @Test func servingsOfARecipeWithoutServingsSayWhatToDoInstead() throws {
        for command in [["show", "Buttery"], ["shop", "--recipe", "Buttery"], ["cook", "Buttery"]] {
            let result = try SousBinary.run(command + ["--servings", "3", "--db", db])
            #expect(result.status != 0, "\(command)")
            #expect(result.err.contains("does not say how many it serves"), "\(command): \(result.err)")
            #expect(result.err.contains("--scale 3"), "\(command): \(result.err)")
        }
        let both = try SousBinary.run(["show", "Buttery", "--servings", "3", "--scale", "2", "--db", db])
        #expect(both.status != 0)
        #expect(both.err.contains("not both"))
        let bad = try SousBinary.run(["show", "Buttery", "--scale", "0", "--db", db])
        #expect(bad.status != 0)
        #expect(bad.err.contains("--scale must be a number above 0"))
    }

    @Test func plusInTheDetailViewDoublesEveryAmount() throws {
        let tmux = try launch("")
        try tmux.waitFor(text: "Buttery Noodles")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "• 4 tbsp butter")
        try tmux.sendKeys("+")
        try tmux.waitFor(text: "• 8 tbsp butter")
        try tmux.waitFor(text: "×2")
        try tmux.sendKeys("s")
        try tmux.type("3")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "• 12 tbsp butter")
        try tmux.waitFor(text: "Scaled ×3")
    }

    /// Enter and + typed at once, as a quick cook does: the + waits for the recipe Enter opens.
    @Test func keysTypedWhileARecipeOpensActOnIt() throws {
        let tmux = try launch("")
        try tmux.waitFor(text: "Buttery Noodles")
        try tmux.sendKeys("Enter", "+", "+")
        try tmux.waitFor(text: "• 12 tbsp butter")
    }

    @Test func givingItServingsByEditingScalesByServingsFromThen() throws {
        // The editor stands in for a person adding a servings line under the title.
        let script = folder.appendingPathComponent("editor.sh")
        try Data("#!/bin/sh\nsed -i 's/^title: .*/&\\nservings: 4/' \"$1\"\n".utf8).write(to: script)
        let tmux = try launch("", environment: "EDITOR=\(SousBinary.shellQuoted("sh " + script.path)) VISUAL=")
        try tmux.waitFor(text: "Buttery Noodles")
        try tmux.sendKeys("Enter")
        try tmux.sendKeys("+")
        try tmux.waitFor(text: "• 8 tbsp butter")
        try tmux.sendKeys("e")
        try tmux.waitFor(text: "Serves 4")
        try tmux.waitFor(text: "• 4 tbsp butter")
        try tmux.sendKeys("+")
        try tmux.waitFor(text: "Serves 5 (scaled from 4)")
        try tmux.waitFor(text: "• 5 tbsp butter")
    }

    @Test func tStartsTheCookingTimeOnceAndCookScaleWorks() throws {
        let tmux = try launch("cook Buttery --scale 2")
        try tmux.waitFor(text: "step 1 of")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "8 tbsp butter")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Next:")
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "step 2 of")
        try tmux.sendKeys("t")
        try tmux.waitFor(text: "Started Cook: 7:00")
        try tmux.sendKeys("t")
        let screen = try tmux.waitFor(text: "is already running")
        #expect(screen.contains("n starts another timer"))
        #expect(!screen.contains("2:00"), "the relative 2 minutes is no timer")
        // One bar for the timer, not two.
        let bars = screen.split(separator: "\n").filter { $0.contains("Buttery Noodles · step 2") }
        #expect(bars.count == 1, "\(screen)")
    }
}
