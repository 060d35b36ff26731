import SousCore

/// The pantry feature: the inventory screen's keys and prompt, the "cook from the pantry"
/// view, and answers from the store.
enum PantryReducer {
    static func reduce(_ action: PantryAction, _ pantry: inout PantryState, in scope: inout FeatureScope<PantryState>) -> [Effect] {
        switch action {
        case .loaded(let items, let staples):
            let selectedID = pantry.selectedItem?.id
            pantry.items = items
            pantry.staples = staples
            let shown = pantry.shownOrder
            if let selectedID, let index = shown.firstIndex(where: { $0.id == selectedID }) { pantry.selected = index }
            pantry.selected = min(pantry.selected, max(0, items.count - 1))
            return scope.context.route == .suggest ? [.pantry(.suggest(pantry.suggest.query))] : []
        case .changed(let changes, let message):
            if !changes.isEmpty { pantry.undo.append(changes) }
            scope.status = StatusMessage(message, kind: .success)
            return []
        case .suggested(let query, let results):
            guard query == pantry.suggest.query else { return [] }
            pantry.suggest.results = results
            pantry.suggest.isLoading = false
            pantry.suggest.selected = min(pantry.suggest.selected, max(0, results.count - 1))
            return []
        case .photoRead(.success(let items)):
            // Nothing is added yet: the cook checks the list in the add line, Enter adds it.
            pantry.prompt = PantryPrompt(kind: .add, text: items.joined(separator: ", "))
            scope.status = StatusMessage("Seen in the photo: check the list (arrows edit it), Enter adds, Esc drops")
            return []
        case .photoRead(.failure(let failure)):
            scope.status = StatusMessage(failure.message, kind: .error)
            return []
        }
    }

    static func keyPressed(_ key: Key, on route: Route, _ pantry: inout PantryState, in scope: inout FeatureScope<PantryState>) -> [Effect] {
        if route == .suggest { return suggestKey(key, &pantry, in: &scope) }
        if pantry.prompt != nil { return promptKey(key, &pantry, in: &scope) }
        guard let command = KeyMap.command(for: key, on: .pantry) else { return [] }
        if scope.global(command) { return [] }
        let count = pantry.items.count
        let selected = pantry.selectedItem
        switch command {
        case .moveUp: pantry.selected = max(0, pantry.selected - 1)
        case .moveDown: pantry.selected = min(max(0, count - 1), pantry.selected + 1)
        case .pantry(.add): pantry.prompt = PantryPrompt(kind: .add)
        case .pantry(.photo): pantry.prompt = PantryPrompt(kind: .photo)
        case .pantry(.edit):
            guard let item = selected else { return [] }
            pantry.prompt = PantryPrompt(kind: .edit, text: item.text)
        case .pantry(.remove):
            guard let item = selected, let id = item.id else { return [] }
            return [.pantry(.remove(id: id))]
        case .pantry(.undo):
            guard let last = pantry.undo.popLast() else {
                scope.status = StatusMessage("Nothing to undo")
                return []
            }
            scope.status = StatusMessage("Undone")
            return [.pantry(.undo(last))]
        case .pantry(.bestBefore):
            guard let item = selected else { return [] }
            pantry.prompt = PantryPrompt(kind: .bestBefore, text: item.bestBefore?.iso ?? "")
        case .pantry(.location):
            guard let item = selected else { return [] }
            pantry.prompt = PantryPrompt(kind: .location, text: item.location ?? "")
        case .pantry(.invent):
            guard !pantry.items.isEmpty else {
                scope.status = StatusMessage("The pantry is empty: a adds what is in the kitchen first")
                return []
            }
            // Asked from the library, where an import's progress shows and Esc cancels it.
            scope.pop()
            scope.send(.importing(.started(source: ImportEffect.inventedSource, lead: "Asking")))
            return [.importing(.invent)]
        case .pantry(.suggest):
            scope.push(.suggest)
            pantry.suggest.isLoading = true
            return [.pantry(.suggest(pantry.suggest.query))]
        case .back: scope.pop()
        case .quit:
            scope.quit()
            return []
        default: break
        }
        return []
    }

    private static func promptKey(_ key: Key, _ pantry: inout PantryState, in scope: inout FeatureScope<PantryState>) -> [Effect] {
        guard var prompt = pantry.prompt else { return [] }
        switch key {
        case .escape:
            pantry.prompt = nil
            return []
        case .enter:
            pantry.prompt = nil
            return submit(prompt, pantry, in: &scope)
        default:
            // A paste of several lines is several items: newlines become commas.
            var typed = key
            if case .paste(let pasted) = key, prompt.kind == .add {
                typed = .paste(pasted.split(whereSeparator: \.isNewline).joined(separator: ", "))
            }
            _ = prompt.input.edit(typed, limit: PantryPrompt.limit, status: &scope.status)
        }
        pantry.prompt = prompt
        return []
    }

    private static func submit(_ prompt: PantryPrompt, _ pantry: PantryState, in scope: inout FeatureScope<PantryState>) -> [Effect] {
        let text = prompt.text.trimmingCharacters(in: .whitespaces)
        let selected = pantry.selectedItem
        switch prompt.kind {
        case .add:
            guard !text.isEmpty else { return [] }
            return [.pantry(.add(text))]
        case .edit:
            guard let item = selected, let id = item.id, !text.isEmpty else { return [] }
            return [.pantry(.replace(id: id, text))]
        case .bestBefore:
            guard let item = selected, let id = item.id else { return [] }
            return [.pantry(.setBestBefore(id: id, text))]
        case .location:
            guard var item = selected else { return [] }
            if text.isEmpty {
                item.location = nil
            } else {
                guard let place = PantryLocation.normalised(text) else {
                    scope.status = StatusMessage("Where is \u{201C}\(text)\u{201D}? Say fridge, freezer, cupboard or an aisle", kind: .error)
                    return []
                }
                item.location = place
            }
            return [.pantry(.update(item))]
        case .photo:
            guard !text.isEmpty else { return [] }
            scope.status = StatusMessage("Asking the assistant what the photo shows…")
            return [.pantry(.readPhoto(text))]
        }
    }

    // MARK: - Cook from the pantry

    private static func suggestKey(_ key: Key, _ pantry: inout PantryState, in scope: inout FeatureScope<PantryState>) -> [Effect] {
        guard let command = KeyMap.command(for: key, on: .suggest) else { return [] }
        if scope.global(command) { return [] }
        var suggest = pantry.suggest
        let chosen = suggest.selectedSuggestion
        if case .missing(let count)? = command.feature(PantryCommand.self) {
            suggest.query.maxMissing = count
            return requery(suggest, &pantry, in: &scope)
        }
        switch command {
        case .moveUp: suggest.selected = max(0, suggest.selected - 1)
        case .moveDown: suggest.selected = min(max(0, suggest.results.count - 1), suggest.selected + 1)
        case .open:
            guard let id = chosen?.recipeID else { return [] }
            pantry.suggest = suggest
            return [.loadRecipe(id: id)]
        case .pantry(.cook):
            guard let id = chosen?.recipeID else { return [] }
            pantry.suggest = suggest
            return [.pantry(.cook(recipeID: id))]
        case .pantry(.plan):
            guard let chosen, let id = chosen.recipeID else { return [] }
            pantry.suggest = suggest
            scope.send(.plan(.place(RecipeSummary(id: id, title: chosen.title, category: chosen.category,
                                                  totalMinutes: chosen.totalMinutes), servings: nil)))
            return []
        case .pantry(.shopMissing):
            guard let chosen else { return [] }
            let names = chosen.missing + chosen.short
            guard !names.isEmpty else {
                scope.status = StatusMessage("Nothing is missing for \(chosen.title)")
                return []
            }
            scope.status = StatusMessage("On this week's shopping list: " + names.joined(separator: ", "), kind: .success)
            return [.pantry(.addToShopping(names))]
        case .pantry(.nextTimeLimit):
            let limits = SuggestState.timeLimits
            let index = limits.firstIndex(of: suggest.query.maxMinutes) ?? 0
            suggest.query.maxMinutes = limits[(index + 1) % limits.count]
            return requery(suggest, &pantry, in: &scope)
        case .pantry(.nextSafetyFilter):
            suggest.query.safety = SafetyFilterChoices.next(after: suggest.query.safety, in: scope.context.household)
            return requery(suggest, &pantry, in: &scope)
        case .pantry(.nextCategory):
            let categories = scope.context.categories
            if let current = suggest.query.category, let index = categories.firstIndex(of: current) {
                suggest.query.category = index + 1 < categories.count ? categories[index + 1] : nil
            } else {
                suggest.query.category = categories.first
            }
            return requery(suggest, &pantry, in: &scope)
        case .back: scope.pop()
        case .quit:
            scope.quit()
            return []
        default: break
        }
        pantry.suggest = suggest
        return []
    }

    private static func requery(_ suggest: SuggestState, _ pantry: inout PantryState, in scope: inout FeatureScope<PantryState>) -> [Effect] {
        var suggest = suggest
        suggest.selected = 0
        suggest.isLoading = true
        pantry.suggest = suggest
        scope.status = StatusMessage("Showing: " + suggest.filterText)
        return [.pantry(.suggest(suggest.query))]
    }
}
