import SousCore

/// The household feature: the profile screen's keys, and people coming back from the store.
enum HouseholdReducer {
    static func reduce(_ action: HouseholdAction, _ household: inout HouseholdState, in scope: inout FeatureScope<HouseholdState>) -> [Effect] {
        switch action {
        case .loaded(let people):
            let selected = household.selectedPerson
            household.people = people
            let index = people.firstIndex { person in
                selected?.id.map { $0 == person.id } ?? (person.name.lowercased() == selected?.name.lowercased())
            }
            if let index { household.selected = index }
            household.selected = min(household.selected, max(0, people.count - 1))
            scope.send(.householdChanged)
            return []
        case .removed(let entries):
            household.removedEatsAt = entries
            return []
        case .adaptedSaved(let recipe):
            if scope.status?.kind != .error {
                scope.status = StatusMessage("Saved \u{201C}\(recipe.title)\u{201D}, a copy with the swaps", kind: .success)
            }
            scope.send(.recipeSaved(recipe))
            return []
        }
    }

    /// `w`: a copy of the recipe with the swaps that make it suit the household, or why not.
    static func adapt(_ recipe: Recipe, lines: [IngredientSafety], household: HouseholdState, status: inout StatusMessage?) -> [Effect] {
        let people = household.everyone
        guard people.contains(where: \.hasRestrictions) else {
            status = StatusMessage("No one in the household has an allergy or a diet: H to add them")
            return []
        }
        guard let plan = SafetyLines.adaptation(recipe, lines: lines, people: people) else {
            status = StatusMessage("Nothing to swap: \(recipe.title) already suits everyone")
            return []
        }
        guard plan.lines.contains(where: { $0.swap != nil }) else {
            status = StatusMessage(plan.lines.first?.message() ?? "No safe swap", kind: .error)
            return []
        }
        let copy = RecipeAdapter().adapted(recipe, following: plan)
        if !plan.isComplete {
            status = StatusMessage("Saving a copy; some lines have no safe swap, see its notes", kind: .error)
        }
        return [.household(.saveAdapted(copy))]
    }

    static func keyPressed(_ key: Key, _ household: inout HouseholdState, in scope: inout FeatureScope<HouseholdState>) -> [Effect] {
        if household.prompt != nil { return promptKey(key, &household, in: &scope) }
        guard let command = KeyMap.command(for: key, on: .household) else { return [] }
        if scope.global(command) { return [] }
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
            scope.status = StatusMessage("\(changed.name): \(item.label) \(item.isTicked(for: changed) ? "ticked" : "unticked")")
            scope.send(.householdChanged)
            return [.household(.update(changed))]
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
            scope.status = StatusMessage("Removed \(person.name) · u undoes")
            return [.household(.remove(id: id))]
        case .household(.undoRemove):
            guard var person = household.removed else {
                scope.status = StatusMessage("Nothing to undo")
                return []
            }
            household.removed = nil
            person.id = nil
            scope.status = StatusMessage("\(person.name) is back")
            return [.household(.restore(person, eatsAt: household.removedEatsAt))]
        case .back:
            if household.item != nil {
                household.item = nil
            } else {
                scope.pop()
            }
        case .quit:
            scope.quit()
            return []
        default:
            break
        }
        return []
    }

    private static func promptKey(_ key: Key, _ household: inout HouseholdState, in scope: inout FeatureScope<HouseholdState>) -> [Effect] {
        guard var prompt = household.prompt else { return [] }
        switch key {
        case .escape:
            household.prompt = nil
        case .enter:
            let name = prompt.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !name.isEmpty else {
                scope.status = StatusMessage("Type a name, or Esc to cancel", kind: .error)
                return []
            }
            let others = household.people.enumerated().filter { prompt.kind == .add || $0.offset != household.selected }
            if others.contains(where: { $0.element.name.lowercased() == name.lowercased() }) {
                scope.status = StatusMessage("There is already someone called \(name)", kind: .error)
                return []
            }
            household.prompt = nil
            switch prompt.kind {
            case .add:
                // On screen from the Enter, so a Space typed before the store answers ticks them
                // (saved by name, which is unique, until the store gives the id).
                household.people.append(Person(name: name))
                household.selected = household.people.count - 1
                household.item = 0
                scope.status = StatusMessage("Added \(name): tick their allergies and diets with Space")
                return [.household(.add(Person(name: name)))]
            case .rename:
                guard var person = household.selectedPerson else { return [] }
                person.name = name
                household.people[household.selected] = person
                scope.send(.householdChanged)
                return [.household(.update(person))]
            }
        default:
            if prompt.input.edit(key, limit: HouseholdPrompt.limit, status: &scope.status) != nil {
                household.prompt = prompt
            }
        }
        return []
    }
}
