import SousCore

/// The Shopping feature's part of the reducer.
enum ShoppingReducer {
    static func reduce(_ action: ShoppingAction, in scope: inout FeatureScope<ShoppingState>) -> [Effect] {
        switch action {
        case .open(let source):
            if scope.state?.source != source { scope.state = ShoppingState(source: source) }
            scope.push(.shopping)
            return [.shopping(.load(source: source))]
        case .loaded(let list):
            guard var shopping = scope.state, list.listID == shopping.source.listID else { return [] }
            shopping.list = list
            shopping.selected = min(shopping.selected, max(0, shopping.rows.count - 1))
            scope.state = shopping
            return recheck(in: &scope)
        case .recheck:
            return recheck(in: &scope)
        case .exported(let path):
            scope.status = StatusMessage("Saved the list to \(path).", kind: .success)
            return []
        }
    }

    /// What each line contains, read again with the corrections and detector of now.
    private static func recheck(in scope: inout FeatureScope<ShoppingState>) -> [Effect] {
        guard let list = scope.state?.list else { return [] }
        scope.state?.lineSafety = ShoppingSafety.contents(of: list, corrections: scope.context.corrections,
                                                          detector: scope.context.allergens.detector)
        return []
    }

    static func keyPressed(_ key: Key, in scope: inout FeatureScope<ShoppingState>) -> [Effect] {
        guard var shopping = scope.state else {
            scope.pop()
            return []
        }
        if var prompt = shopping.prompt {
            switch key {
            case .escape: shopping.prompt = nil
            case _ where prompt.input.edit(key, limit: 300, status: &scope.status) != nil:
                shopping.prompt = prompt
            case .enter:
                shopping.prompt = nil
                scope.state = shopping
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
            scope.state = shopping
            return []
        }
        guard let command = KeyMap.command(for: key, on: .shopping) else { return [] }
        guard let own = command.feature(ShoppingCommand.self) else {
            _ = scope.global(command)
            return []
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
            scope.state = shopping
            // Bought: it goes into the pantry (the store answers with a message and an undo step).
            let isStaple = shopping.list?.staples.contains(line) ?? false
            if line.isChecked {
                scope.status = StatusMessage("\(line.name) unchecked; the pantry still holds it (K, then u takes it back)")
            }
            return [.shopping(.setChecked(source: source, key: line.key, !line.isChecked))]
                + (line.isChecked || isStaple ? [] : [.pantry(.addBought([line]))])
        case .boughtAll:
            guard let list = shopping.list else { return [] }
            let bought = (list.byAisle.flatMap(\.lines) + list.checkYouHave).filter { !$0.isChecked }
            guard !bought.isEmpty else {
                scope.status = StatusMessage("Everything is checked off already")
                return []
            }
            for line in bought { setChecked(&shopping, key: line.key, true) }
            scope.state = shopping
            scope.status = StatusMessage("Bought \(bought.count) item\(bought.count == 1 ? "" : "s"): in the pantry now")
            return bought.map { .shopping(.setChecked(source: source, key: $0.key, true)) } + [.pantry(.addBought(bought))]
        case .addItem: shopping.prompt = ShoppingPrompt(kind: .addItem)
        case .remove:
            guard let line = shopping.selectedLine else { return [] }
            scope.status = StatusMessage("Removed \(line.name). U puts removed items back.")
            scope.state = shopping
            return [.shopping(.remove(source: source, key: line.key))]
        case .restore:
            scope.state = shopping
            return [.shopping(.restoreRemoved(source: source))]
        case .nextAisle:
            guard let line = shopping.selectedLine else { return [] }
            let all = Aisle.allCases
            let next = all[((all.firstIndex(of: line.aisle) ?? 0) + 1) % all.count]
            scope.status = StatusMessage("\(line.name) is now in \(next.title).")
            scope.state = shopping
            return [.shopping(.setAisle(source: source, key: line.key, next))]
        case .togglePantry:
            guard let line = shopping.selectedLine, let list = shopping.list else { return [] }
            let isStaple = list.staples.contains(line)
            scope.status = StatusMessage(isStaple ? "\(line.name) is back on the list." : "\(line.name) is a pantry staple now: listed apart, P undoes.")
            scope.state = shopping
            return [.shopping(.togglePantry(source: source, key: line.key))]
        case .toggleRecipes: shopping.showsRecipes.toggle()
        case .toggleUnits:
            scope.state = shopping
            return [.shopping(.toggleUnits(source: source))]
        case .export: shopping.prompt = ShoppingPrompt(kind: .export)
        case .previousWeek, .nextWeek:
            guard let week = source.weekStart else {
                scope.status = StatusMessage("This list is for one recipe; the meal plan's lists go by week.")
                return []
            }
            let start = week.adding(days: own == .previousWeek ? -7 : 7)
            scope.state = ShoppingState(source: .week(start))
            return [.shopping(.load(source: .week(start)))]
        case .back:
            scope.state = shopping
            scope.pop()
            return []
        case .forRecipe:
            break
        }
        scope.state = shopping
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
