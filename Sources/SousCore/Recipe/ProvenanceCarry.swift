/// After a recipe is edited by hand (through the editor's Cooklang text, which holds no
/// provenance), each line the cook left as it was keeps where it came from; a line they changed
/// or added becomes `typed` and sure.
public enum ProvenanceCarry {
    public static func carried(from old: Recipe, into edited: Recipe) -> Recipe {
        var edited = edited
        var oldIngredients = Dictionary(grouping: old.ingredients.filter { $0.provenance != nil }, by: ingredientKey)
        for index in edited.ingredients.indices {
            let key = ingredientKey(edited.ingredients[index])
            if let kept = oldIngredients[key]?.first {
                edited.ingredients[index].provenance = kept.provenance
                oldIngredients[key]?.removeFirst()
            } else if edited.ingredients[index].provenance == nil, hasProvenance(old) {
                edited.ingredients[index].provenance = .typed
            }
        }
        var oldSteps = Dictionary(grouping: old.steps.filter { $0.provenance != nil }, by: { LenientText.key($0.text) })
        for index in edited.steps.indices {
            let key = LenientText.key(edited.steps[index].text)
            if let kept = oldSteps[key]?.first {
                edited.steps[index].provenance = kept.provenance
                oldSteps[key]?.removeFirst()
            } else if edited.steps[index].provenance == nil, hasProvenance(old) {
                edited.steps[index].provenance = .typed
            }
        }
        return edited
    }

    /// What makes two ingredient lines the same line: the amount, the unit and the food, however
    /// the editor's round trip respelled the rest.
    static func ingredientKey(_ ingredient: Ingredient) -> String {
        [ingredient.quantity?.description ?? "", ingredient.quantityHigh?.description ?? "",
         LenientText.key(ingredient.unit ?? ""), LenientText.key(ingredient.name)].joined(separator: "|")
    }

    /// A recipe written by hand in the first place (no line has provenance) stays without: its
    /// lines are all as their author wrote them.
    static func hasProvenance(_ recipe: Recipe) -> Bool {
        recipe.ingredients.contains { $0.provenance != nil } || recipe.steps.contains { $0.provenance != nil }
    }
}
