import Foundation
import SousApp
import SousCore
import SousFormats
import SousServices
import SousStore
import SousTestSupport
import Testing

/// One pipeline for the command line and the app: each format read from a file, a page over
/// loopback, pasted text, the failures as sentences, and duplicates found the same way for both.
@Suite struct ImportPipelineTests {
    static let cooklang = """
        ---
        servings: 2
        ---
        Whisk @eggs{2} with @milk{100%ml}.

        Fry in @butter{10%g}.
        """

    static let plainText = """
        Lemon Drizzle Cake

        Ingredients
        - 225g butter
        - 3 eggs

        Method
        1. Cream the butter.
        2. Beat in the eggs.
        """

    static let page = """
        <html><head><title>Soup</title><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Tomato Soup", "image": "/soup.jpg",
         "recipeIngredient": ["1 kg tomatoes", "1 onion"], "recipeInstructions": "Simmer and blend."}
        </script></head><body></body></html>
        """

    func write(_ text: String, _ name: String, in harness: ServiceHarness) throws -> URL {
        let url = harness.folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func readsEachKindOfFileAsNewRecipes() throws {
        let harness = try ServiceHarness()
        let pipeline = ImportPipeline(environment: ["HOME": harness.folder.path])
        let omelette = try pipeline.readFile(try write(Self.cooklang, "Omelette.cook", in: harness))
        #expect(omelette.recipes.map(\.title) == ["Omelette"])
        #expect(omelette.recipes[0].ingredients.map(\.name) == ["eggs", "milk", "butter"])

        let cake = try pipeline.readFile(try write(Self.plainText, "cake.txt", in: harness))
        #expect(cake.recipes.map(\.title) == ["Lemon Drizzle Cake"])

        let saved = try pipeline.readFile(try write(Self.page, "soup.html", in: harness))
        #expect(saved.recipes.map(\.title) == ["Tomato Soup"])

        let stored = Recipe(id: 41, title: "Toast", ingredients: [Ingredient(quantity: 2, name: "bread", text: "2 bread")],
                            steps: [Step(text: "Toast it.")])
        let json = try pipeline.readFile(try write(try RecipeJSON.encode([stored]), "toast.json", in: harness))
        #expect(json.recipes.map(\.title) == ["Toast"])
        #expect(json.recipes.allSatisfy { $0.id == nil })
    }

    @Test func aSourceTypedInTheAppMayStartWithTildeOrFile() throws {
        let harness = try ServiceHarness()
        _ = try write(Self.cooklang, "Omelette.cook", in: harness)
        let pipeline = ImportPipeline(environment: ["HOME": harness.folder.path])
        #expect(try pipeline.read(source: "~/Omelette.cook").recipes.map(\.title) == ["Omelette"])
        let address = harness.folder.appendingPathComponent("Omelette.cook").absoluteString
        #expect(try pipeline.read(source: address).recipes.map(\.title) == ["Omelette"])
    }

    @Test func failuresAreSentences() throws {
        let harness = try ServiceHarness()
        let pipeline = ImportPipeline(environment: ["HOME": harness.folder.path])
        #expect(throws: ImportFailure("There is no file at \(harness.folder.path)/nothing.cook.")) {
            try pipeline.read(source: "~/nothing.cook")
        }
        #expect(throws: ImportFailure("\(harness.folder.path) is a folder; name a recipe file (or use sous import for folders).")) {
            try pipeline.read(source: harness.folder.path)
        }
        let junk = harness.folder.appendingPathComponent("junk.txt")
        try Data([0, 1, 2, 0xff, 0xfe, 0, 0, 7]).write(to: junk)
        let error = #expect(throws: ImportFailure.self) { try pipeline.readFile(junk) }
        #expect(error?.message.contains("junk.txt") == true)
    }

    @Test func aPageOverLoopbackKeepsItsAddressAndSaysWhyItsPictureIsMissing() throws {
        let server = try LocalWebServer(routes: [
            "/soup": LocalWebServer.Response(status: 200, headers: ["Content-Type": "text/html"], body: Data(Self.page.utf8)),
        ])
        defer { server.stop() }
        let reading = try ImportPipeline(environment: [:]).readAddress(server.url("/soup"))
        #expect(reading.recipes.map(\.title) == ["Tomato Soup"])
        #expect(reading.recipes[0].sourceURL == server.url("/soup"))
        #expect(reading.recipes[0].image == nil)
        #expect(reading.notes.count == 1)

        let missing = #expect(throws: ImportFailure.self) { try ImportPipeline(environment: [:]).readAddress(server.url("/gone")) }
        #expect(missing?.message.contains("the page was not found") == true)
    }

    @Test func pastedTextIsReadByContent() throws {
        let reading = try ImportPipeline.readPasted(Self.plainText, name: "pasted text")
        #expect(reading.recipes.map(\.title) == ["Lemon Drizzle Cake"])
        #expect(throws: ImportFailure.self) { try ImportPipeline.readPasted("hello", name: "pasted text") }
    }

    @Test func theSaverSkipsWhatTheLibraryHoldsUnlessForced() throws {
        let harness = try ServiceHarness()
        let pipeline = ImportPipeline(environment: [:])
        let file = try write(Self.cooklang, "Omelette.cook", in: harness)
        let parsed = try pipeline.readFile(file).recipes.map { (source: file.path, recipe: $0) }

        let first = try ImportSaver(database: harness.database).save(parsed + parsed)
        #expect(first.saved == [ImportReport.titleLine(parsed[0].recipe)])
        #expect(first.skipped == ["\(file.path): “Omelette” appears twice in this import (--force imports it again)"])

        let again = try ImportSaver(database: harness.database).save(parsed)
        #expect(again.saved.isEmpty)
        #expect(again.skipped == ["\(file.path): “Omelette” with the same ingredients is already in the library (--force imports it again)"])

        let forced = try ImportSaver(database: harness.database, force: true).save(parsed)
        #expect(forced.saved.count == 1)
        #expect(try harness.database.recipeCount() == 2)
    }

    @Test func aLargeImportIsSavedInPartsInTheFilesOrder() throws {
        let harness = try ServiceHarness()
        let folder = harness.folder.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // 1,203 files: several parts read, several batches written, one file twice (in different
        // parts) and one unreadable.
        for index in 0..<1_200 {
            let name = String(format: "recipe-%04d.cook", index)
            try "Boil @water{\(index + 1)%ml} with @salt{1%pinch}.\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try "---\ntitle: Recipe 0000\n---\nBoil @water{1%ml} with @salt{1%pinch}.\n"
            .write(to: folder.appendingPathComponent("recipe-9999-copy.cook"), atomically: true, encoding: .utf8)
        try Data([0x00, 0xFF, 0x00]).write(to: folder.appendingPathComponent("recipe-9999-junk.cook"))

        var report = ImportReport()
        let saver = try ImportSaver(database: harness.database)
        try ImportPipeline(environment: [:]).readAll(ImportSourceCollector.collect([folder.path]), into: &report,
                                                     filesPerPart: 100, lanes: saver.lanes, each: saver.add)
        let outcome = saver.finish()

        #expect(outcome.stoppedBy == nil)
        #expect(outcome.saved.count == 1_200)
        #expect(outcome.skipped.count == 1)
        #expect(report.failed.count == 1)
        #expect(try harness.database.recipeCount() == 1_200)
        // Ids follow the files' order, across parts and batches.
        let titles = try harness.database.recipeTitles().sorted { $0.id < $1.id }.map(\.title)
        #expect(titles.first == "Recipe 0000" && titles.last == "Recipe 1199")
        #expect(titles == titles.sorted())
        // Every recipe can be found, and its pantry keys were written.
        #expect(try harness.database.libraryPage(LibraryQuery(search: "water"), offset: 0, limit: 5).total == 1_200)
    }

    @Test func theAppSaysWhenWhatItReadIsAlreadyInTheLibrary() throws {
        let harness = try ServiceHarness()
        let fresh = harness.runner.perform(.importing(.readPasted(Self.plainText)))
        guard case .fetched(_, let recipes, _, _, let held, _)? = fresh.first?.feature(ImportAction.self) else {
            Issue.record("no recipes read: \(fresh)")
            return
        }
        #expect(held.isEmpty)
        _ = harness.runner.perform(.importing(.saveImported(recipes)))
        let again = harness.runner.perform(.importing(.readPasted(Self.plainText)))
        guard case .fetched(_, _, _, _, let againHeld, _)? = again.first?.feature(ImportAction.self) else {
            Issue.record("no recipes read: \(again)")
            return
        }
        #expect(againHeld == ["“Lemon Drizzle Cake” (same ingredients)"])
    }
}
