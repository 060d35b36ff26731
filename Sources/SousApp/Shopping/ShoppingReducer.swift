import SousCore

/// The Shopping feature's part of the reducer.
enum ShoppingReducer {
    static func reduce(_ state: inout AppState, _ action: ShoppingAction) -> [Effect] {
        switch action {
        case .loaded(let list):
            guard var shopping = state.shopping, list.listID == shopping.source.listID else { return [] }
            shopping.list = list
            shopping.lineSafety = ShoppingSafety.contents(of: list, corrections: state.nutrition.corrections,
                                                          detector: state.allergens.detector)
            shopping.selected = min(shopping.selected, max(0, shopping.rows.count - 1))
            state.shopping = shopping
            return []
        case .exported(let path):
            state.status = StatusMessage("Saved the list to \(path).", kind: .success)
            return []
        }
    }

    /// Shows the list for the week starting `weekStart`.
    static func open(weekStart: PlanDay, in state: inout AppState) -> [Effect] {
        open(.week(weekStart), in: &state)
    }

    /// Shows the list for `source`: a week of the plan, or one recipe (`S` on a recipe).
    static func open(_ source: ShoppingSource, in state: inout AppState) -> [Effect] {
        if state.shopping?.source != source { state.shopping = ShoppingState(source: source) }
        state.push(.shopping)
        return [.shopping(.load(source: source))]
    }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] {
        guard var shopping = state.shopping else {
            state.pop()
            return []
        }
        if var prompt = shopping.prompt {
            switch key {
            case .escape: shopping.prompt = nil
            case _ where prompt.input.edit(key, limit: 300, status: &state.status) != nil:
                shopping.prompt = prompt
            case .enter:
                shopping.prompt = nil
                state.shopping = shopping
                let text = prompt.text.trimmingCharacters(in: .whitespaces)
                switch prompt.kind {
                case .addItem:
                    guard !text.isEmpty else { return [] }
                    return [.shopping(.addItem(source: shopping.source, text: text))]
                case .export:
                    guard let list = shopping.list else { return [] }
                    return [.shopping(.export(list, path: text))]
                }
            default: break
            }
            state.shopping = shopping
            return []
        }
        guard let command = KeyMap.command(for: key, on: .shopping) else { return [] }
        guard case .shopping(let own) = command else {
            return globalCommand(command, in: &state) ?? []
        }
        let source = shopping.source
        let count = shopping.rows.count
        switch own {
        case .up: shopping.selected = max(0, shopping.selected - 1)
        case .down: shopping.selected = min(max(0, count - 1), shopping.selected + 1)
        case .top: shopping.selected = 0
        case .bottom: shopping.selected = max(0, count - 1)
        case .toggle:
            guard let line = shopping.selectedLine else { return [] }
            // Shown at once; the store answers with the same list.
            setChecked(&shopping, key: line.key, !line.isChecked)
            state.shopping = shopping
            // Bought: it goes into the pantry (the store answers with a message and an undo step).
            let isStaple = shopping.list?.staples.contains(line) ?? false
            if line.isChecked {
                state.status = StatusMessage("\(line.name) unchecked; the pantry still holds it (K, then u takes it back)")
            }
            return [.shopping(.setChecked(source: source, key: line.key, !line.isChecked))]
                + (line.isChecked || isStaple ? [] : [.pantry(.addBought([line]))])
        case .boughtAll:
            guard let list = shopping.list else { return [] }
            let bought = (list.byAisle.flatMap(\.lines) + list.checkYouHave).filter { !$0.isChecked }
            guard !bought.isEmpty else {
                state.status = StatusMessage("Everything is checked off already")
                return []
            }
            for line in bought { setChecked(&shopping, key: line.key, true) }
            state.shopping = shopping
            state.status = StatusMessage("Bought \(bought.count) item\(bought.count == 1 ? "" : "s"): in the pantry now")
            return bought.map { .shopping(.setChecked(source: source, key: $0.key, true)) } + [.pantry(.addBought(bought))]
        case .addItem: shopping.prompt = ShoppingPrompt(kind: .addItem)
        case .remove:
            guard let line = shopping.selectedLine else { return [] }
            state.status = StatusMessage("Removed \(line.name). U puts removed items back.")
            state.shopping = shopping
            return [.shopping(.remove(source: source, key: line.key))]
        case .restore:
            state.shopping = shopping
            return [.shopping(.restoreRemoved(source: source))]
        case .nextAisle:
            guard let line = shopping.selectedLine else { return [] }
            let all = Aisle.allCases
            let next = all[((all.firstIndex(of: line.aisle) ?? 0) + 1) % all.count]
            state.status = StatusMessage("\(line.name) is now in \(next.title).")
            state.shopping = shopping
            return [.shopping(.setAisle(source: source, key: line.key, next))]
        case .togglePantry:
            guard let line = shopping.selectedLine, let list = shopping.list else { return [] }
            let isStaple = list.staples.contains(line)
            state.status = StatusMessage(isStaple ? "\(line.name) is back on the list." : "\(line.name) is a pantry staple now: listed apart, P undoes.")
            state.shopping = shopping
            return [.shopping(.togglePantry(source: source, key: line.key))]
        case .toggleRecipes: shopping.showsRecipes.toggle()
        case .toggleUnits:
            state.shopping = shopping
            return [.shopping(.toggleUnits(source: source))]
        case .export: shopping.prompt = ShoppingPrompt(kind: .export)
        case .previousWeek, .nextWeek:
            guard let week = source.weekStart else {
                state.status = StatusMessage("This list is for one recipe; the meal plan's lists go by week.")
                return []
            }
            let start = week.adding(days: own == .previousWeek ? -7 : 7)
            state.shopping = ShoppingState(source: .week(start))
            return [.shopping(.load(source: .week(start)))]
        case .back:
            state.shopping = shopping
            state.pop()
            return []
        case .forRecipe:
            break
        }
        state.shopping = shopping
        return []
    }

    static func setChecked(_ shopping: inout ShoppingState, key: String, _ checked: Bool) {
        guard var list = shopping.list else { return }
        for index in list.lines.indices where list.lines[index].key == key { list.lines[index].isChecked = checked }
        for index in list.staples.indices where list.staples[index].key == key { list.staples[index].isChecked = checked }
        for index in list.checkYouHave.indices where list.checkYouHave[index].key == key { list.checkYouHave[index].isChecked = checked }
        shopping.list = list
    }
}

import Foundation
