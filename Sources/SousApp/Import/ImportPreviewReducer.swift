import SousCore

/// Keys on the import preview, which has no prompts of its own.
enum ImportPreviewReducer {
    static func keyPressed(_ key: Key, in scope: inout FeatureScope<ImportState>) -> [Effect] {
        guard let command = KeyMap.command(for: key, on: .importPreview) else { return [] }
        if scope.global(command) { return [] }
        guard var importing = scope.state else {
            scope.pop()
            return []
        }
        let context = scope.context
        let layout = ImportPreviewLayout(size: context.size, recipeCount: importing.preview.count)
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
            scope.status = StatusMessage("Dropped “\(recipe.title)”")
        case .importing(.nextToCheck), .importing(.previousToCheck):
            guard let detail = importing.selectedDetail else { break }
            let lines = layout.document(detail, people: context.household.everyone)
            let marked = lines.indices.filter { lines[$0].needsCheck }
            guard !marked.isEmpty else {
                scope.status = StatusMessage("Every line was read cleanly: nothing marked to check")
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
            scope.status = StatusMessage("Line to check \(position) of \(marked.count): e edits the recipe, a accepts it as it is")
        case .secondReading(.start):
            guard let recipe = importing.selectedRecipe else { break }
            guard recipe.linesToCheck > 0 else {
                scope.status = StatusMessage("Every line was read cleanly: nothing for a second reading")
                break
            }
            guard let text = importing.sourceText else {
                scope.status = StatusMessage("A second reading needs the text the recipe was read from, which this source does not keep")
                break
            }
            scope.state = importing
            scope.send(.secondReading(.readAgain(recipe, text: text)))
            return []
        case .importing(.edit):
            guard let recipe = importing.selectedRecipe else { break }
            effects = [.importing(.openEditor(EditorRequest(purpose: .preview(index: importing.selected), recipe: recipe)))]
        case .back:
            let left = importing.preview.count
            importing.preview = []
            scope.status = StatusMessage(left == 1 ? "Dropped 1 recipe" : "Dropped \(left) recipes")
        default:
            break
        }
        importing.selected = min(importing.selected, max(0, importing.preview.count - 1))
        importing.scroll = clampedScroll(importing, layout: layout, people: context.household.everyone)
        scope.state = importing
        if importing.preview.isEmpty && context.route == .importPreview {
            scope.pop()
            if scope.status == nil && effects.isEmpty { scope.status = StatusMessage("Nothing imported") }
        }
        return effects
    }

    static func clampedScroll(_ importing: ImportState, layout: ImportPreviewLayout, people: [Person]) -> Int {
        guard let detail = importing.selectedDetail else { return 0 }
        let lines = layout.document(detail, people: people).count
        return min(max(0, importing.scroll), max(0, lines - layout.bodyHeight))
    }
}
