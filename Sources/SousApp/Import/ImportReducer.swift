import SousCore

/// The import and editing feature's reducer: effect results coming back, the questions the
/// library and detail screens ask of it, and the preview's keys. What it changes in the library
/// and the detail view it asks for with `.libraryChanged`.
enum ImportReducer {
    static func reduce(_ action: ImportAction, in scope: inout FeatureScope<ImportState>) -> [Effect] {
        switch action {
        case .editLoaded(let recipe):
            return [.importing(.openEditor(EditorRequest(purpose: .edit, recipe: recipe)))]
        case .editorClosed(let request, let outcome):
            return editorClosed(request, outcome, in: &scope)
        case .recipeSaved(let id, let title, let isNew):
            scope.status = StatusMessage(isNew ? "Added “\(title)”" : "Saved “\(title)”", kind: .success)
            scope.send(.libraryChanged(.written(id: id, isNew: isNew)))
        case .recipeDeleted(let deleted):
            scope.state = scope.state ?? ImportState(allergens: scope.context.allergens)
            scope.state?.lastDeleted = deleted
            scope.status = StatusMessage("Deleted “\(deleted.recipe.title)” · u brings it back", kind: .success)
            scope.send(.libraryChanged(.removed(id: deleted.recipe.id)))
        case .recipeRestored(_, let title):
            scope.state?.lastDeleted = nil
            scope.status = StatusMessage("Restored “\(title)”", kind: .success)
            scope.send(.libraryChanged(.restored))
        case .fetched(let source, let recipes, let notes, let betterSource, let alreadyHeld, let sourceText):
            // A cancelled import's late result: nothing opens and nothing is saved.
            guard ImportProgress.isAwaited(source, in: scope.state) else { return [] }
            scope.state?.inProgress = nil
            guard !recipes.isEmpty else {
                scope.status = StatusMessage("No recipe found in \(source)", kind: .error)
                return []
            }
            scope.state?.source = source
            scope.state?.preview = recipes
            scope.state?.selected = 0
            scope.state?.scroll = 0
            scope.state?.betterSource = betterSource
            scope.state?.sourceText = sourceText
            scope.push(.importPreview)
            scope.status = StatusMessage(readMessage(recipes, notes: notes, betterSource: betterSource, alreadyHeld: alreadyHeld))
        case .started(let source, let lead):
            if scope.state == nil { scope.state = ImportState() }
            scope.state?.inProgress = source
            scope.status = StatusMessage(ImportProgress.text(source, columns: scope.context.size.columns, lead: lead))
        case .fetchFailed(let source, let message):
            guard ImportProgress.isAwaited(source, in: scope.state) else { return [] }
            scope.state?.inProgress = nil
            scope.status = StatusMessage(message, kind: .error)
        case .importSaved(let titles, let ids):
            let what = titles.count == 1 ? "“\(titles[0])”" : "\(titles.count) recipes"
            scope.status = StatusMessage("Imported \(what)", kind: .success)
            scope.send(.libraryChanged(.imported(firstID: ids.first)))
        case .readAgain(let original, let result, let taken):
            guard let index = scope.state?.preview.firstIndex(of: original) else {
                scope.status = StatusMessage("That recipe is no longer in the preview: the second reading was not used", kind: .error)
                return []
            }
            scope.state?.preview[index] = result
            scope.state?.selected = index
            scope.status = StatusMessage(taken == 1 ? "Took 1 line from the assistant's reading: a accepts the recipe"
                                                    : "Took \(taken) lines from the assistant's reading: a accepts the recipe")
        case .located(_, let query, let index):
            scope.send(.libraryChanged(.located(query: query, index: index)))
        case .askDelete(let id, let title):
            let prompt = ImportPrompt.confirmDelete(id: id, title: title)
            scope.state = scope.state ?? ImportState(allergens: scope.context.allergens)
            scope.state?.prompt = prompt
            scope.status = StatusMessage(prompt.text)
        case .undoDelete:
            guard let deleted = scope.state?.lastDeleted else {
                scope.status = StatusMessage("Nothing to undo")
                return []
            }
            return [.importing(.restoreRecipe(deleted))]
        case .openSourcePrompt:
            if let source = scope.state?.inProgress {
                scope.status = StatusMessage(ImportProgress.text(source, columns: scope.context.size.columns, lead: "Still importing"))
                return []
            }
            var importing = scope.state ?? ImportState(allergens: scope.context.allergens)
            // A caption's link to the full recipe is offered once, typed in for the user.
            let offered = String((importing.betterSource ?? "").prefix(ImportPrompt.sourceLimit))
            importing.betterSource = nil
            importing.prompt = .source(.prefilled(offered))
            scope.state = importing
            scope.status = StatusMessage(ImportPromptKeys.sourcePromptText(.prefilled(offered), columns: scope.context.size.columns))
        }
        return []
    }

    /// What the status line says when recipes were read into the preview.
    private static func readMessage(_ recipes: [Recipe], notes: [String], betterSource: String?, alreadyHeld: [String]) -> String {
        if let betterSource {
            // The caption only summed the recipe up: say where the whole of it is, first.
            // The notes hold the address whole if a narrow status line cuts it.
            return "Read “\(recipes[0].title)”; the full recipe is at \(betterSource) (then i, Enter imports it)"
        }
        if !alreadyHeld.isEmpty {
            // Said first: accepting adds a second copy, and a narrow status line cuts the end.
            let held = "Already in the library: " + alreadyHeld.joined(separator: ", ")
            return held + (recipes.count == 1 ? " · a adds it again, d drops" : " · a adds one again, d drops")
        }
        let read = recipes.count == 1
            ? "Read “\(recipes[0].title)”: a accepts, e edits, d drops"
            : "Read \(recipes.count) recipes: a accepts one, A all, e edits, d drops"
        // A picture not kept is worth a word, never a failed import.
        return notes.isEmpty ? read : read + " · " + notes.joined(separator: " · ")
    }

    /// The editor closed: save what changed, keeping what the file does not own.
    private static func editorClosed(_ request: EditorRequest, _ outcome: EditorOutcome, in scope: inout FeatureScope<ImportState>) -> [Effect] {
        switch outcome {
        case .unchanged:
            scope.status = StatusMessage(request.purpose == .create ? "Nothing written: no recipe added" : "No changes")
            return []
        case .emptied:
            scope.status = StatusMessage(request.purpose == .create ? "Emptied: no recipe added" : "Emptied: nothing changed")
            return []
        case .failed(let message):
            scope.status = StatusMessage(message, kind: .error)
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
                guard scope.state?.preview.indices.contains(index) == true else { return [] }
                scope.state?.preview[index] = recipe
                scope.status = StatusMessage("Edited “\(recipe.title)”: a accepts it")
                return []
            }
        }
    }
}
