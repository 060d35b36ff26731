import Foundation
import SousCore
@testable import SousFormats
import Testing

/// A recipe written over the file the cook wrote by hand keeps the file's layout where it still
/// says the same: the body byte for byte when only metadata changed, the cook's own front matter
/// keys and order, and a fresh file only when the steps or ingredients changed.
@Suite struct CooklangWriterLayoutTests {
    static let handWritten = """
        ---
        serves: 2
        author: Grandma   # she never measured
        tags: [soup, winter]
        ---

        -- started from the back of a packet
        Melt @butter{30%g} in a #pot{}.
        Add @leeks{2}, sliced, and sweat them
        gently for ~{10%minutes}.

        Pour in @stock{1%l}.     Simmer.

        > Good with bread.

        """

    func read(_ text: String) throws -> Recipe {
        try CooklangImporter.recipe(from: text, fileName: "leek-soup.cook")
    }

    @Test func aRatingChangesTheFrontMatterOnlyAndKeepsTheCooksKeys() throws {
        var recipe = try read(Self.handWritten)
        recipe.rating = 4
        recipe.favorite = true
        let written = CooklangWriter.write(recipe, keepingTheLayoutOf: Self.handWritten, fileName: "leek-soup.cook")
        let (metadata, body) = CooklangWriter.split(written)
        #expect(body == CooklangWriter.split(Self.handWritten).body, "the steps as the cook wrote them")
        let keys = try #require(metadata).split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }
        #expect(keys == ["serves", "author", "tags", "title", "rating", "favorite"])
        #expect(metadata?.contains("author: Grandma") == true)
        let back = try read(written)
        #expect(CooklangWriter.write(back) == CooklangWriter.write(recipe))
        #expect(back.rating == 4 && back.favorite && back.servings == 2)
    }

    @Test func nothingChangedKeepsTheFileWhole() throws {
        let recipe = try read(Self.handWritten)
        #expect(CooklangWriter.write(recipe, keepingTheLayoutOf: Self.handWritten, fileName: "leek-soup.cook") == Self.handWritten)
    }

    @Test func aChangedStepWritesTheRecipeAfresh() throws {
        var recipe = try read(Self.handWritten)
        recipe.steps[0].text = "Melt the butter in a large pot."
        let written = CooklangWriter.write(recipe, keepingTheLayoutOf: Self.handWritten, fileName: "leek-soup.cook")
        #expect(written == CooklangWriter.write(recipe))
    }

    @Test func aFieldEmptiedInSousLeavesTheFile() throws {
        var recipe = try read(Self.handWritten)
        recipe.tags = []
        let written = CooklangWriter.write(recipe, keepingTheLayoutOf: Self.handWritten, fileName: "leek-soup.cook")
        #expect(!written.contains("tags"))
        #expect(try read(written).tags.isEmpty)
        #expect(written.contains("-- started from the back of a packet"))
    }

    @Test(arguments: ["", "no front matter at all\n", "---\n: : [unclosed\n---\nBoil @water{1%l}.\n", "\u{1B}[2J---\n"])
    func oddFilesStillGiveTheRecipe(_ existing: String) throws {
        var recipe = try read(Self.handWritten)
        recipe.rating = 2
        let written = CooklangWriter.write(recipe, keepingTheLayoutOf: existing, fileName: "leek-soup.cook")
        #expect(CooklangWriter.write(try read(written)) == CooklangWriter.write(recipe))
        #expect(!written.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    }
}
