import SousCore

/// `e`, `N`, `D`, `u` and `i` on the library or the detail screen: the recipe they act on is the
/// one the detail view shows, else the library's highlighted one. Editing asks for the editor
/// directly; deleting, undoing and importing are the import feature's, asked with its actions.
enum EditingCommands {
    static func command(_ command: ImportPreviewCommand, in state: inout AppState) -> [Effect] {
        let shown = state.route == .detail ? state.detail?.recipe : nil
        switch command {
        case .edit:
            if let shown, shown.id != nil {
                return [.importing(.openEditor(EditorRequest(purpose: .edit, recipe: shown)))]
            }
            guard let summary = state.library.selectedSummary else { return [] }
            return [.importing(.loadForEditing(id: summary.id))]
        case .newRecipe:
            return [.importing(.openEditor(EditorRequest(purpose: .create, recipe: Recipe(title: ""))))]
        case .delete:
            let target: (id: Int64, title: String)?
            if let shown, let id = shown.id {
                target = (id, shown.title)
            } else {
                target = state.library.selectedSummary.map { ($0.id, $0.title) }
            }
            guard let target else { return [] }
            return reduceAction(&state, .importing(.askDelete(id: target.id, title: target.title)))
        case .undoDelete:
            return reduceAction(&state, .importing(.undoDelete))
        case .importFrom:
            return reduceAction(&state, .importing(.openSourcePrompt))
        case .accept, .acceptAll, .drop, .nextToCheck, .previousToCheck:
            return []
        }
    }
}
