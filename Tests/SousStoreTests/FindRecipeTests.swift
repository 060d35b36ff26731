import SousCore
import Testing
@testable import SousStore

@Suite("Finding one recipe from the command line")
struct FindRecipeTests {
    let db: AppDatabase
    let lemonTart: Int64
    let lemonCake: Int64

    init() throws {
        db = try AppDatabase.inMemory()
        lemonTart = try db.saveRecipe(Fixtures.simple("Lemon Tart"))
        lemonCake = try db.saveRecipe(Fixtures.simple("Lemon Drizzle Cake"))
        try db.saveRecipe(Fixtures.simple("Lemon"))
        try db.saveRecipe(Fixtures.simple("100% Rye Bread"))
        try db.saveRecipe(Fixtures.simple("Éclair Bars"))
    }

    @Test func byId() throws {
        #expect(try db.findRecipe("\(lemonCake)").title == "Lemon Drizzle Cake")
        #expect(try db.findRecipe("#\(lemonTart)").title == "Lemon Tart")
    }

    @Test(arguments: [
        ("lemon", "Lemon"),                  // an exact title wins over being a prefix of others
        ("LEMON TART", "Lemon Tart"),
        ("lemon d", "Lemon Drizzle Cake"),
        ("  lemon t ", "Lemon Tart"),
        ("100%", "100% Rye Bread"),          // LIKE wildcards are taken literally
        ("eclair", "Éclair Bars"),           // accents need not be typed
        ("ÉCLAIR BARS", "Éclair Bars"),
    ])
    func byTitle(text: String, title: String) throws {
        #expect(try db.findRecipe(text).title == title)
    }

    @Test func ambiguousPrefixListsTheCandidates() throws {
        let error = #expect(throws: StoreError.self) { try db.findRecipe("lemo") }
        guard case .ambiguous(let matches) = error else {
            Issue.record("expected ambiguous, got \(String(describing: error))")
            return
        }
        #expect(matches.count == 3)
        #expect(matches.contains("Lemon Tart (id \(lemonTart))"))
        #expect(error?.description.hasPrefix("Several recipes match:") == true)
    }

    @Test(arguments: ["pizza", "", "   ", "_", "99999"])
    func notFound(text: String) throws {
        #expect(throws: StoreError.self) { try db.findRecipe(text) }
        do {
            _ = try db.findRecipe(text)
        } catch {
            #expect("\(error)".hasPrefix("No recipe matches"))
        }
    }
}
