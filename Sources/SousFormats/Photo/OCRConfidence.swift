import SousCore

/// How sure sous is of a line read from a photo, 0...1: the OCR engine's confidence in the line's
/// words (the mean, pulled down by the least sure word, since one misread word spoils an amount),
/// times the parser's view of what it read (`LineConfidence`, as for every import, and the marks
/// OCR leaves). An ingredient whose amount did not parse, whose food is in no dictionary, or with
/// characters no recipe prints is more likely misread, so it is marked for checking
/// (`Provenance.lowConfidence`) even when the engine was sure.
public enum OCRConfidence {
    /// The engine's confidence in a line's words.
    public static func words(_ line: PageLine) -> Double {
        (line.meanConfidence + line.minimumConfidence) / 2
    }

    public static func ingredient(_ ingredient: Ingredient, line: PageLine?) -> Double {
        let engine = line.map(words) ?? 0.5
        // A fraction put in for one the engine could not read is a guess: always checked.
        let guessed = line?.amountGuessed == true ? 0.5 : 1
        return engine * guessed * parserFactor(ingredient)
    }

    public static func step(_ step: Step, line: PageLine?) -> Double {
        let engine = line.map(words) ?? 0.5
        return engine * LineConfidence.step(step, base: 1) * (hasStrayCharacters(step.text) ? 0.8 : 1)
    }

    /// 1 when the parser read the line cleanly; less for each sign of a misreading: first the view
    /// every importer shares (`LineConfidence`: an amount written but not read, a food no table
    /// knows), then the marks OCR leaves.
    static func parserFactor(_ ingredient: Ingredient) -> Double {
        var factor = LineConfidence.ingredient(ingredient, base: 1)
        let text = ingredient.text
        // "2O0 g", "l tbsp": digits and letters mixed in the amount.
        if let amount = text.split(separator: " ").first, amount.contains(where: \.isNumber),
           amount.contains(where: { $0.isLetter }), ingredient.unit == nil { factor *= 0.7 }
        if hasStrayCharacters(text) { factor *= 0.7 }
        // "% cup oats": a fraction the engine could not read ("½", "¾" and "¼" all come out as "%").
        if let first = text.first, "%’'`‘\"".contains(first) { factor *= 0.5 }
        // "cup light brown sugar": a measure with no amount, which the engine must have lost.
        if ingredient.quantity == nil, let unit = ingredient.unit, measures.contains(unit.lowercased()) { factor *= 0.6 }
        if ingredient.name.filter(\.isLetter).count < 2 { factor *= 0.5 }
        return max(0, factor)
    }

    /// Units that always come with an amount.
    static let measures: Set<String> = ["g", "kg", "mg", "ml", "l", "dl", "cl", "tsp", "tbsp", "cup", "cups", "oz", "lb", "lbs", "fl oz", "pint", "pints", "quart"]

    /// Characters a printed recipe hardly ever has, and OCR engines make of specks and lines.
    static func hasStrayCharacters(_ text: String) -> Bool {
        text.contains { "|~{}[]<>\\^_#@$§¢©®™«»¦".contains($0) }
    }
}
