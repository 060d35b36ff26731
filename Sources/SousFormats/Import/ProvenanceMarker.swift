import SousCore

/// Stamps the lines of an imported recipe with where they came from, leaving alone any line an
/// importer already stamped (a caption's prose guess, an OCR word confidence).
public enum ProvenanceMarker {
    public static func marked(_ recipe: Recipe, as source: Provenance.Source) -> Recipe {
        var recipe = recipe
        let base = LineConfidence.base(source)
        for index in recipe.ingredients.indices where recipe.ingredients[index].provenance == nil {
            let confidence = LineConfidence.ingredient(recipe.ingredients[index], base: base)
            recipe.ingredients[index].provenance = Provenance(source: source, confidence: confidence)
        }
        for index in recipe.steps.indices where recipe.steps[index].provenance == nil {
            recipe.steps[index].provenance = Provenance(source: source, confidence: LineConfidence.step(recipe.steps[index], base: base))
        }
        return recipe
    }
}
