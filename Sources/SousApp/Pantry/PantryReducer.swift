import SousCore

/// The pantry feature: the inventory screen's keys and prompt, the "cook from the pantry"
/// view, and answers from the store.
enum PantryReducer {
    static func reduce(_ state: inout AppState, _ action: PantryAction) -> [Effect] {
        switch action {
        case .loaded(let items, let staples):
            let selectedID = state.pantry.selectedItem?.id
            state.pantry.items = items
            state.pantry.staples = staples
            let shown = state.pantry.shownOrder
            if let selectedID, let index = shown.firstIndex(where: { $0.id == selectedID }) { state.pantry.selected = index }
            state.pantry.selected = min(state.pantry.selected, max(0, items.count - 1))
            return state.route == .suggest ? [.pantry(.suggest(state.pantry.suggest.query))] : []
        case .changed(let changes, let message):
            if !changes.isEmpty { state.pantry.undo.append(changes) }
            state.status = StatusMessage(message, kind: .success)
            return []
        case .suggested(let query, let results):
            guard query == state.pantry.suggest.query else { return [] }
            state.pantry.suggest.results = results
            state.pantry.suggest.isLoading = false
            state.pantry.suggest.selected = min(state.pantry.suggest.selected, max(0, results.count - 1))
            return []
        }
    }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] {
        if state.route == .suggest { return suggestKey(key, in: &state) }
        if state.pantry.prompt != nil { return promptKey(key, in: &state) }
        guard let command = KeyMap.command(for: key, on: .pantry) else { return [] }
        if let effects = globalCommand(command, in: &state) { return effects }
        let count = state.pantry.items.count
        let selected = state.pantry.selectedItem
        switch command {
        case .moveUp: state.pantry.selected = max(0, state.pantry.selected - 1)
        case .moveDown: state.pantry.selected = min(max(0, count - 1), state.pantry.selected + 1)
        case .pantry(.add): state.pantry.prompt = PantryPrompt(kind: .add)
        case .pantry(.edit):
            guard let item = selected else { return [] }
            state.pantry.prompt = PantryPrompt(kind: .edit, text: item.text)
        case .pantry(.remove):
            guard let item = selected, let id = item.id else { return [] }
            return [.pantry(.remove(id: id))]
        case .pantry(.undo):
            guard let last = state.pantry.undo.popLast() else {
                state.status = StatusMessage("Nothing to undo")
                return []
            }
            state.status = StatusMessage("Undone")
            return [.pantry(.undo(last))]
        case .pantry(.bestBefore):
            guard let item = selected else { return [] }
            state.pantry.prompt = PantryPrompt(kind: .bestBefore, text: item.bestBefore?.iso ?? "")
        case .pantry(.location):
            guard let item = selected else { return [] }
            state.pantry.prompt = PantryPrompt(kind: .location, text: item.location ?? "")
        case .pantry(.suggest):
            state.push(.suggest)
            state.pantry.suggest.isLoading = true
            return [.pantry(.suggest(state.pantry.suggest.query))]
        case .back: state.pop()
        case .quit:
            state.isQuitting = true
            return [.quit]
        default: break
        }
        return []
    }

    private static func promptKey(_ key: Key, in state: inout AppState) -> [Effect] {
        guard var prompt = state.pantry.prompt else { return [] }
        switch key {
        case .escape:
            state.pantry.prompt = nil
            return []
        case .enter:
            state.pantry.prompt = nil
            return submit(prompt, in: &state)
        default:
            // A paste of several lines is several items: newlines become commas.
            var typed = key
            if case .paste(let pasted) = key, prompt.kind == .add {
                typed = .paste(pasted.split(whereSeparator: \.isNewline).joined(separator: ", "))
            }
            _ = prompt.input.edit(typed, limit: PantryPrompt.limit, status: &state.status)
        }
        state.pantry.prompt = prompt
        return []
    }

    private static func submit(_ prompt: PantryPrompt, in state: inout AppState) -> [Effect] {
        let text = prompt.text.trimmingCharacters(in: .whitespaces)
        let selected = state.pantry.selectedItem
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
                    state.status = StatusMessage("Where is \u{201C}\(text)\u{201D}? Say fridge, freezer, cupboard or an aisle", kind: .error)
                    return []
                }
                item.location = place
            }
            return [.pantry(.update(item))]
        }
    }

    // MARK: - Cook from the pantry

    private static func suggestKey(_ key: Key, in state: inout AppState) -> [Effect] {
        guard let command = KeyMap.command(for: key, on: .suggest) else { return [] }
        if let effects = globalCommand(command, in: &state) { return effects }
        var suggest = state.pantry.suggest
        let chosen = suggest.selectedSuggestion
        switch command {
        case .moveUp: suggest.selected = max(0, suggest.selected - 1)
        case .moveDown: suggest.selected = min(max(0, suggest.results.count - 1), suggest.selected + 1)
        case .open:
            guard let id = chosen?.recipeID else { return [] }
            state.pantry.suggest = suggest
            return [.loadRecipe(id: id)]
        case .pantry(.cook):
            guard let id = chosen?.recipeID else { return [] }
            state.pantry.suggest = suggest
            return [.pantry(.cook(recipeID: id))]
        case .pantry(.plan):
            guard let chosen, let id = chosen.recipeID else { return [] }
            state.pantry.suggest = suggest
            return PlanReducer.beginPlacing(RecipeSummary(id: id, title: chosen.title, category: chosen.category,
                                                          totalMinutes: chosen.totalMinutes), in: &state)
        case .pantry(.shopMissing):
            guard let chosen else { return [] }
            let names = chosen.missing + chosen.short
            guard !names.isEmpty else {
                state.status = StatusMessage("Nothing is missing for \(chosen.title)")
                return []
            }
            state.status = StatusMessage("On this week's shopping list: " + names.joined(separator: ", "), kind: .success)
            return [.pantry(.addToShopping(names))]
        case .pantry(.missing(let count)):
            suggest.query.maxMissing = count
            return requery(suggest, in: &state)
        case .pantry(.nextTimeLimit):
            let limits = SuggestState.timeLimits
            let index = limits.firstIndex(of: suggest.query.maxMinutes) ?? 0
            suggest.query.maxMinutes = limits[(index + 1) % limits.count]
            return requery(suggest, in: &state)
        case .pantry(.nextSafetyFilter):
            suggest.query.safety = SafetyFilterChoices.next(after: suggest.query.safety, in: state.household)
            return requery(suggest, in: &state)
        case .pantry(.nextCategory):
            let categories = state.library.categories
            if let current = suggest.query.category, let index = categories.firstIndex(of: current) {
                suggest.query.category = index + 1 < categories.count ? categories[index + 1] : nil
            } else {
                suggest.query.category = categories.first
            }
            return requery(suggest, in: &state)
        case .back: state.pop()
        case .quit:
            state.isQuitting = true
            return [.quit]
        default: break
        }
        state.pantry.suggest = suggest
        return []
    }

    private static func requery(_ suggest: SuggestState, in state: inout AppState) -> [Effect] {
        var suggest = suggest
        suggest.selected = 0
        suggest.isLoading = true
        state.pantry.suggest = suggest
        state.status = StatusMessage("Showing: " + suggest.filterText)
        return [.pantry(.suggest(suggest.query))]
    }
}
