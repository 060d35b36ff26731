import SousCore

/// The nutrition feature: the detail panel's toggle, the correction picker, and corrections
/// coming back from the store.
enum NutritionReducer {
    static func reduce(_ state: inout AppState, _ action: NutritionAction) -> [Effect] {
        switch action {
        case .correctionsLoaded(let corrections):
            state.nutrition.corrections = corrections
            state.detail?.corrections = corrections
            return reduceAction(&state, .shopping(.recheck)) + refreshDetail(&state)
        case .workedOut(let recipe, let corrections, let nutrition):
            // An answer for a recipe or corrections no longer shown is dropped.
            if state.detail?.recipe == recipe && corrections == state.nutrition.corrections {
                state.detail?.nutrition = nutrition
            }
            return []
        case .foodsFound(let query, let results):
            guard var picker = state.nutrition.picker, picker.query?.text == query, let recipe = state.detail?.recipe
            else { return [] }
            picker.results = results
            picker.selected = 0
            picker.searching = false
            state.nutrition.picker = picker
            return picker.pickWhenFound ? pick(picker, recipe: recipe, in: &state) : []
        }
    }

    /// Asks for the shown recipe's nutrition again (a new recipe, new corrections); what is
    /// shown stays until the answer comes.
    static func refreshDetail(_ state: inout AppState) -> [Effect] {
        guard let recipe = state.detail?.recipe else { return [] }
        return [.nutrition(.workOut(recipe, corrections: state.nutrition.corrections))]
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
                picker.results = []
                picker.selected = 0
                picker.searching = true
                picker.pickWhenFound = false
                return [.nutrition(.searchFoods(name))]
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
            picker.searching = false
            picker.pickWhenFound = false
        case .up: picker.selected = max(0, picker.selected - 1)
        case .down, .tab: picker.selected = min(max(0, picker.results.count - 1), picker.selected + 1)
        case .enter:
            // Enter typed before the foods are found picks the first one found.
            if picker.searching {
                picker.pickWhenFound = true
                return []
            }
            return pick(picker, recipe: recipe, in: &state)
        default:
            var text = query
            guard let changed = text.edit(key, limit: FoodPicker.queryLimit, status: &state.status) else { return [] }
            picker.query = text
            guard changed else { return [] }
            picker.results = []
            picker.selected = 0
            picker.searching = !text.isEmpty
            picker.pickWhenFound = false
            return text.isEmpty ? [] : [.nutrition(.searchFoods(text.text))]
        }
        return []
    }

    /// The highlighted food becomes the line's food, or the status says none matched.
    static func pick(_ picker: FoodPicker, recipe: Recipe, in state: inout AppState) -> [Effect] {
        guard picker.results.indices.contains(picker.selected) else {
            state.status = StatusMessage("No food matches \u{201C}\(picker.query?.text ?? "")\u{201D}: try fewer or other words", kind: .error)
            return []
        }
        let choice = picker.results[picker.selected]
        let name = recipe.ingredients[picker.line].name
        state.nutrition.picker = nil
        let reach = choice.isFood ? "every recipe: nutrition, allergens, pantry and shopping" : "every recipe's nutrition"
        state.status = StatusMessage("\(name) is now \u{201C}\(choice.description)\u{201D} in \(reach)", kind: .success)
        return [.nutrition(.setCorrection(name: name, choice: choice.id))]
    }
}
