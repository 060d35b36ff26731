import SousCore
import Testing
@testable import SousStore

@Suite("Generated sample recipes")
struct SampleLibraryTests {
    @Test func sameSeedSameLibrary() {
        #expect(SampleLibrary.recipes(count: 20, seed: 9) == SampleLibrary.recipes(count: 20, seed: 9))
        #expect(SampleLibrary.recipes(count: 20, seed: 9) != SampleLibrary.recipes(count: 20, seed: 10))
    }

    @Test(arguments: [0, 1, 2, 3])
    func recipesLookReal(seed: UInt64) {
        let recipes = SampleLibrary.recipes(count: 200, seed: seed)
        #expect(recipes.count == 200)
        #expect(Set(recipes.map(\.title)).count > 150, "titles vary")
        for recipe in recipes {
            #expect((7...13).contains(recipe.ingredients.count))
            #expect(recipe.steps.count == 8)
            #expect(recipe.steps.allSatisfy { $0.ingredientIndices.allSatisfy(recipe.ingredients.indices.contains) })
            #expect(!recipe.tags.isEmpty && recipe.category != nil && (0...5).contains(recipe.rating))
        }
    }
}
