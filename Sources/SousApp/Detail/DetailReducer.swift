import SousCore

/// The detail screen's part of the reducer: scrolling, servings, favourite and rating.
enum DetailReducer {
    /// Asks for the shown recipe's nutrition again (a new recipe, new corrections); what is
    /// shown stays until the answer comes.
    static func refreshNutrition(_ state: inout AppState) -> [Effect] {
        guard let recipe = state.detail?.recipe else { return [] }
        return [.nutrition(.workOut(recipe, corrections: state.nutrition.corrections))]
    }

    static func reduce(_ state: inout AppState, command: Command) -> [Effect] {
        guard var detail = state.detail else { return [] }
        if let editing = command.feature(ImportPreviewCommand.self) { return EditingCommands.command(editing, in: &state) }
        let bodyHeight = DetailDocument.bodyHeight(for: state.size)
        switch command {
        case .moveUp: detail.scroll -= 1
        case .moveDown: detail.scroll += 1
        case .pageUp: detail.scroll -= max(1, bodyHeight - 1)
        case .pageDown: detail.scroll += max(1, bodyHeight - 1)
        case .top: detail.scroll = 0
        case .bottom: detail.scroll = Int.max / 2
        case .moreServings: detail.servings = min(detail.servings + 1, DetailState.servingsRange.upperBound)
        case .fewerServings: detail.servings = max(detail.servings - 1, DetailState.servingsRange.lowerBound)
        case .enterServings: detail.servingsInput = ""
        case .toggleNutritionPerRecipe:
            return reduceAction(&state, .nutrition(.togglePerRecipe))
        case .matchFood:
            return reduceAction(&state, .nutrition(.openPicker(detail.recipe.ingredients.map(\.name))))
        case .toggleProvenance:
            detail.showsProvenance.toggle()
            let recipe = detail.recipe
            let recorded = recipe.ingredients.contains { $0.provenance != nil } || recipe.steps.contains { $0.provenance != nil }
            state.status = StatusMessage(!detail.showsProvenance ? "Line sources hidden"
                : recorded ? "Each line says where it came from; ? marks the ones to check"
                : "Every line is as it was written: no import source recorded")
        case .adaptRecipe:
            return HouseholdReducer.adapt(detail.recipe, lines: detail.lineSafety, household: state.household, status: &state.status)
        case .assistant(.open):
            return reduceAction(&state, .assistant(.about(detail.recipe, factor: detail.scaleFactor,
                                                          servings: detail.scalesByMultiple ? nil : detail.servings, step: nil)))
        case .toggleFavorite:
            guard let id = detail.recipe.id else { return [] }
            return RecipeMarks.setFavorite(!detail.recipe.favorite, id: id, in: &state)
        case .rate(let stars):
            guard let id = detail.recipe.id else { return [] }
            return RecipeMarks.setRating(stars, id: id, in: &state)
        case .cook(.start):
            return reduceAction(&state, .cook(.open(detail.recipe, servings: detail.servings)))
        case .back:
            state.pop()
            if state.route == .library { state.detail = nil }
            return []
        case .quit:
            state.isQuitting = true
            return [.quit]
        case .shopping(.forRecipe):
            guard let id = detail.recipe.id else { return [] }
            return reduceAction(&state, .shopping(.open(.recipe(id: id, servings: detail.servings))))
        case .timeline(.plan):
            guard let id = detail.recipe.id else { return [] }
            return TimelineReducer.choose([(id, detail.recipe.title)], slot: nil, day: nil, status: &state.status)
        case .plan(.addToPlan):
            guard let id = detail.recipe.id else { return [] }
            let summary = RecipeSummary(id: id, title: detail.recipe.title)
            // The recipe as written (its servings, or ×1 of one without) needs no servings of its own.
            return reduceAction(&state, .plan(.place(summary, servings: detail.servings == (detail.recipe.servings ?? 1) ? nil : detail.servings)))
        default:
            return []
        }
        state.detail = detail
        clamp(&state)
        return []
    }

    /// Keys while the servings prompt is open: digits, Backspace, Enter applies, Esc cancels.
    static func reduceServingsKey(_ state: inout AppState, key: Key) -> [Effect] {
        guard var detail = state.detail, var input = detail.servingsInput else { return [] }
        // Only digits go in, three at most: a fourth is simply not taken.
        var ignored: StatusMessage?
        switch key {
        case .char(let c) where !(c.isASCII && c.isNumber):
            break
        case .paste:
            break
        case _ where input.edit(key, limit: 3, status: &ignored) != nil:
            detail.servingsInput = input
        case .escape:
            detail.servingsInput = nil
        case .enter:
            detail.servingsInput = nil
            if let number = Int(input.text), DetailState.servingsRange.contains(number) {
                detail.servings = number
                state.status = StatusMessage(detail.scalesByMultiple ? (number == 1 ? "As written (×1)" : "Scaled ×\(number): every amount times \(number)")
                                                                     : "Scaled to \(number) serving\(number == 1 ? "" : "s")")
            } else {
                state.status = StatusMessage("Servings must be a whole number from 1 to 999.", kind: .error)
            }
        default:
            break
        }
        state.detail = detail
        clamp(&state)
        return []
    }

    static func mouse(_ event: MouseEvent, in state: inout AppState) -> [Effect] {
        switch event.kind {
        case .wheelUp: state.detail?.scroll -= 3
        case .wheelDown: state.detail?.scroll += 3
        case .press: return []
        }
        clamp(&state)
        return []
    }

    /// Keeps the detail view's scroll within its document, as laid out now (the picture beside the
    /// header, when there is one, adds lines).
    static func clamp(_ state: inout AppState) {
        guard var detail = state.detail else { return }
        let lines = DetailDocument.lines(for: detail, people: state.household.everyone, badges: detail.badges,
                                         width: DetailDocument.textWidth(for: state.size),
                                         aside: PictureLayout.detailAside(in: state)).count
        let maxScroll = max(0, lines - DetailDocument.bodyHeight(for: state.size))
        detail.scroll = min(max(0, detail.scroll), maxScroll)
        state.detail = detail
    }
}
