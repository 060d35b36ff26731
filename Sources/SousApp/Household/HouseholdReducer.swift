import SousCore

/// The household feature: the profile screen's keys, and people coming back from the store.
enum HouseholdReducer {
    static func reduce(_ state: inout AppState, _ action: HouseholdAction) -> [Effect] {
        switch action {
        case .loaded(let people):
            let selected = state.household.selectedPerson
            state.household.people = people
            let index = people.firstIndex { person in
                selected?.id.map { $0 == person.id } ?? (person.name.lowercased() == selected?.name.lowercased())
            }
            if let index { state.household.selected = index }
            state.household.selected = min(state.household.selected, max(0, people.count - 1))
            return refreshFilters(&state)
        case .removed(let entries):
            state.household.removedEatsAt = entries
            return []
        case .adaptedSaved(let recipe):
            if state.status?.kind != .error {
                state.status = StatusMessage("Saved \u{201C}\(recipe.title)\u{201D}, a copy with the swaps", kind: .success)
            }
            state.detail = DetailState(recipe: recipe, corrections: state.nutrition.corrections, allergens: state.allergens)
            if state.route != .detail { state.push(.detail) }
            return NutritionReducer.refreshDetail(&state) + LibraryReducer.reload(&state)
        }
    }

    /// `w`: a copy of the recipe with the swaps that make it suit the household, or why not.
    static func adapt(_ recipe: Recipe, lines: [IngredientSafety], in state: inout AppState) -> [Effect] {
        let people = state.household.everyone
        guard people.contains(where: \.hasRestrictions) else {
            state.status = StatusMessage("No one in the household has an allergy or a diet: H to add them")
            return []
        }
        guard let plan = SafetyLines.adaptation(recipe, lines: lines, people: people) else {
            state.status = StatusMessage("Nothing to swap: \(recipe.title) already suits everyone")
            return []
        }
        guard plan.lines.contains(where: { $0.swap != nil }) else {
            state.status = StatusMessage(plan.lines.first?.message() ?? "No safe swap", kind: .error)
            return []
        }
        let copy = RecipeAdapter().adapted(recipe, following: plan)
        if !plan.isComplete {
            state.status = StatusMessage("Saving a copy; some lines have no safe swap, see its notes", kind: .error)
        }
        return [.household(.saveAdapted(copy))]
    }

    /// People changed: a filter built from them is rebuilt, so "safe for Sam" follows Sam's allergies.
    static func refreshFilters(_ state: inout AppState) -> [Effect] {
        guard let current = state.library.query.safety else { return [] }
        let choices = SafetyFilterChoices.all(for: state.household)
        state.library.query.safety = choices.first { $0.label == current.label }
        if state.library.query.safety == nil {
            state.status = StatusMessage("Filter \u{201C}\(current.label)\u{201D} no longer applies: showing all recipes")
        }
        return LibraryReducer.reload(&state)
    }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] {
        if state.household.prompt != nil { return promptKey(key, in: &state) }
        guard let command = KeyMap.command(for: key, on: .household) else { return [] }
        if let effects = globalCommand(command, in: &state) { return effects }
        var household = state.household
        defer { state.household = household }
        let itemCount = ProfileItem.all.count
        switch command {
        case .moveUp:
            if let item = household.item { household.item = max(0, item - 1) } else { household.selected = max(0, household.selected - 1) }
        case .moveDown:
            if let item = household.item {
                household.item = min(itemCount - 1, item + 1)
            } else {
                household.selected = min(max(0, household.people.count - 1), household.selected + 1)
            }
        case .household(.left): household.item = household.item.map { ProfileGrid.moved($0, by: -1) }
        case .household(.right): household.item = household.item.map { ProfileGrid.moved($0, by: 1) }
        case .household(.edit):
            guard household.selectedPerson != nil else {
                household.prompt = HouseholdPrompt(kind: .add)
                return []
            }
            household.item = household.item == nil ? 0 : nil
        case .household(.toggle):
            guard let person = household.selectedPerson else { return [] }
            let item = ProfileItem.all[household.item ?? 0]
            if household.item == nil { household.item = 0 }
            let changed = item.toggled(in: person)
            household.people[household.selected] = changed
            state.status = StatusMessage("\(changed.name): \(item.label) \(item.isTicked(for: changed) ? "ticked" : "unticked")")
            state.household = household
            return [.household(.update(changed))] + refreshFilters(&state)
        case .household(.add):
            household.prompt = HouseholdPrompt(kind: .add)
        case .household(.rename):
            guard let person = household.selectedPerson else { return [] }
            household.prompt = HouseholdPrompt(kind: .rename, text: person.name)
        case .household(.remove):
            guard let person = household.selectedPerson, let id = person.id else { return [] }
            household.removed = person
            household.removedEatsAt = []
            household.people.remove(at: household.selected)
            household.selected = min(household.selected, max(0, household.people.count - 1))
            household.item = nil
            state.status = StatusMessage("Removed \(person.name) · u undoes")
            return [.household(.remove(id: id))]
        case .household(.undoRemove):
            guard var person = household.removed else {
                state.status = StatusMessage("Nothing to undo")
                return []
            }
            household.removed = nil
            person.id = nil
            state.status = StatusMessage("\(person.name) is back")
            return [.household(.restore(person, eatsAt: household.removedEatsAt))]
        case .back:
            if household.item != nil {
                household.item = nil
            } else {
                state.pop()
            }
        case .quit:
            state.isQuitting = true
            return [.quit]
        default:
            break
        }
        return []
    }

    private static func promptKey(_ key: Key, in state: inout AppState) -> [Effect] {
        guard var prompt = state.household.prompt else { return [] }
        switch key {
        case .escape:
            state.household.prompt = nil
        case .enter:
            let name = prompt.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !name.isEmpty else {
                state.status = StatusMessage("Type a name, or Esc to cancel", kind: .error)
                return []
            }
            let others = state.household.people.enumerated().filter { prompt.kind == .add || $0.offset != state.household.selected }
            if others.contains(where: { $0.element.name.lowercased() == name.lowercased() }) {
                state.status = StatusMessage("There is already someone called \(name)", kind: .error)
                return []
            }
            state.household.prompt = nil
            switch prompt.kind {
            case .add:
                // On screen from the Enter, so a Space typed before the store answers ticks them
                // (saved by name, which is unique, until the store gives the id).
                state.household.people.append(Person(name: name))
                state.household.selected = state.household.people.count - 1
                state.household.item = 0
                state.status = StatusMessage("Added \(name): tick their allergies and diets with Space")
                return [.household(.add(Person(name: name)))]
            case .rename:
                guard var person = state.household.selectedPerson else { return [] }
                person.name = name
                state.household.people[state.household.selected] = person
                return [.household(.update(person))] + refreshFilters(&state)
            }
        default:
            if prompt.input.edit(key, limit: HouseholdPrompt.limit, status: &state.status) != nil {
                state.household.prompt = prompt
            }
        }
        return []
    }
}
