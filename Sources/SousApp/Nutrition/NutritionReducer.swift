import SousCore

/// The nutrition feature: the corrections coming back from the store, the detail panel's toggle
/// and the correction picker. What it changes in the detail view it asks for with app actions.
enum NutritionReducer {
    static func reduce(_ action: NutritionAction, _ nutrition: inout NutritionState, in scope: inout FeatureScope<NutritionState>) -> [Effect] {
        switch action {
        case .correctionsLoaded(let corrections):
            nutrition.corrections = corrections
            scope.send(.correctionsChanged(corrections))
        case .workedOut(let recipe, let corrections, let worked):
            // An answer for corrections no longer held is dropped (and one for another recipe, by the detail view).
            if corrections == nutrition.corrections { scope.send(.nutritionWorkedOut(recipe, worked)) }
        case .foodsFound(let query, let results):
            guard var picker = nutrition.picker, picker.query?.text == query else { return [] }
            picker.results = results
            picker.selected = 0
            picker.searching = false
            nutrition.picker = picker
            return picker.pickWhenFound ? pick(picker, &nutrition, in: &scope) : []
        case .togglePerRecipe:
            nutrition.perRecipe.toggle()
            scope.status = StatusMessage(nutrition.perRecipe ? "Nutrition for all the servings shown" : "Nutrition per serving")
        case .openPicker(let names):
            guard !names.isEmpty else {
                scope.status = StatusMessage("This recipe lists no ingredients to match.")
                return []
            }
            nutrition.picker = FoodPicker(names: names)
        }
        return []
    }

    /// Keys while the picker is open over the detail view.
    static func pickerKey(_ key: Key, _ nutrition: inout NutritionState, in scope: inout FeatureScope<NutritionState>) -> [Effect] {
        guard var picker = nutrition.picker else { return [] }
        defer { if nutrition.picker != nil { nutrition.picker = picker } }
        let names = picker.names
        guard let query = picker.query else {
            // Choosing the line.
            switch key {
            case .char("k"), .up: picker.line = max(0, picker.line - 1)
            case .char("j"), .down: picker.line = min(names.count - 1, picker.line + 1)
            case .enter, .char("l"), .right:
                let name = names[picker.line]
                picker.query = .prefilled(name)
                picker.results = []
                picker.selected = 0
                picker.searching = true
                picker.pickWhenFound = false
                return [.nutrition(.searchFoods(name))]
            case .char("x"), .delete:
                let name = names[picker.line]
                guard nutrition.corrections[NutritionCalculator.key(for: name)] != nil else {
                    scope.status = StatusMessage("\(name) has no match of yours to forget")
                    return []
                }
                scope.status = StatusMessage("\(name): back to the automatic match")
                return [.nutrition(.setCorrection(name: name, choice: nil))]
            case .escape, .char("q"), .char("m"):
                nutrition.picker = nil
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
            return pick(picker, &nutrition, in: &scope)
        default:
            var text = query
            guard let changed = text.edit(key, limit: FoodPicker.queryLimit, status: &scope.status) else { return [] }
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
    private static func pick(_ picker: FoodPicker, _ nutrition: inout NutritionState, in scope: inout FeatureScope<NutritionState>) -> [Effect] {
        guard picker.results.indices.contains(picker.selected) else {
            scope.status = StatusMessage("No food matches \u{201C}\(picker.query?.text ?? "")\u{201D}: try fewer or other words", kind: .error)
            return []
        }
        let choice = picker.results[picker.selected]
        let name = picker.names[picker.line]
        nutrition.picker = nil
        let reach = choice.isFood ? "every recipe: nutrition, allergens, pantry and shopping" : "every recipe's nutrition"
        scope.status = StatusMessage("\(name) is now \u{201C}\(choice.description)\u{201D} in \(reach)", kind: .success)
        return [.nutrition(.setCorrection(name: name, choice: choice.id))]
    }
}
