import SousCore

/// The nutrition feature: the detail panel's toggle, the correction picker, and corrections
/// coming back from the store.
enum NutritionReducer {
    static func reduce(_ state: inout AppState, _ action: NutritionAction) -> [Effect] {
        switch action {
        case .correctionsLoaded(let corrections):
            state.nutrition.corrections = corrections
            state.detail?.corrections = corrections
            if let list = state.shopping?.list {
                state.shopping?.lineSafety = ShoppingSafety.contents(of: list, corrections: corrections)
            }
            refreshDetail(&state)
            return []
        }
    }

    /// Works out the shown recipe's nutrition again (a new recipe, new corrections).
    static func refreshDetail(_ state: inout AppState) {
        guard let recipe = state.detail?.recipe else { return }
        state.detail?.nutrition = NutritionCalculator.standard.nutrition(for: recipe, corrections: state.nutrition.corrections)
    }

    /// `n`: one serving or all the servings shown.
    static func togglePerRecipe(_ state: inout AppState) -> [Effect] {
        state.nutrition.perRecipe.toggle()
        state.status = StatusMessage(state.nutrition.perRecipe ? "Nutrition for all the servings shown" : "Nutrition per serving")
        return []
    }

    /// `m`: choose which food an ingredient line means.
    static func openPicker(_ state: inout AppState) -> [Effect] {
        guard let recipe = state.detail?.recipe, !recipe.ingredients.isEmpty else {
            state.status = StatusMessage("This recipe lists no ingredients to match.")
            return []
        }
        state.nutrition.picker = FoodPicker()
        return []
    }

    /// Keys while the picker is open; nil when it is not.
    static func pickerKey(_ key: Key, in state: inout AppState) -> [Effect]? {
        guard var picker = state.nutrition.picker, let recipe = state.detail?.recipe else { return nil }
        defer { if state.nutrition.picker != nil { state.nutrition.picker = picker } }
        let count = recipe.ingredients.count
        guard let query = picker.query else {
            // Choosing the line.
            switch key {
            case .char("k"), .up: picker.line = max(0, picker.line - 1)
            case .char("j"), .down: picker.line = min(count - 1, picker.line + 1)
            case .enter, .char("l"), .right:
                let name = recipe.ingredients[picker.line].name
                picker.query = .prefilled(name)
                picker.results = search(name)
                picker.selected = 0
            case .char("x"), .delete:
                let name = recipe.ingredients[picker.line].name
                guard state.nutrition.corrections[NutritionCalculator.key(for: name)] != nil else {
                    state.status = StatusMessage("\(name) has no match of yours to forget")
                    return []
                }
                state.status = StatusMessage("\(name): back to the automatic match")
                return [.nutrition(.setCorrection(name: name, choice: nil))]
            case .escape, .char("q"), .char("m"):
                state.nutrition.picker = nil
            default:
                break
            }
            return []
        }
        // Choosing the food.
        switch key {
        case .escape:
            picker.query = nil
            picker.results = []
        case .up: picker.selected = max(0, picker.selected - 1)
        case .down, .tab: picker.selected = min(max(0, picker.results.count - 1), picker.selected + 1)
        case .enter:
            guard picker.results.indices.contains(picker.selected) else {
                state.status = StatusMessage("No food matches \u{201C}\(query.text)\u{201D}: try fewer or other words", kind: .error)
                return []
            }
            let choice = picker.results[picker.selected]
            let name = recipe.ingredients[picker.line].name
            state.nutrition.picker = nil
            let reach = choice.isFood ? "every recipe: nutrition, allergens, pantry and shopping" : "every recipe's nutrition"
            state.status = StatusMessage("\(name) is now \u{201C}\(choice.description)\u{201D} in \(reach)", kind: .success)
            return [.nutrition(.setCorrection(name: name, choice: choice.id))]
        default:
            var text = query
            guard let changed = text.edit(key, limit: FoodPicker.queryLimit, status: &state.status) else { return [] }
            picker.query = text
            guard changed else { return [] }
            picker.results = text.isEmpty ? [] : search(text.text)
            picker.selected = 0
        }
        return []
    }

    /// Foods of the knowledge base first (a choice every feature uses), then USDA foods (a
    /// choice for nutrition alone).
    static func search(_ text: String) -> [FoodChoice] {
        let knowledge = FoodKnowledge.standard
        let foods = knowledge.search(text, limit: FoodPicker.foodLimit).map {
            FoodChoice(id: knowledge.concepts[$0].id, description: knowledge.concepts[$0].name)
        }
        return foods + NutritionCalculator.standard.search(text, limit: 30).map { FoodChoice(id: $0.id, description: $0.description) }
    }
}
