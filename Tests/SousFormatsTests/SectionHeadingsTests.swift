import Foundation
import SousCore
import Testing
@testable import SousFormats

/// The section headings file, and pages and texts without structured data in each language it lists.
@Suite struct SectionHeadingsTests {
    /// A recipe as a cook in each language writes it: title, the two headings, two ingredients, two steps.
    struct Sample: CustomTestStringConvertible, Sendable {
        var language: String
        var title: String
        var ingredientsHeading: String
        var stepsHeading: String
        var ingredients: [String]
        var steps: [String]
        var testDescription: String { language }
    }

    static let samples: [Sample] = [
        Sample(language: "fr", title: "Soupe à l'oignon", ingredientsHeading: "Ingrédients", stepsHeading: "Préparation",
               ingredients: ["4 oignons", "1 l de bouillon"], steps: ["Émincer les oignons.", "Cuire 40 minutes."]),
        Sample(language: "de", title: "Kartoffelsuppe", ingredientsHeading: "Zutaten", stepsHeading: "Zubereitung",
               ingredients: ["500 g Kartoffeln", "1 Zwiebel"], steps: ["Kartoffeln schälen.", "20 Minuten kochen."]),
        Sample(language: "es", title: "Tortilla de patatas", ingredientsHeading: "Ingredientes", stepsHeading: "Elaboración",
               ingredients: ["4 huevos", "3 patatas"], steps: ["Pelar las patatas.", "Freír 20 minutos."]),
        Sample(language: "it", title: "Risotto", ingredientsHeading: "Ingredienti", stepsHeading: "Procedimento",
               ingredients: ["320 g di riso", "1 cipolla"], steps: ["Tritare la cipolla.", "Cuocere 18 minuti."]),
        Sample(language: "nl", title: "Erwtensoep", ingredientsHeading: "Ingrediënten", stepsHeading: "Bereiding",
               ingredients: ["500 g spliterwten", "1 prei"], steps: ["Erwten wassen.", "Twee uur koken."]),
        Sample(language: "sv", title: "Köttbullar", ingredientsHeading: "Ingredienser", stepsHeading: "Gör så här",
               ingredients: ["500 g köttfärs", "1 ägg"], steps: ["Blanda allt.", "Stek i smör."]),
        Sample(language: "da", title: "Frikadeller", ingredientsHeading: "Ingredienser", stepsHeading: "Fremgangsmåde",
               ingredients: ["500 g hakket svinekød", "1 æg"], steps: ["Bland farsen.", "Steg dem gyldne."]),
        Sample(language: "el", title: "Χωριάτικη σαλάτα", ingredientsHeading: "Υλικά", stepsHeading: "Εκτέλεση",
               ingredients: ["2 ντομάτες", "200 γρ. φέτα"], steps: ["Κόβουμε τις ντομάτες.", "Προσθέτουμε τη φέτα."]),
        Sample(language: "pl", title: "Pierogi ruskie", ingredientsHeading: "Składniki", stepsHeading: "Przygotowanie",
               ingredients: ["500 g mąki", "1 jajko"], steps: ["Zagnieść ciasto.", "Gotować 3 minuty."]),
        Sample(language: "pt", title: "Bolinhos de bacalhau", ingredientsHeading: "Ingredientes", stepsHeading: "Modo de preparo",
               ingredients: ["400 g de bacalhau", "3 batatas"], steps: ["Cozer as batatas.", "Fritar os bolinhos."]),
    ]

    @Test func theFileCoversTheLanguagesAndParses() throws {
        let headings = SectionHeadings.standard
        for language in ["en", "fr", "de", "es", "it", "nl", "sv", "da", "el", "pl", "pt"] {
            #expect(headings.entries.contains { $0.language == language && $0.kind == .ingredients }, "\(language): ingredients")
            #expect(headings.entries.contains { $0.language == language && $0.kind == .steps }, "\(language): steps")
        }
        #expect(headings.kind(of: "Zutaten:") == .ingredients)
        #expect(headings.kind(of: "  MODO DE   PREPARO ") == .steps)
        #expect(headings.kind(of: "ΥΛΙΚΆ") == .ingredients)
        #expect(headings.kind(of: "Zutatenliste für vier") == nil)
        #expect(headings.kind(of: "Ingredients (serves 6)") == .ingredients)
        #expect(headings.kind(of: "How to cook it") == .steps)
        #expect(headings.kind(of: "(serves 6)") == nil && headings.kind(of: "1 onion (chopped)") == nil)
        #expect(throws: DataFileError.self) { try SectionHeadings(text: "ingredients\ten") }
        #expect(throws: DataFileError.self) { try SectionHeadings(text: "tools\ten\tknives") }
        // A heading listed under two kinds would make the readers disagree.
        let kinds = Dictionary(grouping: headings.entries, by: \.heading).mapValues { Set($0.map(\.kind)) }
        #expect(kinds.filter { $0.value.count > 1 }.isEmpty)
    }

    @Test(arguments: samples)
    func aPageWithoutStructuredData(_ sample: Sample) throws {
        let html = """
            <html lang="\(sample.language)"><head><title>\(sample.title)</title></head><body>
            <h1>\(sample.title)</h1><p>Intro.</p>
            <h2>\(sample.ingredientsHeading)</h2><ul>\(sample.ingredients.map { "<li>\($0)</li>" }.joined())</ul>
            <h2>\(sample.stepsHeading)</h2><ol>\(sample.steps.map { "<li>\($0)</li>" }.joined())</ol>
            </body></html>
            """
        let recipe = try #require(WebPageImporter.recipes(from: Data(html.utf8)).first)
        #expect(recipe.title == sample.title)
        #expect(recipe.ingredients.map(\.text) == sample.ingredients)
        #expect(recipe.steps.map(\.text) == sample.steps)
        // Read from the page's text, not from data the page states: marked so, and less sure.
        #expect(recipe.steps.allSatisfy { $0.provenance?.source == .pageText && $0.provenance!.confidence < 1 })
        #expect(recipe.ingredients.allSatisfy { $0.provenance?.source == .pageText })
    }

    @Test func structuredDataIsMarkedAsSuchAndAnUnreadAmountLowersConfidence() throws {
        let html = """
            <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Toast",
            "recipeIngredient": ["2 slices bread", "zorblax x3"], "recipeInstructions": ["Toast the bread until golden."]}</script>
            </head><body></body></html>
            """
        let recipe = try #require(WebPageImporter.recipes(from: Data(html.utf8)).first)
        #expect(recipe.ingredients[0].provenance == Provenance(source: .jsonLD, confidence: 1))
        #expect(recipe.ingredients[1].provenance?.source == .jsonLD)
        #expect(recipe.ingredients[1].provenance?.isLowConfidence == true)
        #expect(recipe.steps[0].provenance == Provenance(source: .jsonLD, confidence: 1))
    }

    @Test(arguments: samples)
    func plainText(_ sample: Sample) throws {
        let text = ([sample.title, "", sample.ingredientsHeading + ":"] + sample.ingredients + ["", sample.stepsHeading] + sample.steps)
            .joined(separator: "\n")
        let recipe = try #require(PlainTextImporter.recipe(from: text))
        #expect(recipe.title == sample.title)
        #expect(recipe.ingredients.map(\.text) == sample.ingredients)
        #expect(recipe.steps.map(\.text) == sample.steps)
    }
}
