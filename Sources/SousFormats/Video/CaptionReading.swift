import SousCore

/// What the caption reader found in a caption: a recipe (its title may be empty when the caption
/// names no dish) and the facts the importer needs to combine it with a video's subtitles.
struct CaptionReading: Sendable {
    var recipe = Recipe(title: "")
    /// The caption wrote its method out (under a heading, or as a numbered list), so its steps
    /// are the recipe's; otherwise they were guessed from prose and spoken steps may do better.
    var hasMethod = false
    /// The caption listed its ingredients rather than mentioning them in prose.
    var hasIngredientList = false
    /// Every web address in the caption, in order.
    var links: [CaptionLink] = []

    var isEmpty: Bool { recipe.ingredients.isEmpty && recipe.steps.isEmpty }
}
