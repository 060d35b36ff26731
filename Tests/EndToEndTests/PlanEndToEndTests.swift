import Foundation
import Testing

/// Planning the week and shopping for it, in the real binary in tmux.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct PlanEndToEndTests {
    static var binary: String { SousBinary.path }

    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try SousBinary.run(arguments)
    }

    func launch(db: String) throws -> Tmux {
        let q = SousBinary.shellQuoted
        let script = "TERM=tmux-256color \(q(Self.binary)) --db \(q(db)); echo \"exit=$?\"; echo SOUS-ENDED; sleep 600"
        return try Tmux(command: "sh -c \(q(script))", columns: 100, rows: 30)
    }

    @Test func planTwoRecipesCheckAnItemAndItStaysChecked() throws {
        let folder = try SousBinary.temporaryFolder()
        let db = folder.appendingPathComponent("sous.db").path
        var tmux = try launch(db: db)
        try tmux.waitFor(text: "sous · Library")
        // The first recipe goes to Monday's breakfast, the second to Tuesday's dinner.
        try tmux.sendKeys("p")
        try tmux.waitFor(text: "Meal plan")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Added ")
        try tmux.sendKeys("j")
        try tmux.sendKeys("p")
        try tmux.waitFor(text: "Meal plan")
        try tmux.sendKeys("l", "j", "j", "Enter")
        try tmux.waitFor(text: "Dinner.")
        try tmux.sendKeys("M")
        try tmux.waitFor(all: ["Breakfast", "Dinner"])
        try tmux.sendKeys("S")
        try tmux.waitFor(all: ["Shopping for", "[ ]"], none: ["[x]"])
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "[x]")
        try tmux.sendKeys("q", "q", "q")
        try tmux.waitFor(text: "SOUS-ENDED")

        tmux = try launch(db: db)
        try tmux.waitFor(text: "sous · Library")
        try tmux.sendKeys("M")
        try tmux.waitFor(text: "Breakfast")
        try tmux.sendKeys("S")
        try tmux.waitFor(all: ["Shopping for", "[x]"])
        try tmux.sendKeys("C-c")
        try tmux.waitFor(text: "SOUS-ENDED")
    }

    @Test(arguments: [
        (["plan", "--week", "2025-W53"], "not a week"),
        (["plan", "--date", "2026-02-30"], "not a date"),
        (["plan", "add", "tomorrow", "Dinner", "1"], "not a date"),
        (["plan", "add", "2026-11-23", "Brunch", "1"], "not a meal"),
        (["shop", "--week", "W48"], "not a week"),
    ])
    func badInputOnTheCommandLine(_ arguments: [String], _ message: String) throws {
        let folder = try SousBinary.temporaryFolder()
        let db = folder.appendingPathComponent("sous.db").path
        let result = try Self.run(arguments + ["--db", db])
        #expect(result.status != 0)
        #expect(result.err.contains(message))
    }

    @Test func planAddThenShopOnTheCommandLine() throws {
        let folder = try SousBinary.temporaryFolder()
        let db = folder.appendingPathComponent("sous.db").path
        _ = try Self.run(["import", "--starter", "--db", db])
        let added = try Self.run(["plan", "add", "2026-12-31", "dinner", "Chickpea Curry", "--servings", "8", "--db", db])
        #expect(added.status == 0)
        let plan = try Self.run(["plan", "--week", "2026-W53", "--json", "--db", db])
        #expect(plan.out.contains("\"week\" : \"2026-W53\""))
        #expect(plan.out.contains("Chickpea Curry"))
        let shop = try Self.run(["shop", "--date", "2027-01-02", "--format", "markdown", "--db", db])
        #expect(shop.status == 0)
        #expect(shop.out.contains("## Produce"))
    }
}
