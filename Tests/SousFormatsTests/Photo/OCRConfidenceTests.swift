import Foundation
import SousCore
import Testing
@testable import SousFormats

/// A line's confidence: the engine's view of its words times the parser's view of the line.
@Suite struct OCRConfidenceTests {
    func line(_ confidences: [Double]) -> PageLine {
        PageLine(words: confidences.map { OCRWord(text: "w", confidence: $0, box: PixelBox(left: 0, top: 0, width: 10, height: 10)) })
    }

    @Test func theLeastSureWordPullsTheLineDown() {
        #expect(abs(OCRConfidence.words(line([96, 96, 96])) - 0.96) < 0.001)
        #expect(abs(OCRConfidence.words(line([96, 96, 30])) - (0.74 + 0.30) / 2) < 0.001)
    }

    @Test(arguments: [
        ("200 g plain flour", true),
        ("2 large eggs, beaten", true),
        ("salt and pepper, to taste", true),
        ("% cup rolled oats", false),          // a fraction the engine could not read
        ("cup light brown sugar", false),      // a measure with no amount
        ("2 tbsp Zorblax sauce | ~", false),   // stray marks and an unknown food
        ("7 x", false),
    ])
    func cleanLinesStaySureAndMisreadOnesAreMarked(text: String, sure: Bool) {
        let ingredient = IngredientLineParser.parse(text)
        let confidence = OCRConfidence.ingredient(ingredient, line: line([95, 95, 95]))
        #expect((confidence >= Provenance.lowConfidence) == sure, "\(text): \(confidence)")
    }

    @Test func anUnknownFoodCostsLessThanAMissingAmount() {
        let unknown = OCRConfidence.parserFactor(IngredientLineParser.parse("2 tbsp gochujangish paste"))
        let lost = OCRConfidence.parserFactor(IngredientLineParser.parse("% cup oats"))
        #expect(unknown > lost)
        #expect(unknown < 1)
    }

    @Test func aStepWithStrayMarksIsLessSure() {
        let sure = OCRConfidence.step(Step(text: "Bake for 20 minutes."), line: line([95]))
        let marked = OCRConfidence.step(Step(text: "Bake for 20 minutes.]|"), line: line([95]))
        #expect(marked < sure)
    }
}
