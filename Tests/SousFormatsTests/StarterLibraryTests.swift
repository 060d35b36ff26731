import Testing
@testable import SousFormats

@Suite("Starter library")
struct StarterLibraryTests {
    @Test func filesAreSortedCookFiles() throws {
        let files = try StarterLibrary.files()
        #expect(!files.isEmpty)
        #expect(files.map(\.name) == files.map(\.name).sorted())
        #expect(files.allSatisfy { $0.name.hasSuffix(".cook") })
    }

    @Test func everyStarterRecipeIsComplete() throws {
        for file in try StarterLibrary.files() {
            let recipe = try CooklangImporter.recipe(from: file.text, fileName: file.name)
            #expect(!recipe.title.isEmpty, "\(file.name)")
            #expect(recipe.ingredients.count >= 3, "\(file.name) has \(recipe.ingredients.count) ingredients")
            #expect(recipe.steps.count >= 2, "\(file.name) has \(recipe.steps.count) steps")
            #expect(recipe.steps.allSatisfy { !$0.text.isEmpty }, "\(file.name)")
        }
    }
}
