import Foundation
import SousCore

/// How well a line model and the rule parser read labelled lines: the tokens labelled right, and
/// on the `simple` lines, the name (its words, ignoring case) right. The BBC lines are labelled
/// with singular names ("cardamom pods" is labelled "cardamom pod") and sous keeps a name as the
/// line writes it, so the parser's names are also scored with each word in the singular (the same
/// food either way), reported beside the strict figure.
public struct LineModelScore: Sendable {
    public var tokens = 0
    public var tokensRight = 0
    public var simpleLines = 0
    public var modelNames = 0
    public var ruleNames = 0
    /// The parser as sous uses it: rules and model together.
    public var parserNames = 0
    public var parserAllThree = 0
    public var ruleAllThree = 0
    /// The parser's amount, unit and name right, the name's words compared in the singular.
    public var parserAllThreeAnyNumber = 0

    public static func score(_ model: LineModel, on lines: [LabelledLine]) -> LineModelScore {
        var score = LineModelScore()
        for line in lines {
            if let example = line.example() {
                let labels = model.labels(example.tokens)
                score.tokens += labels.count
                score.tokensRight += zip(labels, example.labels).filter { $0 == $1 }.count
            }
            guard line.simple else { continue }
            score.simpleLines += 1
            let expected = LineToken.words(of: line.fields[.name] ?? "")
            if LineToken.words(of: LineModelReading(line.input, model: model).name) == expected { score.modelNames += 1 }
            let rules = IngredientLineParser.parse(line.input, model: nil)
            let parsed = IngredientLineParser.parse(line.input, model: model)
            if LineToken.words(of: rules.name) == expected { score.ruleNames += 1 }
            if LineToken.words(of: parsed.name) == expected { score.parserNames += 1 }
            if line.amountAndUnitRight(rules) && LineToken.words(of: rules.name) == expected { score.ruleAllThree += 1 }
            if line.amountAndUnitRight(parsed) && LineToken.words(of: parsed.name) == expected { score.parserAllThree += 1 }
            if line.amountAndUnitRight(parsed) && singulars(parsed.name) == singulars(line.fields[.name] ?? "") {
                score.parserAllThreeAnyNumber += 1
            }
        }
        return score
    }

    static func singulars(_ name: String) -> [String] {
        LineToken.words(of: name).map(ShoppingName.singular)
    }

    public var text: String {
        func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.1f%% (%d/%d)", 100 * Double(part) / Double(max(whole, 1)), part, whole) }
        return """
            held out: tokens labelled right \(percent(tokensRight, tokens))
              simple lines, name right: model alone \(percent(modelNames, simpleLines)); rules \(percent(ruleNames, simpleLines)); parser (rules and model) \(percent(parserNames, simpleLines))
              simple lines, amount, unit and name right: rules \(percent(ruleAllThree, simpleLines)); parser \(percent(parserAllThree, simpleLines)); \
            parser, a name's words singular or plural alike \(percent(parserAllThreeAnyNumber, simpleLines))
            """
    }
}
