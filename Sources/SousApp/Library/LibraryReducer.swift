import SousCore

/// The library screen's part of the reducer: moving, paging, searching, filtering and sorting.
enum LibraryReducer {
    static func reduce(_ state: inout AppState, command: Command) -> [Effect] {
        if let editing = command.feature(ImportPreviewCommand.self) { return EditingCommands.command(editing, in: &state) }
        let count = state.library.total
        let pageRows = LibraryLayout(size: state.size).listHeight
        switch command {
        case .moveUp: return select(state.library.selected - 1, in: &state)
        case .moveDown: return select(state.library.selected + 1, in: &state)
        case .pageUp: return select(state.library.selected - pageRows, in: &state)
        case .pageDown: return select(state.library.selected + pageRows, in: &state)
        case .top: return select(0, in: &state)
        case .bottom: return select(count - 1, in: &state)
        case .open:
            guard let summary = state.library.selectedSummary else { return [] }
            return [.loadRecipe(id: summary.id)]
        case .search:
            state.library.isEditingSearch = true
            // A search already there is selected: typing starts a new one, a cursor key edits it.
            state.library.searchInput = .prefilled(state.library.query.search)
            return []
        case .cycleCategory:
            let categories = state.library.categories
            let next: String?
            if let current = state.library.query.category, let index = categories.firstIndex(of: current) {
                next = index + 1 < categories.count ? categories[index + 1] : nil
            } else {
                next = categories.first
            }
            state.library.query.category = next
            state.status = StatusMessage(next.map { "Category: \($0)" } ?? "All categories")
            return reload(&state)
        case .toggleFavoritesFilter:
            state.library.query.favoritesOnly.toggle()
            state.status = StatusMessage(state.library.query.favoritesOnly ? "Favourites only" : "All recipes")
            return reload(&state)
        case .cycleSort:
            let all = LibrarySort.allCases
            let index = all.firstIndex(of: state.library.query.sort) ?? 0
            state.library.query.sort = all[(index + 1) % all.count]
            state.status = StatusMessage("Sorted by \(state.library.query.sort.label)")
            return reload(&state)
        case .cycleSafetyFilter:
            let next = SafetyFilterChoices.next(after: state.library.query.safety, in: state.household)
            state.library.query.safety = next
            state.status = StatusMessage(next.map { "Only recipes \($0.label.hasPrefix("safe") ? "" : "that are ")\($0.label)" } ?? "All recipes, whatever they contain")
            return reload(&state)
        case .adaptRecipe:
            guard let recipe = state.library.preview, recipe.id == state.library.selectedSummary?.id else { return [] }
            return HouseholdReducer.adapt(recipe, lines: state.allergens.detector.check(recipe, corrections: state.nutrition.corrections),
                                          household: state.household, status: &state.status)
        case .toggleFavorite:
            guard let summary = state.library.selectedSummary else { return [] }
            return RecipeMarks.setFavorite(!summary.favorite, id: summary.id, in: &state)
        case .rate(let stars):
            guard let summary = state.library.selectedSummary else { return [] }
            return RecipeMarks.setRating(stars, id: summary.id, in: &state)
        case .back:
            let query = state.library.query
            if !state.library.marked.isEmpty {
                state.library.marked = []
                state.status = StatusMessage("Marks cleared")
                return []
            }
            guard !query.search.isEmpty || query.category != nil || query.favoritesOnly || query.safety != nil else { return [] }
            state.library.query = LibraryQuery(sort: query.sort)
            state.status = StatusMessage("Showing all recipes")
            return reload(&state)
        case .quit:
            return QuitQuestion.quit(&state)
        case .settings(.open):
            state.push(.settings)
            return [.settings(.load)]
        case .plan(.addToPlan):
            guard let summary = state.library.selectedSummary else { return [] }
            return reduceAction(&state, .plan(.place(summary, servings: nil)))
        case .timeline(.mark):
            guard let summary = state.library.selectedSummary else { return [] }
            if let index = state.library.marked.firstIndex(where: { $0.id == summary.id }) {
                state.library.marked.remove(at: index)
            } else {
                state.library.marked.append(MarkedRecipe(id: summary.id, title: summary.title))
            }
            let count = state.library.marked.count
            state.status = StatusMessage(count == 0 ? "No recipes marked"
                : "\(count) marked for a timeline: @ lays them out from a serve time · Esc clears the marks")
            return select(state.library.selected + 1, in: &state)
        case .timeline(.plan):
            let chosen = state.library.marked.isEmpty
                ? state.library.selectedSummary.map { [MarkedRecipe(id: $0.id, title: $0.title)] } ?? []
                : state.library.marked
            return TimelineReducer.choose(chosen.map { ($0.id, $0.title) }, slot: nil, day: nil, status: &state.status)
        default:
            return []
        }
    }

    /// Keys while the search line has the focus: text goes into the query, which reloads at once.
    static func reduceSearchKey(_ state: inout AppState, key: Key) -> [Effect] {
        var input = state.library.searchLine
        if let changed = input.edit(key, limit: LibraryState.searchLimit, status: &state.status) {
            state.library.searchInput = input
            guard changed else { return [] }
            state.library.query.search = input.text
            return reload(&state)
        }
        switch key {
        case .escape:
            state.library.isEditingSearch = false
            guard !state.library.query.search.isEmpty else { return [] }
            state.library.query.search = ""
            return reload(&state)
        case .enter:
            state.library.isEditingSearch = false
            return reduce(&state, command: .open)
        case .tab:
            state.library.isEditingSearch = false
            return []
        case .up, .down, .pageUp, .pageDown:
            state.library.isEditingSearch = false
            let command: Command = key == .up ? .moveUp : key == .down ? .moveDown : key == .pageUp ? .pageUp : .pageDown
            return reduce(&state, command: command)
        default:
            return []
        }
    }

    static func mouse(_ event: MouseEvent, in state: inout AppState) -> [Effect] {
        let layout = LibraryLayout(size: state.size)
        switch event.kind {
        case .wheelUp: return select(state.library.selected - 3, in: &state)
        case .wheelDown: return select(state.library.selected + 3, in: &state)
        case .press:
            let listRow = event.row - LibraryLayout.listTop
            guard listRow >= 0, listRow < layout.listHeight, event.column < layout.listWidth else { return [] }
            let index = state.library.scrollTop + listRow
            guard index < state.library.total else { return [] }
            if index == state.library.selected { return reduce(&state, command: .open) }
            return select(index, in: &state)
        }
    }

    /// People changed: a filter built from them is rebuilt, so "safe for Sam" follows Sam's allergies.
    static func householdChanged(_ state: inout AppState) -> [Effect] {
        guard let current = state.library.query.safety else { return [] }
        let choices = SafetyFilterChoices.all(for: state.household)
        state.library.query.safety = choices.first { $0.label == current.label }
        if state.library.query.safety == nil {
            state.status = StatusMessage("Filter \u{201C}\(current.label)\u{201D} no longer applies: showing all recipes")
        }
        return reload(&state)
    }

    /// Starts the query over from the first row.
    static func reload(_ state: inout AppState) -> [Effect] {
        state.library.selected = 0
        state.library.scrollTop = 0
        state.library.requestedOffset = 0
        return [.loadLibrary(state.library.query, offset: 0, limit: LibraryState.pageSize)]
    }

    /// Puts the cursor on row `index` of `query` (which becomes the library's query), with the
    /// row in view, and asks for the rows around it.
    static func show(index: Int, of query: LibraryQuery, in state: inout AppState) -> [Effect] {
        if query != state.library.query {
            state.library.query = query
            state.library.isEditingSearch = false
            state.library.page = LibraryPage(query: query, offset: 0, total: 0, items: [])
        }
        let height = LibraryLayout(size: state.size).listHeight
        state.library.selected = max(0, index)
        // The row in the middle of the list, so what is around it shows too.
        state.library.scrollTop = max(0, index - height / 2)
        state.library.preview = nil
        let offset = max(0, state.library.scrollTop - LibraryState.pageSize / 4)
        state.library.requestedOffset = offset
        return [.loadLibrary(query, offset: offset, limit: LibraryState.pageSize)]
    }

    static func pageLoaded(_ page: LibraryPage, in state: inout AppState) -> [Effect] {
        guard page.query == state.library.query else { return [] }
        state.library.page = page
        state.library.requestedOffset = nil
        return select(state.library.selected, in: &state)
    }

    /// Moves the highlight (clamped), keeps it visible, and asks for rows or a preview it lacks.
    static func select(_ index: Int, in state: inout AppState) -> [Effect] {
        let total = state.library.total
        let height = LibraryLayout(size: state.size).listHeight
        let selected = min(max(0, index), max(0, total - 1))
        state.library.selected = selected
        var top = state.library.scrollTop
        if selected < top { top = selected }
        if selected >= top + height { top = selected - height + 1 }
        top = min(top, max(0, total - height))
        state.library.scrollTop = max(0, top)
        return loadMissingRows(&state) + loadPreview(&state)
    }

    static func loadMissingRows(_ state: inout AppState) -> [Effect] {
        let library = state.library
        let height = LibraryLayout(size: state.size).listHeight
        let last = min(library.total, library.scrollTop + height) - 1
        guard last >= 0 else { return [] }
        if library.page.contains(index: library.scrollTop) && library.page.contains(index: last) { return [] }
        let offset = max(0, library.scrollTop - LibraryState.pageSize / 4)
        guard library.requestedOffset != offset else { return [] }
        state.library.requestedOffset = offset
        return [.loadLibrary(library.query, offset: offset, limit: LibraryState.pageSize)]
    }

    static func loadPreview(_ state: inout AppState) -> [Effect] {
        guard LibraryLayout(size: state.size).showsPreview else { return [] }
        guard let summary = state.library.selectedSummary else {
            if state.library.total == 0 { state.library.preview = nil }
            return []
        }
        if state.library.preview?.id == summary.id { return [] }
        return [.loadPreview(id: summary.id)]
    }
}
