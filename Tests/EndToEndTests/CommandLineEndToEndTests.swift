import Foundation
import Testing

/// The command line, run as a separate process against a temporary database.
@Suite struct CommandLineEndToEndTests {
    let folder: URL
    let db: String

    init() throws {
        folder = try SousBinary.temporaryFolder()
        db = folder.appendingPathComponent("sous.db").path
    }

    func write(_ name: String, _ bytes: Data) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
        return url.path
    }

    @Test func versionIsPrintedAlone() throws {
        let result = try SousBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.out == "0.1.0\n")
        #expect(result.err.isEmpty)
    }

    @Test func importReportsEachFileAndOneBadFileNeverStopsTheRest() throws {
        _ = try write("in/good.cook", Data("---\ntitle: Good Soup\nservings: 2\n---\nSimmer @water{500%ml} with @leeks{2} for ~{20%minutes}.\n".utf8))
        _ = try write("in/nested/also-good.cook", Data("Toast @bread{2%slices}.\n\nButter it with @butter{10%g}.\n".utf8))
        _ = try write("in/binary.cook", Data([0x00, 0x01, 0xFF, 0x00, 0x12]))
        _ = try write("in/latin1.cook", Data([0x43, 0x72, 0xE8, 0x6D, 0x65]))
        _ = try write("in/braces.cook", Data("Line one.\nAdd @flour{200%g and stir.\n".utf8))
        let result = try SousBinary.run(["import", folder.appendingPathComponent("in").path, "--db", db])
        #expect(result.status == 1)
        #expect(result.out.contains("imported 2, skipped 0, failed 3"))
        #expect(result.out.contains("binary.cook"))
        #expect(result.out.contains("latin1.cook"))
        #expect(result.out.contains("braces.cook, line 2"))
        let list = try SousBinary.run(["list", "--db", db])
        #expect(list.out.contains("Good Soup"))
        #expect(list.out.contains("Also Good"))
        #expect(!list.out.contains("Braces"))

        let again = try SousBinary.run(["import", folder.appendingPathComponent("in/good.cook").path, "--db", db])
        #expect(again.out.contains("imported 0, skipped 1, failed 0"))
    }

    @Test func aNewDatabaseShowsTheStarterLibraryAndTheDatabaseMayComeBeforeTheCommand() throws {
        let list = try SousBinary.run(["--db", db, "list"])
        #expect(list.status == 0)
        #expect(list.out.contains("Chicken Tikka Masala"))
        let none = try SousBinary.run(["--db=\(db)", "list", "--search", "zzzzqx"])
        #expect(none.status == 0)
        #expect(none.out.isEmpty)
        #expect(none.err.contains("No recipe matches"))
        let planned = try SousBinary.run(["--db", db, "plan", "add", "2026-11-23", "Dinner", "Chickpea Curry"])
        #expect(planned.status == 0, "\(planned.err)")
    }

    @Test func aShoppingListForRecipesNamedByHand() throws {
        let list = try SousBinary.run(["shop", "--recipe", "chickpea curry", "--recipe", "garlic butter", "--servings", "2", "--db", db])
        #expect(list.status == 0, "\(list.err)")
        #expect(list.out.hasPrefix("Shopping for Chickpea Curry, Garlic Butter Naan"))
        #expect(list.out.contains("chickpeas"))
        #expect(list.out.contains("plain flour"))
        let unknown = try SousBinary.run(["shop", "--recipe", "no such dish", "--db", db])
        #expect(unknown.status == 1)
        #expect(unknown.err.contains("No recipe matches"))
        let stray = try SousBinary.run(["shop", "--servings", "3", "--db", db])
        #expect(stray.status == 1)
    }

    @Test func dryRunJSONPrintsTheRecipesAndSavesNothing() throws {
        let path = try write("soup.cook", Data("---\ntitle: Dry Soup\nservings: 4\n---\nBoil @stock{1 1/2%l}.\n".utf8))
        let result = try SousBinary.run(["import", "--dry-run", "--json", path, "--db", db])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(json.first?["title"] as? String == "Dry Soup")
        let ingredient = try #require((json.first?["ingredients"] as? [[String: Any]])?.first)
        #expect(ingredient["quantity"] as? Double == 1.5)
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    @Test func showScalesAndPrintsTheDocumentedJSONShape() throws {
        _ = try SousBinary.run(["import", "--starter", "--db", db])
        let result = try SousBinary.run(["show", "Chicken Tikka", "--servings", "8", "--json", "--db", db])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        for key in ["id", "title", "summary", "servings", "yield", "prep_minutes", "cook_minutes", "total_minutes",
                    "category", "cuisine", "tags", "rating", "favorite", "source_url", "ingredients", "steps"] {
            #expect(object.keys.contains(key), "missing \(key)")
        }
        #expect(object["servings"] as? Int == 8)
        let text = try SousBinary.run(["show", "Chicken Tikka", "--db", db])
        #expect(text.out.contains("Ingredients"))
    }

    /// A correction to a food of sous's list reaches every feature: the line's allergens, the
    /// stored answer the safety filter reads, and nutrition.
    @Test func aFoodCorrectionReachesAllergensTheSafetyFilterAndNutrition() throws {
        let path = try write("satay.cook", Data("---\ntitle: Zorblax Satay\nservings: 2\n---\nFry @rice{150%g} in @house oil{2%tbsp}.\n".utf8))
        #expect(try SousBinary.run(["import", path, "--db", db]).status == 0)
        #expect(try SousBinary.run(["diet", "add-person", "Sam", "--allergy", "peanuts", "--db", db]).status == 0)
        #expect(try SousBinary.run(["list", "--safe-for", "Sam", "--search", "zorblax", "--db", db]).out.contains("Zorblax Satay"))

        // At this house, "house oil" is groundnut oil.
        let matched = try SousBinary.run(["nutrition", "match", "house oil", "peanut oil", "--db", db])
        #expect(matched.status == 0, "\(matched.err)")
        #expect(matched.out.contains("now means peanut oil (en:peanut-oil) in every recipe"))
        let shown = try SousBinary.run(["show", "Zorblax Satay", "--json", "--db", db])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.out.utf8)) as? [String: Any])
        let line = try #require((object["ingredients"] as? [[String: Any]])?.last)
        #expect(line["allergens"] as? [String] == ["peanuts"])
        #expect(!(try SousBinary.run(["list", "--safe-for", "Sam", "--search", "zorblax", "--db", db]).out.contains("Zorblax Satay")))
        #expect(try SousBinary.run(["nutrition", "Zorblax Satay", "--db", db]).out.lowercased().contains("peanut"))
        #expect(try SousBinary.run(["nutrition", "corrections", "--db", db]).out.contains("house oil → peanut oil (every feature)"))

        #expect(try SousBinary.run(["nutrition", "unmatch", "house oil", "--db", db]).status == 0)
        #expect(try SousBinary.run(["list", "--safe-for", "Sam", "--search", "zorblax", "--db", db]).out.contains("Zorblax Satay"))
    }

    @Test func ambiguousAndMissingRecipesExplainThemselves() throws {
        _ = try SousBinary.run(["import", "--starter", "--db", db])
        let ambiguous = try SousBinary.run(["show", "Chick", "--db", db])
        #expect(ambiguous.status != 0)
        #expect(ambiguous.err.contains("Several recipes match"))
        let missing = try SousBinary.run(["show", "Zebra Cake", "--db", db])
        #expect(missing.status != 0)
        #expect(missing.err.contains("No recipe matches"))
        let badServings = try SousBinary.run(["show", "1", "--servings", "0", "--db", db])
        #expect(badServings.status != 0)
    }

    @Test func aDatabaseFromANewerSousIsRefusedAndLeftAlone() throws {
        _ = try SousBinary.run(["import", "--starter", "--db", db])
        // user_version is the big-endian 32-bit number at byte 60 of the SQLite file header.
        var file = try Data(contentsOf: URL(fileURLWithPath: db))
        file.replaceSubrange(60..<64, with: [0, 0, 0x03, 0xE7])
        try file.write(to: URL(fileURLWithPath: db))
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let result = try SousBinary.run(["list", "--db", db])
        #expect(result.status != 0)
        #expect(result.err.contains("newer version of sous"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    @Test func exportWritesOneCookFilePerRecipeThatImportsBack() throws {
        _ = try SousBinary.run(["import", "--starter", "--db", db])
        let out = folder.appendingPathComponent("export").path
        let export = try SousBinary.run(["export", "--format", "cook", "--out", out, "--db", db])
        #expect(export.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".cook") }
        let listed = try SousBinary.run(["list", "--db", db]).out.split(separator: "\n")
        #expect(files.count == listed.count)
        let other = folder.appendingPathComponent("other.db").path
        let reimport = try SousBinary.run(["import", out, "--db", other])
        #expect(reimport.status == 0)
        #expect(reimport.out.contains("imported \(files.count), skipped 0, failed 0"))
    }

    @Test func theDatabaseFileIsPrivate() throws {
        _ = try SousBinary.run(["list", "--db", db])
        let attributes = try FileManager.default.attributesOfItem(atPath: db)
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o077 } == 0)
    }
}
