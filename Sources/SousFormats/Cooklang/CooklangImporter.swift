import Foundation
import SousCore

/// Turns Cooklang text into the shared `Recipe`: metadata to fields, every `@` reference to
/// an `Ingredient`, every paragraph to a `Step` with the markup resolved to words.
/// A paragraph made only of ingredient references is an ingredient list, not a step.
public enum CooklangImporter {
    public static func recipe(from text: String, fileName: String? = nil) throws -> Recipe {
        let document = try CooklangParser.parse(text, fileName: fileName)
        return recipe(from: document, fileName: fileName)
    }

    public static func recipe(from document: CooklangDocument, fileName: String? = nil) -> Recipe {
        var recipe = Recipe(title: title(fileName: fileName))
        var metadataNotes: [String] = []
        applyMetadata(document, to: &recipe, notes: &metadataNotes)

        for step in document.steps {
            var text = ""
            var indices: [Int] = []
            for item in step.items {
                switch item {
                case .text(let plain):
                    text += plain
                case .ingredient(let reference):
                    indices.append(recipe.ingredients.count)
                    recipe.ingredients.append(ingredient(reference, section: step.section))
                    text += reference.name
                case .cookware(let cookware):
                    text += cookware.name
                case .timer(let timer):
                    text += timerText(timer)
                }
            }
            if isIngredientList(step) { continue }
            let cleaned = collapseSpaces(text)
            if cleaned.isEmpty { continue }
            recipe.steps.append(Step(section: step.section, text: cleaned, ingredientIndices: indices))
        }

        let notes = metadataNotes + document.notes.map(\.text)
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n\n")
        return recipe
    }

    static func isIngredientList(_ step: CooklangStep) -> Bool {
        var sawIngredient = false
        for item in step.items {
            switch item {
            case .ingredient: sawIngredient = true
            case .text(let plain):
                if !plain.allSatisfy({ $0.isWhitespace || $0 == "," }) { return false }
            case .cookware, .timer: return false
            }
        }
        return sawIngredient
    }

    static func ingredient(_ reference: CooklangIngredient, section: String?) -> Ingredient {
        let amount = CooklangAmount.parse(reference.quantityText)
        let unit = reference.units.isEmpty ? nil : reference.units
        let shown = CooklangAmount.display(low: amount.low, high: amount.high, word: amount.word)
        return Ingredient(section: section, quantity: amount.low, quantityHigh: amount.high, unit: unit,
                          name: reference.name, note: reference.preparation,
                          text: CooklangAmount.ingredientText(amount: shown, unit: unit, name: reference.name,
                                                              note: reference.preparation))
    }

    static func timerText(_ timer: CooklangTimer) -> String {
        if timer.quantityText.isEmpty { return timer.name }
        return [timer.quantityText, timer.units].filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func collapseSpaces(_ text: String) -> String {
        // Most text has no two spaces in a row: then it is kept as it is, not rebuilt.
        guard CooklangText.containsPair(text, 0x20, 0x20) else { return text.cooklangTrimmedLines() }
        var result = ""
        var lastWasSpace = false
        for character in text {
            if character == " " {
                if !lastWasSpace { result.append(character) }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result.cooklangTrimmedLines()
    }

    static func title(fileName: String?) -> String {
        guard let fileName else { return "Untitled recipe" }
        var name = (fileName as NSString).lastPathComponent
        if name.lowercased().hasSuffix(".cook") { name = String(name.dropLast(5)) }
        name = String(name.map { $0 == "-" || $0 == "_" ? " " : $0 })
        // "chicken-tikka-masala" reads as "Chicken Tikka Masala"; words already capitalised stay as they are.
        name = name.split(separator: " ").map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined(separator: " ")
        return name.isEmpty ? "Untitled recipe" : name
    }

    /// Cooklang has no fixed vocabulary for metadata: `CooklangMetadataField` holds the keys its
    /// documentation and common apps use.
    private static func applyMetadata(_ document: CooklangDocument, to recipe: inout Recipe, notes: inout [String]) {
        var servingsText: String?
        var yieldText: String?
        for key in document.metadataKeys {
            guard let value = document.metadata[key] else { continue }
            let text = flatText(value)
            guard let field = CooklangMetadataField(key: key) else { continue }
            switch field {
            case .title:
                if let text, !text.isEmpty { recipe.title = text }
            case .description:
                recipe.summary = nonEmpty(text)
            case .servings:
                servingsText = nonEmpty(text)
            case .yield:
                yieldText = nonEmpty(text)
            case .category:
                recipe.category = nonEmpty(text)
            case .cuisine:
                recipe.cuisine = nonEmpty(text)
            case .tags:
                recipe.tags = tags(value)
            case .prepTime:
                recipe.prepMinutes = text.flatMap(CooklangDuration.minutes)
            case .cookTime:
                recipe.cookMinutes = text.flatMap(CooklangDuration.minutes)
            case .totalTime:
                recipe.totalMinutes = text.flatMap(CooklangDuration.minutes)
            case .difficulty:
                recipe.difficulty = nonEmpty(text)
            case .rating:
                // Clamped before the conversion to Int, which traps on "inf", "nan" and 1e300.
                if let text, let number = Double(text.split(separator: "/").first.map(String.init) ?? text), number.isFinite {
                    recipe.rating = Int(min(5, max(0, number)).rounded())
                }
            case .favorite:
                recipe.favorite = ["true", "yes", "1", "y", "on"].contains(text?.lowercased() ?? "")
            case .source:
                if case .map(let fields) = value {
                    recipe.sourceURL = nonEmpty(fields["url"]?.stringValue ?? fields["name"]?.stringValue)
                } else {
                    recipe.sourceURL = nonEmpty(text)
                }
            case .notes:
                if let note = nonEmpty(text) { notes.append(note) }
            }
        }
        if let servingsText {
            recipe.servings = firstInteger(servingsText)
            if Int(servingsText) == nil { recipe.yieldText = servingsText }
        }
        if let yieldText { recipe.yieldText = yieldText }
    }

    private static func flatText(_ value: CooklangValue) -> String? {
        switch value {
        case .string(let text): return text.cooklangTrimmedLines()
        case .list(let items): return items.compactMap(flatText).joined(separator: ", ")
        case .map: return nil
        }
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    private static func tags(_ value: CooklangValue) -> [String] {
        let raw: [String]
        switch value {
        case .list(let items): raw = items.compactMap(flatText)
        case .string(let text): raw = text.split(separator: ",").map(String.init)
        case .map: raw = []
        }
        return raw.map { $0.cooklangTrimmedLines() }.filter { !$0.isEmpty }
    }

    private static func firstInteger(_ text: String) -> Int? {
        let digits = text.drop(while: { !$0.isCooklangDigit }).prefix(while: \.isCooklangDigit)
        return digits.isEmpty ? nil : Int(digits.prefix(9))
    }
}
