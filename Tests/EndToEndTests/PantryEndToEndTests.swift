import Foundation
import Testing

/// The pantry and "what can I cook" from the command line.
@Suite struct PantryEndToEndTests {
    let folder: URL
    let db: String

    init() throws {
        folder = try SousBinary.temporaryFolder()
        db = folder.appendingPathComponent("sous.db").path
    }

    func sous(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try SousBinary.run(arguments + ["--db", db])
    }

    @Test func whatIsInThePantryFindsTheTomatoSoup() throws {
        // The starter library has no tomato soup, so the test brings one.
        let soup = folder.appendingPathComponent("tomato-soup.cook")
        try Data("---\ntitle: Tomato Soup\nservings: 4\n---\nSoften @onions{2} in @olive oil{2%tbsp}. Add @tinned tomatoes{400%g} and @stock{1%l}, season with @salt{} and simmer.\n".utf8).write(to: soup)
        #expect(try sous(["import", soup.path]).status == 0)
        let added = try sous(["pantry", "add", "2 onions, 400 g tinned tomatoes, 1 l stock"])
        #expect(added.status == 0 && added.out.contains("added 400 g tinned tomatoes"))
        let suggested = try sous(["suggest", "--missing", "0", "--json"])
        #expect(suggested.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(suggested.out.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["title"] as? String } == ["Tomato Soup"])
        #expect(rows.first?["missing"] as? [String] == [])
        #expect((rows.first?["have"] as? [String])?.contains("tinned tomatoes") == true)

        let shop = try sous(["shop", "--recipe", "Tomato Soup", "--format", "json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(shop.out.utf8)) as? [String: Any])
        #expect((list["items"] as? [[String: Any]])?.isEmpty == true)
        #expect((list["in_pantry"] as? [[String: Any]])?.compactMap { $0["key"] as? String }.sorted() == ["onion", "stock", "tinned tomato"])

        let listed = try sous(["pantry", "--json"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]])
        #expect(items.contains { $0["key"] as? String == "onion" && $0["quantity"] as? Double == 2 })
        #expect(items.contains { $0["name"] as? String == "salt" && $0["staple"] as? Bool == true })

        let bad = try sous(["pantry", "add", "milk", "--best-before", "2026-02-30"])
        #expect(bad.status != 0 && bad.err.contains("is not a date"))
        let huge = try sous(["pantry", "add", String(repeating: "rice, ", count: 20_000)])
        #expect(huge.status != 0 && huge.err.contains("Nothing was added"))
        #expect(try sous(["pantry", "--json"]).out == listed.out)
    }

    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
    func inTheAppThePantryFindsTheTomatoSoupWithNothingMissing() throws {
        let soup = folder.appendingPathComponent("tomato-soup.cook")
        try Data("---\ntitle: Tomato Soup\nservings: 4\n---\nSoften @onions{2} in @olive oil{2%tbsp}. Add @tinned tomatoes{400%g} and @stock{1%l}, season with @salt{} and simmer.\n".utf8).write(to: soup)
        #expect(try sous(["import", soup.path]).status == 0)
        let q = SousBinary.shellQuoted
        let script = "TERM=tmux-256color \(q(SousBinary.path)) --db \(q(db)); echo SOUS-ENDED; sleep 600"
        let tmux = try Tmux(command: "sh -c \(q(script))", columns: 100, rows: 30)
        try tmux.waitFor(text: "sous · Library")
        try tmux.sendKeys("K")
        try tmux.waitFor(text: "Nothing in the pantry yet")
        try tmux.sendKeys("a")
        try tmux.type("2 onions, 400 g tinned tomatoes, 1 l stock")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "400 g tinned tomatoes")
        try tmux.sendKeys("c")
        try tmux.waitFor(text: "Cook from the pantry")
        try tmux.sendKeys("0")
        let screen = try tmux.waitFor("the soup with nothing missing") {
            $0.contains("nothing missing") && $0.contains("Tomato Soup") && $0.contains("✓ all there")
        }
        #expect(!screen.contains("No recipe fits"))
        try tmux.sendKeys("C-c")
        try tmux.waitFor(text: "SOUS-ENDED")
    }
}
