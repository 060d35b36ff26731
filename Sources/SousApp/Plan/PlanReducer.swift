import SousCore

/// The Plan feature's part of the reducer: the grid cursor, prompts, clipboard and undo.
/// Every change to the plan is an effect; the runner stores it and answers with the reloaded week.
enum PlanReducer {
    static func reduce(_ action: PlanAction, _ plan: inout PlanState, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        switch action {
        case .loaded(let week):
            // The first time the grid is shown, the cursor starts on today, as a cook would expect.
            let isFirstLoad = plan.week == nil
            plan.week = week
            if isFirstLoad {
                let today = week.calendar.today(scope.context.now)
                let offset = week.start.days(to: today)
                if (0..<7).contains(offset) { plan.day = offset }
            }
            clampCursor(&plan)
            return []
        case .changed(let change, let added, let undoable):
            if undoable, let undo = undoStep(for: change, added: added, in: plan) {
                plan.undo.append(undo)
                if plan.undo.count > 100 { plan.undo.removeFirst() }
            }
            return []
        case .searched(let query, let results):
            guard var prompt = plan.prompt, prompt.kind == .recipe, prompt.text == query else { return [] }
            prompt.results = results
            prompt.selected = min(prompt.selected, max(0, results.count - 1))
            plan.prompt = prompt
            return []
        case .templatesLoaded(let names):
            plan.templates = names
            return []
        case .place(let recipe, let servings):
            return beginPlacing(recipe, servings: servings, &plan, in: &scope)
        }
    }

    /// The first tick (at start-up) loads this week, so the grid is ready when `M` is pressed.
    static func ticked(_ plan: PlanState) -> [Effect] {
        plan.week == nil ? [.plan(.load(start: nil))] : []
    }

    static func keyPressed(_ key: Key, _ plan: inout PlanState, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        if plan.prompt != nil { return promptKey(key, &plan, in: &scope) }
        if plan.placing != nil { return placingKey(key, &plan, in: &scope) }
        guard let command = KeyMap.command(for: key, on: .plan) else { return [] }
        if let own = command.feature(PlanCommand.self) { return self.command(own, &plan, in: &scope) }
        if scope.global(command) { return [] }
        if command == .timeline(.plan) {
            let recipes = plan.cellEntries.compactMap { entry in entry.recipeID.map { ($0, entry.title) } }
            guard !recipes.isEmpty else {
                scope.status = StatusMessage("This meal has no recipes to lay out", kind: .error)
                return []
            }
            return TimelineReducer.choose(recipes, slot: plan.currentSlot?.name, day: plan.currentDay, status: &scope.status)
        }
        return []
    }

    /// `p` in the library or detail view: show the grid to choose a day and meal for `recipe`.
    static func beginPlacing(_ recipe: RecipeSummary, servings: Int?, _ plan: inout PlanState, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        plan.placing = recipe
        plan.placingServings = servings
        scope.push(.plan)
        scope.status = StatusMessage("Choose a day and meal for \(recipe.title): arrows move, Enter places, Esc cancels")
        return plan.week == nil ? [.plan(.load(start: nil))] : []
    }

    static func command(_ command: PlanCommand, _ plan: inout PlanState, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        guard let week = plan.week else {
            if command == .back { scope.pop() }
            return []
        }
        switch command {
        case .left: plan.day = max(0, plan.day - 1); plan.entry = 0
        case .right: plan.day = min(6, plan.day + 1); plan.entry = 0
        case .up:
            if plan.entry > 0 { plan.entry -= 1 } else if plan.slot > 0 {
                plan.slot -= 1
                plan.entry = max(0, plan.cellEntries.count - 1)
            }
        case .down:
            if plan.entry + 1 < plan.cellEntries.count { plan.entry += 1 } else if plan.slot + 1 < week.slots.count {
                plan.slot += 1
                plan.entry = 0
            }
        case .add:
            plan.prompt = PlanPrompt(kind: .recipe)
            return [.plan(.search(""))]
        case .note: plan.prompt = PlanPrompt(kind: .note)
        case .servings:
            guard let entry = plan.currentEntry, entry.recipeID != nil else {
                scope.status = StatusMessage("Servings are for recipes: move to one first.")
                return []
            }
            plan.prompt = PlanPrompt(kind: .servings, text: (entry.servings ?? entry.recipeServings).map(String.init) ?? "")
        case .eaters:
            guard let entry = plan.currentEntry, entry.recipeID != nil else {
                scope.status = StatusMessage("Who eats what is set on recipes: move to one first.")
                return []
            }
            guard !scope.context.household.people.isEmpty else {
                scope.status = StatusMessage("No one in the household yet: H adds people with their allergies and diets.")
                return []
            }
            let names = scope.context.household.eaters(entry.eaters).map(\.name)
            plan.prompt = PlanPrompt(kind: .eaters, text: entry.eaters == nil ? "" : names.joined(separator: ", "))
        case .delete:
            guard let entry = plan.currentEntry, let id = entry.id else { return [] }
            scope.status = StatusMessage("Deleted \(entry.isNote ? "note" : entry.title). u undoes.")
            return [change(.delete(ids: [id]), plan)]
        case .undo:
            guard let step = plan.undo.popLast() else {
                scope.status = StatusMessage("Nothing to undo.")
                return []
            }
            scope.status = StatusMessage("Undone.")
            return [undoEffect(step, plan)]
        case .cut, .copy:
            guard let entry = plan.currentEntry else { return [] }
            plan.clipboard = PlanClipboard(entry: entry, isCut: command == .cut)
            scope.status = StatusMessage("\(command == .cut ? "Cut" : "Copied") \(entry.isNote ? "note" : entry.title): p pastes.")
        case .paste:
            guard let clip = plan.clipboard, let day = plan.currentDay, let slot = plan.currentSlot else {
                scope.status = StatusMessage("Nothing to paste: x cuts, y copies.")
                return []
            }
            if clip.isCut, let id = clip.entry.id {
                plan.clipboard = nil
                // Recorded here: the entry may come from another week, which the answer's reload no longer holds.
                plan.undo.append(.moveBack(id: id, day: clip.entry.day, slotID: clip.entry.slotID))
                return [.plan(.change(.move(id: id, day: day, slotID: slot.id), reload: week.start, undoable: false))]
            }
            var copy = clip.entry
            copy.id = nil
            copy.day = day
            copy.slotID = slot.id
            return [change(.add([copy]), plan)]
        case .previousWeek: return [.plan(.load(start: week.start.adding(days: -7)))]
        case .nextWeek: return [.plan(.load(start: week.start.adding(days: 7)))]
        case .thisWeek:
            let today = week.calendar.today(scope.context.now)
            plan.day = week.calendar.weekStart(containing: today).days(to: today)
            return [.plan(.load(start: nil))]
        case .open:
            guard let id = plan.currentEntry?.recipeID else { return [] }
            return [.loadRecipe(id: id)]
        case .cook:
            guard let entry = plan.currentEntry, let id = entry.recipeID else { return [] }
            return [.cook(.startSession(recipeID: id, servings: entry.servings ?? entry.recipeServings ?? 1))]
        case .shopping:
            scope.send(.shopping(.open(.week(week.start))))
            return []
        case .repeatWeek: plan.prompt = PlanPrompt(kind: .repeatWeeks, text: "1")
        case .addSlot: plan.prompt = PlanPrompt(kind: .addSlot)
        case .renameSlot: plan.prompt = PlanPrompt(kind: .renameSlot, text: plan.currentSlot?.name ?? "")
        case .slotUp, .slotDown:
            guard let slot = plan.currentSlot else { return [] }
            let offset = command == .slotUp ? -1 : 1
            guard week.slots.indices.contains(plan.slot + offset) else { return [] }
            plan.slot += offset
            return [.plan(.change(.moveSlot(id: slot.id, by: offset), reload: week.start, undoable: false))]
        case .saveTemplate: plan.prompt = PlanPrompt(kind: .saveTemplate)
        case .applyTemplate:
            plan.prompt = PlanPrompt(kind: .applyTemplate)
            return [.plan(.loadTemplates)]
        case .back:
            scope.pop()
        case .addToPlan: break
        }
        return []
    }

    static func change(_ change: PlanChange, _ plan: PlanState) -> Effect {
        .plan(.change(change, reload: plan.week?.start ?? PlanDay(dayNumber: 0), undoable: true))
    }

    static func undoEffect(_ step: PlanUndo, _ plan: PlanState) -> Effect {
        let reload = plan.week?.start ?? PlanDay(dayNumber: 0)
        let change: PlanChange = switch step {
        case .removeAdded(let ids): .delete(ids: ids)
        case .restore(let entries): .add(entries)
        case .moveBack(let id, let day, let slotID): .move(id: id, day: day, slotID: slotID)
        case .servings(let id, let servings): .setServings(id: id, servings)
        case .eaters(let id, let eaters): .setEaters(id: id, eaters)
        }
        return .plan(.change(change, reload: reload, undoable: false))
    }

    static func undoStep(for change: PlanChange, added: [PlanEntry], in plan: PlanState) -> PlanUndo? {
        switch change {
        case .add: return .removeAdded(ids: added.compactMap(\.id))
        case .delete(let ids):
            let gone = (plan.week?.entries ?? []).filter { $0.id.map(ids.contains) ?? false }
            return gone.isEmpty ? nil : .restore(gone.map { var e = $0; e.id = nil; return e })
        case .move(let id, _, _):
            guard let old = plan.week?.entries.first(where: { $0.id == id }) else { return nil }
            return .moveBack(id: id, day: old.day, slotID: old.slotID)
        case .setServings(let id, _):
            guard let old = plan.week?.entries.first(where: { $0.id == id }) else { return nil }
            return .servings(id: id, old.servings)
        case .setEaters(let id, _):
            guard let old = plan.week?.entries.first(where: { $0.id == id }) else { return nil }
            return .eaters(id: id, old.eaters)
        default: return nil
        }
    }

    static func clampCursor(_ plan: inout PlanState) {
        guard let week = plan.week else { return }
        plan.day = min(max(0, plan.day), 6)
        plan.slot = min(max(0, plan.slot), max(0, week.slots.count - 1))
        plan.entry = min(max(0, plan.entry), max(0, plan.cellEntries.count - 1))
    }

    // MARK: - Placing a recipe from elsewhere

    static func placingKey(_ key: Key, _ plan: inout PlanState, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        guard let recipe = plan.placing else { return [] }
        switch key {
        case .escape, .char("q"):
            plan.placing = nil
            scope.pop()
            scope.status = StatusMessage("Not added to the plan.")
            return []
        case .enter, .char("p"):
            guard let day = plan.currentDay, let slot = plan.currentSlot else { return [] }
            plan.placing = nil
            scope.pop()
            scope.status = StatusMessage("Added \(recipe.title) to \(day.weekdayShortName) \(day.day) \(day.monthShortName), \(slot.name).", kind: .success)
            return [change(.add([PlanEntry(day: day, slotID: slot.id, recipeID: recipe.id, title: recipe.title, servings: plan.placingServings)]), plan)]
        default:
            guard let command = KeyMap.command(for: key, on: .plan), let own = command.feature(PlanCommand.self) else { return [] }
            switch own {
            case .left, .right, .up, .down, .previousWeek, .nextWeek, .thisWeek:
                return self.command(own, &plan, in: &scope)
            default: return []
            }
        }
    }

    // MARK: - Prompts

    static func promptKey(_ key: Key, _ plan: inout PlanState, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        guard var prompt = plan.prompt else { return [] }
        switch key {
        case .escape:
            plan.prompt = nil
            return []
        case .up where prompt.kind == .recipe:
            prompt.selected = max(0, prompt.selected - 1)
            plan.prompt = prompt
            return []
        case .ctrl("f") where prompt.kind == .recipe:
            prompt.safety = SafetyFilterChoices.next(after: prompt.safety, in: scope.context.household)
            prompt.selected = 0
            plan.prompt = prompt
            scope.status = StatusMessage(prompt.safety.map { "Picker: only \($0.label)" } ?? "Picker: all recipes")
            return [.plan(.search(prompt.text, safety: prompt.safety))]
        case .down where prompt.kind == .recipe, .tab where prompt.kind == .recipe:
            prompt.selected = min(max(0, prompt.results.count - 1), prompt.selected + 1)
            plan.prompt = prompt
            return []
        case .enter:
            plan.prompt = nil
            return submit(prompt, &plan, in: &scope)
        default:
            guard let changed = prompt.input.edit(key, limit: 200, status: &scope.status) else { return [] }
            plan.prompt = prompt
            guard changed else { return [] }
        }
        plan.prompt = prompt
        if prompt.kind == .recipe {
            prompt.selected = 0
            plan.prompt = prompt
            return [.plan(.search(prompt.text, safety: prompt.safety))]
        }
        return []
    }

    static func submit(_ prompt: PlanPrompt, _ plan: inout PlanState, in scope: inout FeatureScope<PlanState>) -> [Effect] {
        guard let week = plan.week, let day = plan.currentDay, let slot = plan.currentSlot else { return [] }
        let text = prompt.text.trimmingCharacters(in: .whitespaces)
        switch prompt.kind {
        case .recipe:
            guard prompt.results.indices.contains(prompt.selected) else {
                scope.status = StatusMessage("No recipe chosen.")
                return []
            }
            let recipe = prompt.results[prompt.selected]
            plan.entry = plan.cellEntries.count
            return [change(.add([PlanEntry(day: day, slotID: slot.id, recipeID: recipe.id, title: recipe.title)]), plan)]
        case .note:
            guard !text.isEmpty else { return [] }
            plan.entry = plan.cellEntries.count
            return [change(.add([PlanEntry(day: day, slotID: slot.id, note: text)]), plan)]
        case .servings:
            guard let entry = plan.currentEntry, let id = entry.id else { return [] }
            if text.isEmpty { return [change(.setServings(id: id, nil), plan)] }
            guard let n = Int(text), (1...500).contains(n) else {
                scope.status = StatusMessage("Servings must be a whole number from 1 to 500.", kind: .error)
                return []
            }
            return [change(.setServings(id: id, n == entry.recipeServings ? nil : n), plan)]
        case .eaters:
            guard let entry = plan.currentEntry, let id = entry.id else { return [] }
            let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if names.isEmpty || names.map({ $0.lowercased() }) == ["everyone"] {
                scope.status = StatusMessage("\(entry.title): for the household")
                return [change(.setEaters(id: id, nil), plan)]
            }
            var ids: [Int64] = []
            for name in names {
                guard let person = scope.context.household.people.named(name),
                      let personID = person.id else {
                    let known = scope.context.household.people.map(\.name).joined(separator: ", ")
                    scope.status = StatusMessage("No one called \(name) (H adds people). Known: \(known)", kind: .error)
                    return []
                }
                ids.append(personID)
            }
            let verdict = entry.recipeSafety.map { scope.context.household.verdict($0, eaters: ids) }
            scope.status = StatusMessage("\(entry.title): for \(names.joined(separator: ", "))"
                + (verdict.map { $0.sentence.isEmpty ? "" : " · " + $0.sentence } ?? ""), kind: verdict?.hasAllergy == true ? .error : .info)
            return [change(.setEaters(id: id, ids), plan)]
        case .repeatWeeks:
            guard let n = Int(text), (1...52).contains(n) else {
                scope.status = StatusMessage("Type a number of weeks from 1 to 52.", kind: .error)
                return []
            }
            scope.status = StatusMessage("Repeated this week into the next \(n) week\(n == 1 ? "" : "s").", kind: .success)
            return [.plan(.change(.repeatWeek(start: week.start, times: n), reload: week.start, undoable: false))]
        case .addSlot:
            guard !text.isEmpty else { return [] }
            return [.plan(.change(.addSlot(name: text), reload: week.start, undoable: false))]
        case .renameSlot:
            guard !text.isEmpty else { return [] }
            return [.plan(.change(.renameSlot(id: slot.id, name: text), reload: week.start, undoable: false))]
        case .saveTemplate:
            guard !text.isEmpty else { return [] }
            scope.status = StatusMessage("Saved this week as \u{201C}\(text)\u{201D}.", kind: .success)
            return [.plan(.change(.saveTemplate(name: text, start: week.start), reload: week.start, undoable: false))]
        case .applyTemplate:
            guard !text.isEmpty else { return [] }
            guard plan.templates.contains(text) else {
                scope.status = StatusMessage("No template named \u{201C}\(text)\u{201D}.", kind: .error)
                return []
            }
            return [.plan(.change(.applyTemplate(name: text, start: week.start), reload: week.start, undoable: false))]
        }
    }
}

import Foundation
