import Foundation
import SousCore
import Testing
@testable import SousFormats

/// A recognizer that gives the words of a hand-written page, so the import is tested without Tesseract.
struct FakeRecognizer: PageTextRecognizer {
    var words: [OCRWord]
    func words(in photo: PagePhoto) throws(PhotoImportError) -> [OCRWord] { words }
}

/// A recognizer that fails as Tesseract can.
struct FailingRecognizer: PageTextRecognizer {
    var error: PhotoImportError
    func words(in photo: PagePhoto) throws(PhotoImportError) -> [OCRWord] { throw error }
}

/// From a photo's bytes to a recipe: the plain-text importer reads the page, every line is marked
/// as read by OCR with a confidence, the photo becomes the picture, and failures are sentences.
@Suite struct PhotoImporterTests {
    let photo = TestPhotoBytes.png(width: 1654, height: 2339)

    /// A cookbook's running header and page number, in small type over the title, are not the
    /// title; a page whose first line is in its usual type keeps that line as the title; a decimal
    /// amount ("1.5 kg") is never taken for a step number.
    @Test(arguments: [true, false])
    func theTitleIsTheLargestTextNearTheTopNotTheRunningHeader(titleInLargerType: Bool) throws {
        var page = SyntheticPage()
        page.lineHeight = 28
        page.line("MEAT & POULTRY 112", x: 100, y: 60)
        page.lineHeight = titleInLargerType ? 72 : 40
        page.line("Slow-Roast Lamb", x: 100, y: 140)
        page.lineHeight = 40
        page.lines(["Ingredients", "1.5 kg lamb shoulder", "2 onions", "Method", "1. Roast the lamb for 4 hours."], x: 100, y: 260)
        let recipe = try PhotoImporter.recipe(from: page.words, name: "lamb.png")
        #expect(recipe.title == (titleInLargerType ? "Slow-Roast Lamb" : "MEAT & POULTRY 112"))
        #expect(recipe.ingredients.first?.text == "1.5 kg lamb shoulder")
        #expect(recipe.ingredients.first?.quantity == Rational(3, 2))
    }

    /// A title without descenders ("Keema Matar") is measured by its capitals, the body lines by
    /// their words without descenders, so a title set large stands out from a body whose every
    /// line reaches below the baseline, and the small header over it goes.
    @Test func aTitleWithoutDescendersIsMeasuredByItsCapitals() {
        func line(_ words: [(String, Double)], top: Double) -> PageLine {
            var left = 100.0
            return PageLine(words: words.map { text, height in
                defer { left += Double(text.count) * 20 + 20 }
                return OCRWord(text: text, confidence: 95, box: PixelBox(left: left, top: top, width: Double(text.count) * 20, height: height), line: Int(top))
            })
        }
        let lines = [
            line([("CURRIES", 17)], top: 50),
            line([("Keema", 30), ("Matar", 30)], top: 100),
            line([("2", 20), ("tbsp", 20), ("vegetable", 27), ("oil", 20)], top: 200),
            line([("1", 20), ("large", 20), ("onion,", 24), ("finely", 27), ("chopped", 27)], top: 250),
            line([("500", 20), ("g", 20), ("lamb", 20), ("mince", 15)], top: 300),
        ]
        #expect(RunningHeader.typeHeight(lines[2]) == 20)
        #expect(RunningHeader.dropped(from: lines).first?.text == "Keema Matar")
    }

    @Test func aPageBecomesARecipeWithEveryLineMarkedAsReadByOCR() throws {
        // One unsure word: its line is marked for checking.
        let page = SyntheticPage.twoColumns().unsure("caster")
        let recipes = try RecipeImporter.recipes(from: photo, name: "cake.png", photoReader: FakeRecognizer(words: page.turned(by: 1.5)))
        let recipe = try #require(recipes.first)
        #expect(recipe.title == "Lemon Drizzle Cake")
        #expect(recipe.ingredients.map(\.text) == ["225 g butter, softened", "225 g caster sugar", "4 large eggs",
                                                    "275 g self-raising flour", "2 lemons, zested"])
        #expect(recipe.steps.map(\.text) == ["Heat the oven to 180C and line a loaf tin.",
                                              "Beat the butter and sugar until pale, then add the eggs.", "Fold in the flour and zest."])
        #expect(recipe.ingredients.allSatisfy { $0.provenance?.source == .ocr })
        #expect(recipe.steps.allSatisfy { $0.provenance?.source == .ocr })
        let confidences = recipe.ingredients.map { $0.provenance?.confidence ?? -1 }
        #expect(confidences[1] < Provenance.lowConfidence)
        #expect(confidences[0] > 0.8 && confidences[3] > 0.8)
        #expect(recipe.image?.format == .png)
        #expect(recipe.image?.data == photo)
        #expect(recipe.image?.source == "cake.png")
    }

    @Test func aTIFFScanGivesTheRecipeButNoPicture() throws {
        let scan = TestPhotoBytes.tiff(width: 2480, height: 3508)
        let recipe = try #require(try RecipeImporter.recipes(from: scan, name: "scan.tif",
                                                             photoReader: FakeRecognizer(words: SyntheticPage.twoColumns().words)).first)
        #expect(recipe.ingredients.count == 5)
        #expect(recipe.image == nil)
    }

    @Test func textFromThePhotoIsCleanedLikeAnyImport() throws {
        var page = SyntheticPage.twoColumns()
        page.words[0].text = "Lemon\u{1B}]0;owned\u{7}"
        let recipe = try #require(try RecipeImporter.recipes(from: photo, name: "cake.png", photoReader: FakeRecognizer(words: page.words)).first)
        #expect(recipe.title == "Lemon Drizzle Cake")
    }

    @Test(arguments: [
        (PhotoImportError.tesseractMissing, "reading photos needs Tesseract: sudo apt install tesseract-ocr"),
        (PhotoImportError.languageMissing, "reading photos needs Tesseract's English data: sudo apt install tesseract-ocr-eng"),
        (PhotoImportError.timedOut(name: "page.png", seconds: 60), "took Tesseract over 60 seconds"),
    ])
    func failuresOfTheEngineAreSentences(error: PhotoImportError, sentence: String) {
        #expect(throws: RecipeImportError(sentence == error.message ? sentence : error.message)) {
            try RecipeImporter.recipes(from: photo, name: "page.png", photoReader: FailingRecognizer(error: error))
        }
        #expect(error.message.contains(sentence))
    }

    @Test func aPageWithNoTextOrNoRecipeSaysSo() {
        #expect(throws: RecipeImportError(PhotoImportError.noText(name: "dish.jpg").message)) {
            try RecipeImporter.recipes(from: photo, name: "dish.jpg", photoReader: FakeRecognizer(words: []))
        }
        var page = SyntheticPage()
        page.line("Chapter Four", x: 100, y: 100)
        page.line("Autumn", x: 100, y: 200)
        #expect(throws: RecipeImportError(PhotoImportError.notARecipe(name: "p.png", words: 3).message)) {
            try RecipeImporter.recipes(from: photo, name: "p.png", photoReader: FakeRecognizer(words: page.words))
        }
    }

    @Test func withoutTesseractOnThePathTheSentenceSaysWhatToInstall() {
        let reader = TesseractReader(environment: ["PATH": "/nonexistent"])
        #expect(reader.executable == nil)
        #expect(throws: RecipeImportError("reading photos needs Tesseract: sudo apt install tesseract-ocr")) {
            try RecipeImporter.recipes(from: photo, name: "page.png", photoReader: reader)
        }
    }

    @Test func aPhotoIsAllowedMoreBytesThanAText() throws {
        var big = TestPhotoBytes.png(width: 3000, height: 4000)
        big.append(Data(count: 12_000_000))
        let recipes = try RecipeImporter.recipes(from: big, name: "big.png", photoReader: FakeRecognizer(words: SyntheticPage.twoColumns().words))
        #expect(recipes.first?.ingredients.count == 5)
        // Over the picture cap, the recipe is kept and the picture is not.
        #expect(recipes.first?.image == nil)
    }
}
