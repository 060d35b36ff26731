import Foundation
import SousCore
import Testing
@testable import SousFormats

/// Hostile text through every importer: whatever a page, file or export carries, no control
/// character reaches a recipe (a refusal with a sentence is safe too), and real text in any
/// script comes through whole.
@Suite struct HostileImportTests {
    static let hostile: [String] = [
        "\u{1B}]0;pwned\u{07}", "\u{1B}]52;c;ZWNobyBoaQ==\u{07}", "\u{1B}[8m", "\u{1B}[2J", "\u{9B}31m", "\u{9D}0;x\u{9C}",
        "\u{1B}", "\u{07}\u{08}\u{0B}\u{0C}", "\u{7F}", "\u{85}", "\u{202E}", "\u{2066}\u{2069}",
        String(repeating: "\u{1B}[0m", count: 2_000),
    ]
    static let realText = "Crème 🍝 مرحبا שלום 你好"

    enum Format: String, CaseIterable {
        case jsonLD, microdata, pageText, plainText, cooklang, sousJSON, paprikaRecipe, paprikaArchive
    }

    static var cases: [(Format, Int)] { Format.allCases.flatMap { format in hostile.indices.map { (format, $0) } } }

    @Test(arguments: cases)
    func noControlCharacterGetsIn(_ format: Format, _ index: Int) throws {
        let bad = Self.hostile[index]
        let title = "Tea \(bad)Cake \(Self.realText)"
        let (data, name) = Self.file(format, title: title, ingredient: "2 cups\(bad) flour", step: "Mix\(bad) well for 5 minutes.")
        let recipes: [Recipe]
        do {
            recipes = try RecipeImporter.recipes(from: data, name: name)
        } catch {
            #expect(!error.message.isEmpty)
            return
        }
        let recipe = try #require(recipes.first)
        for text in Self.texts(of: recipe) {
            #expect(!text.unicodeScalars.contains(where: ImportedText.isDropped) || Self.onlyLineBreaks(text), "\(format): \(text.debugDescription)")
        }
        #expect(recipe.title.contains(Self.realText), "\(format): \(recipe.title.debugDescription)")
    }

    @Test func loneSurrogatesInJSONDoNotGetThrough() throws {
        let json = #"{"title": "Bad \ud800 half", "ingredients": [{"name": "x\udfff", "text": "x"}], "steps": [{"text": "Mix"}]}"#
        let recipes: [Recipe]
        do {
            recipes = try RecipeImporter.recipes(from: Data(json.utf8), name: "bad.json")
        } catch {
            #expect(!error.message.isEmpty)
            return
        }
        for text in Self.texts(of: try #require(recipes.first)) {
            #expect(!text.unicodeScalars.contains(where: ImportedText.isDropped))
        }
    }

    /// Step text may keep its newlines; nothing else.
    static func onlyLineBreaks(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { !ImportedText.isDropped($0) || $0 == "\n" }
    }

    static func texts(of recipe: Recipe) -> [String] {
        var texts = [recipe.title, recipe.summary, recipe.yieldText, recipe.category, recipe.cuisine, recipe.difficulty,
                     recipe.sourceURL, recipe.notes].compactMap { $0 } + recipe.tags
        for ingredient in recipe.ingredients {
            texts += [ingredient.name, ingredient.text] + [ingredient.unit, ingredient.note, ingredient.section].compactMap { $0 }
        }
        for step in recipe.steps { texts += [step.text] + [step.section].compactMap { $0 } }
        return texts
    }

    static func jsonString(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    static func file(_ format: Format, title: String, ingredient: String, step: String) -> (Data, String) {
        switch format {
        case .jsonLD:
            let ld = """
            {"@context":"https://schema.org","@type":"Recipe","name":\(jsonString(title)),"description":\(jsonString(step)),
             "recipeIngredient":[\(jsonString(ingredient))],"recipeInstructions":[{"@type":"HowToStep","text":\(jsonString(step))}],
             "recipeCategory":\(jsonString(title)),"keywords":\(jsonString(title))}
            """
            return (Data("<html><head><script type=\"application/ld+json\">\(ld)</script></head><body></body></html>".utf8), "page.html")
        case .microdata:
            return (Data("""
                <html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">\(title)</h1>
                <span itemprop="recipeIngredient">\(ingredient)</span><div itemprop="recipeInstructions">\(step)</div></div></body></html>
                """.utf8), "micro.html")
        case .pageText:
            return (Data("""
                <html><body><h1>\(title)</h1><h2>Ingredients</h2><ul><li>\(ingredient)</li><li>1 egg</li></ul>
                <h2>Method</h2><ol><li>\(step)</li><li>Bake.</li></ol></body></html>
                """.utf8), "text.html")
        case .plainText:
            return (Data("\(title)\n\nIngredients\n- \(ingredient)\n\nMethod\n1. \(step)\n".utf8), "recipe.txt")
        case .cooklang:
            return (Data("---\ntitle: \(jsonString(title))\n---\n\n\(step) Add @flour{2%cups}.\n".utf8), "recipe.cook")
        case .sousJSON:
            let recipe = Recipe(title: title, summary: step, tags: [title],
                                ingredients: [Ingredient(quantity: 2, unit: "cup", name: ingredient, text: ingredient)],
                                steps: [Step(text: step)])
            return (Data(((try? RecipeJSON.encode([recipe])) ?? "").utf8), "export.json")
        case .paprikaRecipe, .paprikaArchive:
            let json = """
            {"name":\(jsonString(title)),"ingredients":\(jsonString(ingredient + "\n1 egg")),"directions":\(jsonString(step)),
             "notes":\(jsonString(step)),"categories":[\(jsonString(title))],"source":\(jsonString(title))}
            """
            let member = TestArchives.gzip(Data(json.utf8))
            return format == .paprikaRecipe ? (member, "one.paprikarecipe")
                : (TestArchives.zip([("one.paprikarecipe", member)]), "all.paprikarecipes")
        }
    }
}
