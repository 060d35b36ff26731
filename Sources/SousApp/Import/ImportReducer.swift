import SousCore

/// The import feature's part of the reducer: effect results coming back, and the preview's keys.
enum ImportReducer {
    static func reduce(_ state: inout AppState, _ action: ImportAction) -> [Effect] {
        switch action {
        case .editLoaded(let recipe):
            return [.importing(.openEditor(EditorRequest(purpose: .edit, recipe: recipe)))]
        case .editorClosed(let request, let outcome):
            return EditingReducer.editorClosed(request, outcome, in: &state)
        case .recipeSaved(let id, let title, let isNew):
            return EditingReducer.recipeSaved(id: id, title: title, isNew: isNew, in: &state)
        case .recipeDeleted(let deleted):
            return EditingReducer.recipeDeleted(deleted, in: &state)
        case .recipeRestored(let id, let title):
            return EditingReducer.recipeRestored(id: id, title: title, in: &state)
        case .fetched(let source, let recipes, let notes, let betterSource, let alreadyHeld, let sourceText):
            // A cancelled import's late result: nothing opens and nothing is saved.
            guard ImportProgress.isAwaited(source, in: state) else { return [] }
            state.importing?.inProgress = nil
            guard !recipes.isEmpty else {
                state.status = StatusMessage("No recipe found in \(source)", kind: .error)
                return []
            }
            state.importing?.source = source
            state.importing?.preview = recipes
            state.importing?.selected = 0
            state.importing?.scroll = 0
            state.importing?.betterSource = betterSource
            state.importing?.sourceText = sourceText
            state.push(.importPreview)
            if let betterSource {
                // The caption only summed the recipe up: say where the whole of it is, first.
                // The notes hold the address whole if a narrow status line cuts it.
                state.status = StatusMessage("Read “\(recipes[0].title)”; the full recipe is at \(betterSource) (then i, Enter imports it)")
                return []
            }
            if !alreadyHeld.isEmpty {
                // Said first: accepting adds a second copy, and a narrow status line cuts the end.
                let held = "Already in the library: " + alreadyHeld.joined(separator: ", ")
                state.status = StatusMessage(held + (recipes.count == 1 ? " · a adds it again, d drops" : " · a adds one again, d drops"))
                return []
            }
            let read = recipes.count == 1
                ? "Read “\(recipes[0].title)”: a accepts, e edits, d drops"
                : "Read \(recipes.count) recipes: a accepts one, A all, e edits, d drops"
            // A picture not kept is worth a word, never a failed import.
            state.status = StatusMessage(notes.isEmpty ? read : read + " · " + notes.joined(separator: " · "))
            return []
        case .started(let source, let lead):
            if state.importing == nil { state.importing = ImportState() }
            state.importing?.inProgress = source
            state.status = StatusMessage(ImportProgress.text(source, columns: state.size.columns, lead: lead))
            return []
        case .fetchFailed(let source, let message):
            guard ImportProgress.isAwaited(source, in: state) else { return [] }
            state.importing?.inProgress = nil
            state.status = StatusMessage(message, kind: .error)
            return []
        case .importSaved(let titles, let ids):
            let what = titles.count == 1 ? "“\(titles[0])”" : "\(titles.count) recipes"
            state.status = StatusMessage("Imported \(what)", kind: .success)
            // The cursor goes to the new recipe (the first of several), so it can be opened at once.
            let locate = ids.first.map { [Effect.importing(.locate(id: $0, query: state.library.query))] } ?? []
            return EditingReducer.refreshLibrary(&state) + locate
        case .readAgain(let original, let result, let taken):
            guard let index = state.importing?.preview.firstIndex(of: original) else {
                state.status = StatusMessage("That recipe is no longer in the preview: the second reading was not used", kind: .error)
                return []
            }
            state.importing?.preview[index] = result
            state.importing?.selected = index
            state.status = StatusMessage(taken == 1 ? "Took 1 line from the assistant's reading: a accepts the recipe"
                                                    : "Took \(taken) lines from the assistant's reading: a accepts the recipe")
            return []
        case .located(_, let query, let index):
            return LibraryReducer.show(index: index, of: query, in: &state)
        }
    }

    /// Keys on the preview screen, which has no prompts of its own.
    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] {
        guard let command = KeyMap.command(for: key, on: .importPreview) else { return [] }
        if let effects = globalCommand(command, in: &state) { return effects }
        guard var importing = state.importing else {
            state.pop()
            return []
        }
        let layout = ImportPreviewLayout(size: state.size, recipeCount: importing.preview.count)
        var effects: [Effect] = []
        switch command {
        case .moveUp where importing.preview.count == 1, .moveDown where importing.preview.count == 1:
            // Nothing to pick: j/k scroll the one recipe, as on the detail screen.
            importing.scroll += command == .moveUp ? -1 : 1
        case .moveUp, .moveDown:
            let step = command == .moveUp ? -1 : 1
            importing.selected = min(max(0, importing.selected + step), max(0, importing.preview.count - 1))
            importing.scroll = 0
        case .pageUp: importing.scroll -= max(1, layout.bodyHeight - 1)
        case .pageDown: importing.scroll += max(1, layout.bodyHeight - 1)
        case .importing(.accept):
            guard let recipe = importing.selectedRecipe else { break }
            importing.preview.remove(at: importing.selected)
            effects = [.importing(.saveImported([recipe]))]
        case .importing(.acceptAll):
            guard !importing.preview.isEmpty else { break }
            effects = [.importing(.saveImported(importing.preview))]
            importing.preview = []
        case .importing(.drop):
            guard let recipe = importing.selectedRecipe else { break }
            importing.preview.remove(at: importing.selected)
            state.status = StatusMessage("Dropped “\(recipe.title)”")
        case .importing(.nextToCheck), .importing(.previousToCheck):
            guard let detail = importing.selectedDetail else { break }
            let lines = layout.document(detail, people: state.household.everyone)
            let marked = lines.indices.filter { lines[$0].needsCheck }
            guard !marked.isEmpty else {
                state.status = StatusMessage("Every line was read cleanly: nothing marked to check")
                break
            }
            let forward = command == .importing(.nextToCheck)
            // The line at the top of the view is the current one; wrap around at either end.
            let scroll = importing.scroll
            let next: Int
            if forward {
                next = marked.first(where: { $0 > scroll }) ?? marked[0]
            } else {
                next = marked.last(where: { $0 < scroll }) ?? marked[marked.count - 1]
            }
            importing.scroll = next
            let position = (marked.firstIndex(of: next) ?? 0) + 1
            state.status = StatusMessage("Line to check \(position) of \(marked.count): e edits the recipe, a accepts it as it is")
        case .secondReading(.start):
            guard let recipe = importing.selectedRecipe else { break }
            guard recipe.linesToCheck > 0 else {
                state.status = StatusMessage("Every line was read cleanly: nothing for a second reading")
                break
            }
            guard let text = importing.sourceText else {
                state.status = StatusMessage("A second reading needs the text the recipe was read from, which this source does not keep")
                break
            }
            state.importing = importing
            return state.readAgain(recipe, from: text)
        case .importing(.edit):
            guard let recipe = importing.selectedRecipe else { break }
            effects = [.importing(.openEditor(EditorRequest(purpose: .preview(index: importing.selected), recipe: recipe)))]
        case .back:
            let left = importing.preview.count
            importing.preview = []
            state.status = StatusMessage(left == 1 ? "Dropped 1 recipe" : "Dropped \(left) recipes")
        default:
            break
        }
        importing.selected = min(importing.selected, max(0, importing.preview.count - 1))
        importing.scroll = clampedScroll(importing, layout: layout, people: state.household.everyone)
        state.importing = importing
        if importing.preview.isEmpty && state.route == .importPreview {
            state.pop()
            if state.status == nil && effects.isEmpty { state.status = StatusMessage("Nothing imported") }
        }
        return effects
    }

    static func clampedScroll(_ importing: ImportState, layout: ImportPreviewLayout, people: [Person]) -> Int {
        guard let detail = importing.selectedDetail else { return 0 }
        let lines = layout.document(detail, people: people).count
        return min(max(0, importing.scroll), max(0, lines - layout.bodyHeight))
    }
}
