import Foundation
import SousCore

/// Reads a recipe from a photo or scan of a printed page: the words an OCR engine finds, put in
/// reading order with the columns kept apart (`PageLayout`), go to the plain-text importer as
/// text, and every ingredient and step it makes is marked as read by OCR, with a confidence
/// from the engine's word confidences and the parser's view of the line (`OCRConfidence`).
/// A JPEG or PNG photo becomes the recipe's picture too.
public enum PhotoImporter {
    public static func recipe(from data: Data, name: String, recognizer: any PageTextRecognizer) throws(PhotoImportError) -> Recipe {
        try read(data, name: name, recognizer: recognizer).recipe
    }

    /// The recipe and the text it was read from, in reading order (for a second reading).
    static func read(_ data: Data, name: String, recognizer: any PageTextRecognizer) throws(PhotoImportError) -> (recipe: Recipe, text: String) {
        let photo = try PagePhoto(data: data, name: name)
        let words = try recognizer.words(in: photo)
        var (recipe, text) = try read(words, name: name)
        recipe.image = RecipeImage(data: data, source: name)
        return (recipe, text)
    }

    /// The recipe in words already read (from the engine, or written by a test).
    public static func recipe(from words: [OCRWord], name: String) throws(PhotoImportError) -> Recipe {
        try read(words, name: name).recipe
    }

    static func read(_ words: [OCRWord], name: String) throws(PhotoImportError) -> (recipe: Recipe, text: String) {
        guard !words.isEmpty else { throw .noText(name: name) }
        let lines = RunningHeader.dropped(from: PageLayout.lines(from: words)).map { line in
            var line = line
            line.text = ImportedText.clean(line.text)
            return line
        }
        let text = PageLayout.text(of: lines)
        guard var recipe = PlainTextImporter.recipe(from: text) else {
            throw .notARecipe(name: name, words: words.count)
        }
        // Each ingredient and step back to the line it was read from, by its text, in order.
        var byText: [String: [PageLine]] = [:]
        for line in lines { byText[key(PlainTextImporter.stripMarker(HTMLText.collapse(line.text))), default: []].append(line) }
        func take(_ text: String) -> PageLine? {
            let k = key(text)
            guard var found = byText[k], !found.isEmpty else { return nil }
            let line = found.removeFirst()
            byText[k] = found
            return line
        }
        for index in recipe.ingredients.indices {
            let line = take(recipe.ingredients[index].text)
            recipe.ingredients[index].provenance = Provenance(source: .ocr, confidence: OCRConfidence.ingredient(recipe.ingredients[index], line: line))
        }
        for index in recipe.steps.indices {
            let line = take(recipe.steps[index].text)
            recipe.steps[index].provenance = Provenance(source: .ocr, confidence: OCRConfidence.step(recipe.steps[index], line: line))
        }
        return (recipe, text)
    }

    private static func key(_ text: String) -> String { HTMLText.collapse(text).lowercased() }
}
