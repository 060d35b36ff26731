import SousCore
import SousFormats
import Testing

/// Every ingredient line of the starter library reads as known food, except the few whose
/// contents really vary by brand.
@Suite struct StarterLibraryAllergenTests {
    /// Lines that are rightly "check the label".
    /// Seaweed is sea-harvested and its packs often warn of shellfish traces; many shop corn
    /// tortillas blend in wheat flour.
    static let variable: Set<String> = ["green curry paste", "japanese curry roux", "thai tea mix", "mustard powder", "refried beans",
                                        "roasted seaweed", "kombu", "dried wakame", "corn tortillas"]

    @Test func everyStarterLineIsKnownExceptBrandedMixes() throws {
        var lines = 0
        var unsure: [String] = []
        for file in try StarterLibrary.files() {
            let recipe = try CooklangImporter.recipe(from: file.text, fileName: file.name)
            for ingredient in recipe.ingredients {
                lines += 1
                if AllergenDetector.standard.check(ingredient).unsure && !Self.variable.contains(ingredient.name.lowercased()) {
                    unsure.append("\(file.name): \(ingredient.text.isEmpty ? ingredient.name : ingredient.text)")
                }
            }
        }
        #expect(lines > 400)
        #expect(unsure.isEmpty, "\(unsure.count) of \(lines) starter lines are unsure:\n\(unsure.joined(separator: "\n"))")
    }
}
