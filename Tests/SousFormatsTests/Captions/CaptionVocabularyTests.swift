import Foundation
@testable import SousFormats
import SousCore
import Testing

/// The caption reader's word files (`Video/CaptionWords/`): they parse, say which line is broken
/// when one is, and reach the reader: headings of other languages and spelt-out shorthand included.
@Suite struct CaptionVocabularyTests {
    @Test func theShippedFilesParseAndHoldEachKind() throws {
        let standard = CaptionVocabulary.standard
        #expect(standard.headings["what you need"] == .ingredients)
        #expect(standard.headings["how i made it"] == .method)
        #expect(standard.headings["storage"] == .notes)
        #expect(standard.headings["music"] == .ignored)
        #expect(standard.headings["marinade"] == .part)
        #expect(standard.leads.contains { $0.heading == "ingredients" && $0.kind == .ingredients })
        #expect(standard.shorthand["soy"] == "soy sauce")
        #expect(standard.headings.count > 100, "the file, not the fallback, was read")
        #expect(standard.commands.contains("add") && standard.commands.contains("sear") && standard.vessels.contains("pot"))
        #expect(!standard.commands.contains("cream") && !standard.commands.contains("mix"), "cooking verbs that are foods too")
    }

    @Test func aBrokenSpeechWordLineIsNamed() {
        #expect(throws: DataFileError(file: "speech-words.txt", line: 2, "\"noun\" is no kind of speech word (command or vessel)")) {
            try CaptionVocabulary(headings: "", shorthand: "", speechWords: "command\tadd\nnoun\tpot\n")
        }
    }

    @Test(arguments: [
        ("ingredients\twhat you need\nmethod steps\n", "caption-headings.txt line 2"),
        ("dessert\tpudding\n", "caption-headings.txt line 1"),
    ])
    func aBrokenHeadingLineIsNamed(_ text: String, _ place: String) {
        #expect { try CaptionVocabulary(headings: text, shorthand: "") } throws: { error in
            String(describing: error).hasPrefix(place)
        }
    }

    @Test func aBrokenShorthandLineIsNamed() {
        #expect(throws: DataFileError(file: "food-shorthand.txt", line: 3, CaptionVocabulary.notTwoFields("evoo"))) {
            try CaptionVocabulary(headings: "", shorthand: "# foods\nsoy\tsoy sauce\nevoo\n")
        }
    }

    @Test(arguments: [("Zutaten:", "ingredients"), ("Préparation", "method"), ("Składniki 👇", "ingredients")])
    func sectionHeadingsOfOtherLanguagesHeadACaptionToo(_ text: String, _ kind: String) throws {
        let caption = "Apfelkuchen 🍎\n\n\(text)\n- 3 Äpfel\n- 200g Mehl\n#backen #fyp"
        let recipe = try #require(VideoImporter.recipe(caption: caption, name: "caption.txt")?.recipes.first)
        if kind == "ingredients" {
            #expect(recipe.ingredients.map(\.name).contains("Mehl"), "\(recipe.ingredients.map(\.text))")
        } else {
            #expect(recipe.steps.count == 2, "\(recipe.steps.map(\.text))")
        }
    }

    @Test func shorthandIsSpeltOutSoTheAllergenCheckReadsTheFood() throws {
        let caption = "garlic noodles 🍜\nIngredients👇\n- 200g noodles\n- 2 tbsp soy\n#noodles"
        let recipe = try #require(VideoImporter.recipe(caption: caption, name: "caption.txt")?.recipes.first)
        #expect(recipe.ingredients.map(\.name) == ["noodles", "soy sauce"])
    }
}
