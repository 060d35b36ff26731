import SousCore

/// The one reducer: applies an action to the state and returns the effects to carry out.
/// Pure: it never reads the clock, the database or the environment.
public func reduce(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    let effects = reduceAction(&state, action)
    // Whatever the action was, the screen is kept awake exactly while the state calls for it, and
    // the screen may now show a picture nobody has drawn yet.
    return effects + KeepAwakeReducer.reconcile(&state) + PictureReducer.request(&state)
}

func reduceAction(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    switch action {
    case .started:
        return LibraryReducer.reload(&state)
    case .firstFrameShown:
        return [.loadCategories, .household(.load), .nutrition(.loadCorrections), .pantry(.load)]
    case .keyPressed(let key):
        let effects = keyPressed(key, in: &state)
        FolderConflictQuestion.askIfAtRest(&state)
        return effects
    case .mouse(let event):
        if state.showsHelp { return HelpReducer.mouse(event, in: &state) }
        switch state.route {
        case .library: return LibraryReducer.mouse(event, in: &state)
        case .detail: return DetailReducer.mouse(event, in: &state)
        default: return FeatureRouter.mouse(event, in: &state)
        }
    case .resized(let size):
        state.size = size
        DetailReducer.clamp(&state)
        return LibraryReducer.select(state.library.selected, in: &state)
    case .libraryLoaded(let page):
        return LibraryReducer.pageLoaded(page, in: &state)
    case .categoriesLoaded(let categories):
        state.library.categories = categories
        return []
    case .previewLoaded(let recipe):
        if recipe.id == state.library.selectedSummary?.id { state.library.preview = recipe }
        return []
    case .recipeLoaded(let recipe):
        state.detail = DetailState(recipe: recipe, corrections: state.nutrition.corrections, allergens: state.allergens)
        state.push(.detail)
        return DetailReducer.refreshNutrition(&state) + (recipe.id.map { [.cook(.loadHistory(recipeID: $0))] } ?? [])
    case .householdChanged:
        return LibraryReducer.householdChanged(&state)
    case .recipeSaved(let recipe):
        state.detail = DetailState(recipe: recipe, corrections: state.nutrition.corrections, allergens: state.allergens)
        if state.route != .detail { state.push(.detail) }
        return DetailReducer.refreshNutrition(&state) + LibraryReducer.reload(&state)
    case .folderRead(let summary):
        state.status = StatusMessage("From the library's folder: \(summary)", kind: .info)
        // The week on the plan's grid is read again too: another device may have planned it.
        let week = state.plan.week.map { [Effect.plan(.load(start: $0.start))] } ?? []
        // And the household: an allergy entered on another device marks the recipes here; and
        // the recipe on the detail view, which may be the one that changed.
        let shown = state.route == .detail ? state.detail?.recipe.id.map { [Effect.refreshRecipe(id: $0)] } ?? [] : []
        // And the shopping list (a tick made on a phone in the shop) and the pantry.
        let list = state.shopping.map { [Effect.shopping(.load(source: $0.source))] } ?? []
        return LibraryReducer.refresh(&state) + week + [.household(.load), .pantry(.load)] + shown + list
    case .folderConflicts(let notices):
        return FolderConflictQuestion.received(notices, in: &state)
    case .recipeRefreshed(let recipe):
        // Only a recipe that changed, and still the one shown: the cook keeps their place and
        // the servings they chose.
        guard let old = state.detail, old.recipe.id == recipe.id, old.recipe != recipe else { return [] }
        let chosen = old.servings != (old.recipe.servings ?? 1) ? old.servings : nil
        state.detail = DetailState(recipe: recipe, servings: chosen, multiple: old.multiple, scroll: old.scroll,
                                   corrections: state.nutrition.corrections, allergens: state.allergens)
        DetailReducer.clamp(&state)
        return DetailReducer.refreshNutrition(&state)
    case .cookHistoryLoaded(let recipeID, let history):
        if state.detail?.recipe.id == recipeID { state.detail?.cookHistory = history }
        return []
    case .recipeRated(let id, let stars):
        if state.detail?.recipe.id == id { state.detail?.recipe.rating = stars }
        return []
    case .correctionsChanged(let corrections):
        state.detail?.corrections = corrections
        return reduceAction(&state, .shopping(.recheck)) + DetailReducer.refreshNutrition(&state)
    case .nutritionWorkedOut(let recipe, let nutrition):
        if state.detail?.recipe == recipe { state.detail?.nutrition = nutrition }
        return []
    case .libraryChanged(let change):
        return LibraryReducer.changed(change, in: &state)
    case .effectFailed(let message):
        state.status = StatusMessage(message, kind: .error)
        return []
    case .ticked(let now):
        state.now = now
        return FeatureRouter.ticked(in: &state)
    case .timers(let action): return TimersReducer.reduce(&state, action)
    case .feature(let action): return FeatureRegistry.reduce(action, in: &state)
    case .keepAwake(let action): return KeepAwakeReducer.reduce(&state, action)
    case .pictureRendered(let key, let picture): return PictureReducer.rendered(key, picture, in: &state)
    case .pictureSkipped(let key): return PictureReducer.skipped(key, in: &state)
    }
}

private func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] {
    if key == .ctrl("c") {
        state.isQuitting = true
        return [.quit]
    }
    if key == .ctrl("z") { return [.suspend] }
    if let answered = QuitQuestion.answer(key, in: &state) { return answered }
    if let answered = FolderConflictQuestion.answer(key, in: &state) { return answered }
    if state.showsHelp { return HelpReducer.keyPressed(key, in: &state) }
    // A new key press replaces the last message, as a status line should.
    state.status = nil
    // A ringing timer is silenced by whatever key comes first, on any screen.
    if let silenced = TimersReducer.silenceIfRinging(&state) { return silenced }
    // A prompt or picker a feature has open over the screen (the import's question, the
    // nutrition picker) takes the key first.
    if let effects = FeatureRegistry.overlayKey(key, in: &state) { return effects }
    if state.route == .library && state.library.isEditingSearch {
        return LibraryReducer.reduceSearchKey(&state, key: key)
    }
    if state.route == .detail && state.detail?.servingsInput != nil {
        return DetailReducer.reduceServingsKey(&state, key: key)
    }
    switch state.route {
    case .library, .detail: break
    default: return FeatureRouter.keyPressed(key, in: &state)
    }
    guard let command = KeyMap.command(for: key, on: state.route) else { return [] }
    if let effects = globalCommand(command, in: &state) { return effects }
    switch state.route {
    case .library: return LibraryReducer.reduce(&state, command: command)
    default: return DetailReducer.reduce(&state, command: command)
    }
}

/// Commands that mean the same on every screen; nil when `command` is a screen's own.
func globalCommand(_ command: Command, in state: inout AppState) -> [Effect]? {
    switch command {
    case .help:
        state.showsHelp = true
        state.helpScroll = 0
        return []
    case .show(let route):
        state.push(route)
        return []
    default:
        return nil
    }
}
