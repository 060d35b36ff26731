import Foundation
import SousCore

/// The nutrition panel of the detail view and `sous show`: per serving (or, toggled, for the
/// whole dish at the servings shown), how much of the recipe the figures cover, what was not
/// counted, and what the page said.
public enum NutritionLines {
    public static func lines(_ nutrition: RecipeNutrition, page: PageNutrition?, servingsShown: Int, perRecipe: Bool,
                             width: Int) -> [DocumentLine] {
        var lines: [DocumentLine] = []
        let estimate = nutrition.isEstimate ? " (estimate)" : ""
        let figures: Nutrients
        if nutrition.servings == nil {
            // Without servings, the servings shown are a multiple of the recipe (×2).
            let times = servingsShown > 1 ? " ×\(servingsShown)" : ""
            lines.append(DocumentLine("Nutrition for the whole recipe" + times + estimate + " (servings not given)", .heading))
            figures = nutrition.total.scaled(by: Double(servingsShown))
        } else if perRecipe {
            lines.append(DocumentLine("Nutrition for all \(servingsShown) servings" + estimate, .heading))
            figures = nutrition.perServing.scaled(by: Double(servingsShown))
        } else {
            lines.append(DocumentLine("Nutrition per serving" + estimate, .heading))
            figures = nutrition.perServing
        }
        lines += wrap(summary(figures), role: nutrition.isEstimate ? .muted : .text, width: width)
        lines += wrap(coverage(nutrition), role: .muted, width: width)
        if let page, let kcal = page.kcal {
            var said = "page says \(Int(kcal.rounded())) kcal"
            if let protein = page.protein { said += ", protein \(grams(protein))" }
            if let fat = page.fat { said += ", fat \(grams(fat))" }
            if let carbs = page.carbohydrate { said += ", carbs \(grams(carbs))" }
            lines += wrap(said + " per serving", role: .muted, width: width)
        }
        return lines
    }

    /// "520 kcal · protein 32 g · fat 21 g (saturates 8 g) · carbs 48 g (sugars 6 g) · fibre 5 g · salt 1.6 g".
    public static func summary(_ n: Nutrients) -> String {
        ["\(Int(n.kcal.rounded())) kcal", "protein \(grams(n.protein))",
         "fat \(grams(n.fat)) (saturates \(grams(n.saturatedFat)))",
         "carbs \(grams(n.carbohydrate)) (sugars \(grams(n.sugars)))", "fibre \(grams(n.fibre))", "salt \(grams(n.saltG))"]
            .joined(separator: " · ")
    }

    /// "from 11 of 12 ingredients (by weight 96%); not counted: saffron (no amount)".
    public static func coverage(_ nutrition: RecipeNutrition) -> String {
        let percent = Int((nutrition.coverageByWeight * 100).rounded())
        var text = "from \(nutrition.countedLines) of \(nutrition.ingredientLines) ingredients (by weight \(percent)%)"
        let missing = nutrition.unmatched
        if !missing.isEmpty { text += "; not counted: " + missing.joined(separator: ", ") }
        return text
    }

    /// Grams to one decimal place under 10, whole above: "0.4 g", "12 g".
    static func grams(_ value: Double) -> String {
        value < 9.95 ? String(format: "%.1f g", max(0, value)) : "\(Int(value.rounded())) g"
    }

    static func wrap(_ text: String, role: DocumentLine.Role, width: Int) -> [DocumentLine] {
        TextWrap.wrap(text, width: max(1, width)).map { DocumentLine($0, role) }
    }
}
