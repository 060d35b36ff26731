import SousCore

/// An import running off the loop, as the library and detail screens see it: its line in the
/// status bar, and Esc to cancel it. The reading itself cannot be interrupted from here, so a
/// cancelled import is forgotten and its result, when it comes, is dropped (see `isAwaited`).
enum ImportProgress {
    static let cancelHint = " · Esc cancel"

    /// A key on the library or detail screen while no prompt is open: Esc cancels an import under
    /// way, any other key goes on to the screen (nil) with the progress kept in the status line.
    /// While the search field or the servings field is open, the bar shows that field and Esc is its.
    static func keyPressed(_ key: Key, in scope: inout FeatureScope<ImportState>) -> [Effect]? {
        guard let source = scope.state?.inProgress else { return nil }
        if key == .escape && !scope.context.screenFieldOpen {
            scope.state?.inProgress = nil
            scope.status = StatusMessage("Import cancelled")
            return [.importing(.cancelFetch(source: source))]
        }
        scope.status = StatusMessage(text(source, columns: scope.context.size.columns))
        return nil
    }

    /// Whether a result read from `source` is for the import under way; false once it was cancelled.
    static func isAwaited(_ source: String, in importing: ImportState?) -> Bool {
        importing?.inProgress == source
    }

    /// "Importing soup.cook… · Esc cancel", the source shortened to its end so that the hint stays
    /// in view (the status line keeps room on the right for the position).
    static func text(_ source: String, columns: Int, lead: String = "Importing") -> String {
        let room = max(8, columns - 12) - DisplayWidth.of(lead + " …" + cancelHint)
        let shown: String
        if DisplayWidth.of(source) <= room {
            shown = " " + source
        } else if room >= 8 {
            shown = " …" + String(source.suffix(room - 1))
        } else {
            shown = ""
        }
        return lead + shown + "…" + cancelHint
    }
}
