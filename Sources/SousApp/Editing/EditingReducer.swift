import SousCore

/// Editing, deleting and undoing from the library and detail screens, and the prompts those and
/// `i` open in the status line.
enum EditingReducer {
    /// A key while a prompt is open goes to the prompt; with none open, an import under way gets
    /// its Esc (cancel), and any other key goes on to its screen (nil).
    static func promptKey(_ key: Key, in state: inout AppState) -> [Effect]? {
        guard state.route == .library || state.route == .detail else { return nil }
        guard let prompt = state.importing?.prompt else { return ImportProgress.keyPressed(key, in: &state) }
        switch prompt {
        case .confirmDelete(let id, let title):
            state.importing?.prompt = nil
            if key == .char("y") || key == .char("Y") {
                state.status = StatusMessage("Deleting “\(title)”…")
                return [.importing(.deleteRecipe(id: id))]
            }
            state.status = StatusMessage("Kept “\(title)”")
            return []
        case .source(var text):
            switch key {
            case .paste(let pasted) where pasted.split(whereSeparator: \.isNewline).lazy.filter({ $0.contains { !$0.isWhitespace } }).prefix(2).count == 2:
                // Lines of text, not a path: a caption or a recipe pasted whole, read as it is.
                state.importing?.prompt = nil
                state.importing?.inProgress = ImportEffect.pastedSource
                state.status = StatusMessage(ImportProgress.text(ImportEffect.pastedSource, columns: state.size.columns, lead: "Reading"))
                return [.importing(.readPasted(ImportedText.clean(pasted, multiline: true)))]
            case _ where text.edit(key, limit: ImportPrompt.sourceLimit, status: &state.status) != nil: break
            case .escape:
                state.importing?.prompt = nil
                state.status = StatusMessage("Import cancelled")
                return []
            case .enter:
                state.importing?.prompt = nil
                let source = text.text.trimmingCharacters(in: .whitespaces)
                guard !source.isEmpty else {
                    state.status = StatusMessage("Import cancelled")
                    return []
                }
                state.importing?.inProgress = source
                state.status = StatusMessage(ImportProgress.text(source, columns: state.size.columns))
                return [.importing(.fetch(source: source))]
            default: break
            }
            state.importing?.prompt = .source(text)
            state.status = StatusMessage(sourcePromptText(text, columns: state.size.columns))
            return []
        }
    }

    /// The source prompt, showing the end of a long path or URL so the cursor stays in view
    /// (the status line keeps room on the right for the position).
    static func sourcePromptText(_ text: PromptText, columns: Int) -> String {
        let room = max(8, columns - 12)
        let full = ImportPrompt.source(text).text
        guard DisplayWidth.of(full) > room else { return full }
        let short = "Import from: "
        let keep = max(1, room - DisplayWidth.of(short) - 2)
        // The cursor stays in view: the end of what is before it, and what follows as fits.
        let before = text.beforeCursor
        let shown = before.count > keep ? "…" + String(before.suffix(keep)) : before
        return short + shown + "▏" + String(text.afterCursor.prefix(max(0, keep - shown.count)))
    }

    /// `e`, `N`, `D`, `u` and `i` on the library or the detail screen.
    static func command(_ command: ImportPreviewCommand, in state: inout AppState) -> [Effect] {
        switch command {
        case .edit:
            if state.route == .detail, let recipe = state.detail?.recipe, recipe.id != nil {
                return [.importing(.openEditor(EditorRequest(purpose: .edit, recipe: recipe)))]
            }
            guard let summary = state.library.selectedSummary else { return [] }
            return [.importing(.loadForEditing(id: summary.id))]
        case .newRecipe:
            return [.importing(.openEditor(EditorRequest(purpose: .create, recipe: Recipe(title: ""))))]
        case .delete:
            let target: (id: Int64, title: String)?
            if state.route == .detail, let recipe = state.detail?.recipe, let id = recipe.id {
                target = (id, recipe.title)
            } else {
                target = state.library.selectedSummary.map { ($0.id, $0.title) }
            }
            guard let target else { return [] }
            let prompt = ImportPrompt.confirmDelete(id: target.id, title: target.title)
            state.importing = state.importing ?? ImportState(allergens: state.allergens)
            state.importing?.prompt = prompt
            state.status = StatusMessage(prompt.text)
            return []
        case .undoDelete:
            guard let deleted = state.importing?.lastDeleted else {
                state.status = StatusMessage("Nothing to undo")
                return []
            }
            return [.importing(.restoreRecipe(deleted))]
        case .importFrom:
            if let source = state.importing?.inProgress {
                state.status = StatusMessage(ImportProgress.text(source, columns: state.size.columns, lead: "Still importing"))
                return []
            }
            state.importing = state.importing ?? ImportState(allergens: state.allergens)
            // A caption's link to the full recipe is offered once, typed in for the user.
            let offered = String((state.importing?.betterSource ?? "").prefix(ImportPrompt.sourceLimit))
            state.importing?.betterSource = nil
            state.importing?.prompt = .source(.prefilled(offered))
            state.status = StatusMessage(sourcePromptText(.prefilled(offered), columns: state.size.columns))
            return []
        case .accept, .acceptAll, .drop, .nextToCheck, .previousToCheck:
            return []
        }
    }

    /// The editor closed: save what changed, keeping what the file does not own.
    static func editorClosed(_ request: EditorRequest, _ outcome: EditorOutcome, in state: inout AppState) -> [Effect] {
        switch outcome {
        case .unchanged:
            state.status = StatusMessage(request.purpose == .create ? "Nothing written: no recipe added" : "No changes")
            return []
        case .emptied:
            state.status = StatusMessage(request.purpose == .create ? "Emptied: no recipe added" : "Emptied: nothing changed")
            return []
        case .failed(let message):
            state.status = StatusMessage(message, kind: .error)
            return []
        case .changed(var recipe):
            // The editor's Cooklang text holds no picture: the recipe keeps the one it had.
            if recipe.image == nil { recipe.image = request.recipe.image }
            recipe = ProvenanceCarry.carried(from: request.recipe, into: recipe)
            switch request.purpose {
            case .edit:
                // The editor shows rating and favourite, but they belong to the library's own marks.
                recipe.id = request.recipe.id
                recipe.favorite = request.recipe.favorite
                recipe.rating = request.recipe.rating
                recipe.created = request.recipe.created
                return [.importing(.saveRecipe(recipe))]
            case .create:
                recipe.id = nil
                recipe.created = nil
                recipe.updated = nil
                return [.importing(.saveRecipe(recipe))]
            case .preview(let index):
                guard state.importing?.preview.indices.contains(index) == true else { return [] }
                state.importing?.preview[index] = recipe
                state.status = StatusMessage("Edited “\(recipe.title)”: a accepts it")
                return []
            }
        }
    }

    static func recipeSaved(id: Int64, title: String, isNew: Bool, in state: inout AppState) -> [Effect] {
        state.status = StatusMessage(isNew ? "Added “\(title)”" : "Saved “\(title)”", kind: .success)
        var effects = refreshLibrary(&state)
        if isNew || state.detail?.recipe.id == id { effects.append(.loadRecipe(id: id)) }
        return effects
    }

    static func recipeDeleted(_ deleted: DeletedRecipe, in state: inout AppState) -> [Effect] {
        let recipe = deleted.recipe
        state.importing = state.importing ?? ImportState(allergens: state.allergens)
        state.importing?.lastDeleted = deleted
        state.status = StatusMessage("Deleted “\(recipe.title)” · u brings it back", kind: .success)
        if state.route == .detail, state.detail?.recipe.id == recipe.id {
            state.pop()
            if state.route == .library { state.detail = nil }
        }
        return refreshLibrary(&state)
    }

    static func recipeRestored(id: Int64, title: String, in state: inout AppState) -> [Effect] {
        state.importing?.lastDeleted = nil
        state.status = StatusMessage("Restored “\(title)”", kind: .success)
        return refreshLibrary(&state)
    }

    /// Reloads the rows on screen and the preview, keeping the highlight where it is.
    static func refreshLibrary(_ state: inout AppState) -> [Effect] {
        state.library.preview = nil
        let offset = state.library.page.offset
        state.library.requestedOffset = offset
        return [.loadCategories, .loadLibrary(state.library.query, offset: offset, limit: LibraryState.pageSize)]
    }
}
