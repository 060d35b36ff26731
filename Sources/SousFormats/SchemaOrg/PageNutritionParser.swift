import Foundation
import SousCore

/// Reads schema.org `NutritionInformation` (JSON-LD object or microdata item) into `PageNutrition`:
/// calories as "520 kcal", "520 calories", "520" or a number; masses as "12 g", "12.5g", "1,200 mg",
/// "less than 1 g"; sodium in milligrams whatever unit the page used. Junk gives nil for that value.
public enum PageNutritionParser {
    public static func read(_ value: Any?) -> PageNutrition? {
        let node: [String: Any]
        switch value {
        case let object as [String: Any]: node = object
        case let array as [Any]:
            guard let first = array.lazy.compactMap({ $0 as? [String: Any] }).first else { return nil }
            node = first
        default: return nil
        }
        var result = PageNutrition()
        result.kcal = energy(node["calories"])
        result.protein = grams(node["proteinContent"])
        result.fat = grams(node["fatContent"])
        result.saturatedFat = grams(node["saturatedFatContent"])
        result.carbohydrate = grams(node["carbohydrateContent"])
        result.sugars = grams(node["sugarContent"])
        result.fibre = grams(node["fiberContent"])
        result.sodiumMg = grams(node["sodiumContent"], defaultUnit: "mg").map { $0 * 1000 }
        if let size = SchemaRecipeMapper.text(node["servingSize"]), size.count <= 80 { result.servingSize = size }
        return result.isEmpty ? nil : result
    }

    /// Kilocalories from "520 kcal", "520 calories", "520", 520, "2176 kJ" (converted).
    public static func energy(_ value: Any?) -> Double? {
        guard let (number, unit) = measure(value) else { return nil }
        switch unit {
        case "", "kcal", "cal", "calorie", "calories", "kcals", "kilocalorie", "kilocalories":
            return number < 20_000 ? number : nil
        case "kj", "kilojoule", "kilojoules":
            return number / 4.184
        default:
            return nil
        }
    }

    /// Grams from "12 g", "12.5g", "12 grams", "800 mg", "less than 1 g" (as 1), a bare number
    /// (read in `defaultUnit`).
    public static func grams(_ value: Any?, defaultUnit: String = "g") -> Double? {
        guard let (number, written) = measure(value) else { return nil }
        let unit = written.isEmpty ? defaultUnit : written
        let result: Double
        switch unit {
        case "g", "gram", "grams", "gr", "gm", "grams protein", "grams fat", "grams carbohydrates", "grams carbohydrate",
             "grams sugar", "grams fiber", "grams fibre", "grams saturated fat":
            result = number
        case "mg", "milligram", "milligrams", "milligrams sodium", "milligrams cholesterol": result = number / 1000
        case "kg": result = number * 1000
        case "µg", "mcg", "ug": result = number / 1_000_000
        default:
            // "12 grams protein": a unit word then the nutrient's name.
            if unit.hasPrefix("grams ") || unit.hasPrefix("g ") { result = number }
            else if unit.hasPrefix("milligrams ") || unit.hasPrefix("mg ") { result = number / 1000 }
            else { return nil }
        }
        return result < 100_000 ? result : nil
    }

    /// The first number in the value and the unit words after it, lowercased ("" when none).
    static func measure(_ value: Any?) -> (Double, String)? {
        switch value {
        case let n as Double: return n.isFinite && n >= 0 ? (n, "") : nil
        case let n as Int: return n >= 0 ? (Double(n), "") : nil
        case let array as [Any]: return array.lazy.compactMap { measure($0) }.first
        case let object as [String: Any]: return measure(object["@value"] ?? object["value"])
        case let text as String: return measure(text: text)
        default: return nil
        }
    }

    static func measure(text raw: String) -> (Double, String)? {
        let text = HTMLText.clean(raw).lowercased()
        guard text.count <= 80, let start = text.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return nil }
        // "less than 1 g", "<1g", "about 12 g": the figure is the number that follows.
        let before = text[..<start].trimmingCharacters(in: CharacterSet(charactersIn: " :"))
        guard before.isEmpty || ["<", "less than", "about", "approx", "approx.", "~", "under", "calories", "kcal", "energy"].contains(before)
        else { return nil }
        var digits = ""
        var index = start
        while index < text.endIndex {
            let c = text[index]
            if c.isASCII && c.isNumber { digits.append(c) }
            else if c == "." { digits.append(".") }
            else if c == ",", let next = text.index(index, offsetBy: 1, limitedBy: text.endIndex), next < text.endIndex {
                // "1,200 mg" is a thousands separator; "12,5 g" a decimal comma.
                let after = text[next...].prefix(while: { $0.isASCII && $0.isNumber })
                if after.isEmpty { break }
                digits.append(after.count == 3 ? "" : ".")
            } else { break }
            index = text.index(after: index)
        }
        guard let number = Double(digits), number.isFinite else { return nil }
        var unit = text[index...].trimmingCharacters(in: .whitespaces)
        unit = unit.trimmingCharacters(in: CharacterSet(charactersIn: ".,;"))
        // Text after a range or a second figure ("12 g (20%)") is not the unit.
        if let cut = unit.firstIndex(where: { $0 == "(" || $0 == "/" || $0 == "|" }) {
            unit = unit[..<cut].trimmingCharacters(in: .whitespaces)
        }
        guard unit.count <= 30, unit.allSatisfy({ $0.isLetter || $0 == " " || $0 == "µ" }) else { return nil }
        return (number, unit)
    }
}
