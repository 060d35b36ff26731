import SousCore

/// The import feature's overlay on the library and detail screens: the question or text field
/// open in the status line takes every key; with none open, an import under way gets its Esc
/// (cancel) and any other key goes on to the screen.
enum ImportPromptKeys {
    /// Whether the feature has a prompt or an import under way over `route`.
    static func isOpen(_ importing: ImportState?, on route: Route) -> Bool {
        (route == .library || route == .detail) && (importing?.prompt != nil || importing?.inProgress != nil)
    }

    /// A key for the prompt, or the progress; nil when it goes on to the screen.
    static func key(_ key: Key, in scope: inout FeatureScope<ImportState>) -> [Effect]? {
        guard let prompt = scope.state?.prompt else { return ImportProgress.keyPressed(key, in: &scope) }
        let columns = scope.context.size.columns
        switch prompt {
        case .confirmDelete(let id, let title):
            scope.state?.prompt = nil
            if key == .char("y") || key == .char("Y") {
                scope.status = StatusMessage("Deleting “\(title)”…")
                return [.importing(.deleteRecipe(id: id))]
            }
            scope.status = StatusMessage("Kept “\(title)”")
            return []
        case .source(var text):
            switch key {
            case .paste(let pasted) where pasted.split(whereSeparator: \.isNewline).lazy.filter({ $0.contains { !$0.isWhitespace } }).prefix(2).count == 2:
                // Lines of text, not a path: a caption or a recipe pasted whole, read as it is.
                scope.state?.prompt = nil
                scope.state?.inProgress = ImportEffect.pastedSource
                scope.status = StatusMessage(ImportProgress.text(ImportEffect.pastedSource, columns: columns, lead: "Reading"))
                return [.importing(.readPasted(ImportedText.clean(pasted, multiline: true)))]
            case _ where text.edit(key, limit: ImportPrompt.sourceLimit, status: &scope.status) != nil: break
            case .escape:
                scope.state?.prompt = nil
                scope.status = StatusMessage("Import cancelled")
                return []
            case .enter:
                scope.state?.prompt = nil
                let source = text.text.trimmingCharacters(in: .whitespaces)
                guard !source.isEmpty else {
                    scope.status = StatusMessage("Import cancelled")
                    return []
                }
                scope.state?.inProgress = source
                scope.status = StatusMessage(ImportProgress.text(source, columns: columns))
                return [.importing(.fetch(source: source))]
            default: break
            }
            scope.state?.prompt = .source(text)
            scope.status = StatusMessage(sourcePromptText(text, columns: columns))
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
}
