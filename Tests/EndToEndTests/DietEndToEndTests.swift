import Foundation
import Testing

/// The household's allergies and diets, from the command line and in the app in tmux.
@Suite struct DietEndToEndTests {
    let folder: URL
    let db: String

    init() throws {
        folder = try SousBinary.temporaryFolder()
        db = folder.appendingPathComponent("sous.db").path
    }

    func sous(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try SousBinary.run(arguments + ["--db", db])
    }

    @Test func aPersonsAllergiesFilterTheLibraryAndShowInJSON() throws {
        let soup = folder.appendingPathComponent("satay.cook")
        try Data("---\ntitle: Satay Skewers\n---\nMix @peanut butter{3%tbsp} with @soy sauce{1%tbsp}.\n".utf8).write(to: soup)
        #expect(try sous(["import", soup.path]).status == 0)
        #expect(try sous(["diet", "add-person", "Sam", "--allergy", "peanuts", "--allergy", "sesame"]).out == "added Sam: allergic to peanuts, sesame\n")
        let unknown = try sous(["diet", "add-person", "Bo", "--allergy", "nutz"])
        #expect(unknown.status != 0 && unknown.err.contains("unknown allergy 'nutz'"))
        #expect(try sous(["diet", "set", "Nobody", "--diet", "vegan"]).err.contains("There is no one called Nobody"))

        let all = try sous(["list"]).out
        #expect(all.contains("Satay Skewers") && all.contains("⚠ peanuts"))
        let safe = try sous(["list", "--safe-for", "sam"])
        #expect(safe.status == 0 && !safe.out.contains("Satay Skewers"))
        #expect(try sous(["list", "--safe-for", "everyone"]).out.contains("Satay") == false)
        #expect(try sous(["list", "--diet", "vegan"]).out.contains("Satay Skewers"))

        let shown = try sous(["show", "Satay", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.out.utf8)) as? [String: Any])
        let allergens = try #require(json["allergens"] as? [String])
        #expect(allergens.contains("peanuts") && allergens.contains("soybeans"))
        #expect(json["not_safe_for"] as? [String] == ["Sam"])
        let ingredients = try #require(json["ingredients"] as? [[String: Any]])
        #expect((ingredients.first?["allergens"] as? [String])?.contains("peanuts") == true)
        let text = try sous(["show", "Satay"]).out
        #expect(text.contains("not suitable for Sam") && text.contains("3 tbsp peanut butter  ⚠ peanuts (Sam)"))
        #expect(text.contains("swap: 3 tbsp peanut butter -> 3 tbsp sunflower seed butter"))
    }

    @Test func allergensReadsLinesOnStandardInput() throws {
        let input = folder.appendingPathComponent("lines.txt")
        try Data("3 tbsp pesto\n\n1/2 tsp nutmeg\n1 packet spice mix\n2 tbsp soy sauce\n\u{1B}]0;pwned\u{07}peanuts\n".utf8).write(to: input)
        let q = SousBinary.shellQuoted
        let outcome = try ChildProcess.run(["/bin/sh", "-c", "\(q(SousBinary.path)) allergens --json < \(q(input.path))"])
        #expect(outcome.status == 0)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [[String: Any]])
        #expect(items.count == 5)
        #expect(items[0]["text"] as? String == "3 tbsp pesto")
        #expect(items[0]["allergens"] as? [String] == ["milk", "tree nuts"])
        #expect((items[0]["diets_excluded"] as? [String])?.contains("vegan") == true)
        #expect(items[1]["allergens"] as? [String] == [] && items[1]["unsure"] as? Bool == false)
        #expect(items[2]["unsure"] as? Bool == true)
        #expect(items[3]["allergens"] as? [String] == ["cereals containing gluten", "soybeans"])
        #expect(items[4]["allergens"] as? [String] == ["peanuts"])
        let text = try ChildProcess.run(["/bin/sh", "-c", "\(q(SousBinary.path)) allergens < \(q(input.path))"])
        #expect(text.output.contains("check the label") && !text.output.contains("\u{1B}"))
    }

    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
    func theProfileScreenAddsAPersonAndTheLibraryMarksRecipes() throws {
        let q = SousBinary.shellQuoted
        let script = "TERM=tmux-256color \(q(SousBinary.path)) --db \(q(db)); echo SOUS-ENDED; sleep 600"
        let tmux = try Tmux(command: "sh -c \(q(script))", columns: 100, rows: 30)
        try tmux.waitFor(text: "sous · Library")
        try tmux.sendKeys("H")
        try tmux.waitFor(text: "No one yet")
        try tmux.sendKeys("a")
        try tmux.type("Sam")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "tick their allergies")
        // The boxes are open on the first (gluten): tick it, then leave.
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "[x] cereals with gluten")
        try tmux.sendKeys("Escape", "q")
        try tmux.waitFor("the library marks recipes with gluten") { $0.contains("sous · Library") && $0.contains("⚠ gluten") }
        // The filter for Sam leaves out what he cannot eat.
        try tmux.sendKeys("a", "a")
        try tmux.waitFor(all: ["safe for Sam", "Safety"], none: ["⚠ gluten"])
        try tmux.sendKeys("C-c")
        try tmux.waitFor(text: "SOUS-ENDED")
        let people = try sous(["diet", "--json"]).out
        #expect(people.contains("cereals containing gluten") && people.contains("Sam"))
    }
}
