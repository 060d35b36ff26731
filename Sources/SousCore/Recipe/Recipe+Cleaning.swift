extension Recipe {
    /// The recipe with every text field passed through `ImportedText.clean`: summaries, notes and
    /// steps keep their line breaks, every other field is one line.
    public func cleaned() -> Recipe {
        var recipe = self
        recipe.title = ImportedText.clean(title)
        recipe.summary = ImportedText.clean(summary, multiline: true)
        recipe.yieldText = ImportedText.clean(yieldText)
        recipe.category = ImportedText.clean(category)
        recipe.cuisine = ImportedText.clean(cuisine)
        recipe.difficulty = ImportedText.clean(difficulty)
        recipe.sourceURL = ImportedText.clean(sourceURL)
        recipe.notes = ImportedText.clean(notes, multiline: true)
        recipe.tags = tags.map { ImportedText.clean($0) }
        recipe.ingredients = ingredients.map { $0.cleaned() }
        recipe.steps = steps.map { $0.cleaned() }
        // The picture's bytes are never shown as text, but where it came from is.
        recipe.image?.source = ImportedText.clean(image?.source)
        return recipe
    }
}

extension Ingredient {
    public func cleaned() -> Ingredient {
        var ingredient = self
        ingredient.section = ImportedText.clean(section)
        ingredient.unit = ImportedText.clean(unit)
        ingredient.name = ImportedText.clean(name)
        ingredient.note = ImportedText.clean(note)
        ingredient.text = ImportedText.clean(text)
        return ingredient
    }
}

extension Step {
    public func cleaned() -> Step {
        var step = self
        step.section = ImportedText.clean(section)
        step.text = ImportedText.clean(text, multiline: true)
        return step
    }
}
