import Foundation
import SousCore

/// How sure an importer can be of a line it read, from what the parser made of it: an amount
/// written but not read, or a food name no table knows, lowers it. Sources that guess (a page's
/// visible text) start lower than ones that state (schema.org data).
public enum LineConfidence {
    /// The confidence a source starts from.
    public static func base(_ source: Provenance.Source) -> Double {
        switch source {
        case .jsonLD, .typed: 1
        case .microdata: 0.95
        case .pageText: 0.85
        case .caption: 0.85
        case .subtitles, .transcript: 0.7
        case .ocr: 0.9
        case .assistant: AssistantRecipe.confidence
        }
    }

    /// An ingredient line: the base, less 0.35 when the line has a number the parser did not read
    /// as an amount, less 0.3 when it names no food the food knowledge base knows.
    public static func ingredient(_ ingredient: Ingredient, base: Double) -> Double {
        var confidence = base
        let text = ingredient.text.isEmpty ? ingredient.name : ingredient.text
        if ingredient.quantity == nil, text.contains(where: { $0.isNumber }) { confidence -= 0.35 }
        if !namesKnownFood(ingredient.name + " " + (ingredient.note ?? "")), !namesKnownFood(text) {
            confidence -= 0.3
        }
        return confidence
    }

    /// Whether the food knowledge base confidently reads a food in `text`.
    static func namesKnownFood(_ text: String) -> Bool {
        FoodKnowledge.standard.concept(forName: text) != nil
    }

    /// A step: the base, less 0.3 for a fragment of two words or fewer.
    public static func step(_ step: Step, base: Double) -> Double {
        step.text.split(whereSeparator: \.isWhitespace).count <= 2 ? base - 0.3 : base
    }
}
