import SousCore

/// A recipe with two versions in the library's folder: a sync engine met a change made on two
/// devices before they met, and kept the other as a copy (`pad-thai.sync-conflict-….cook`).
public struct FolderConflictNotice: Hashable, Sendable {
    /// The copy's path in the folder.
    public var copy: String
    /// The recipe's title ("Pad Thai"), or the file's name.
    public var title: String

    public init(copy: String, title: String) {
        self.copy = copy
        self.title = title
    }
}

/// Which version of a conflict to keep: this library's, the copy's, or both as two recipes.
public enum FolderConflictKeep: String, Hashable, Sendable, CaseIterable {
    case mine, theirs, both
}

/// The conflicts the folder holds, and whether the status line asks about the first.
public struct FolderConflictsState: Hashable, Sendable {
    public var waiting: [FolderConflictNotice] = []
    public var asking = false
    /// The cook pressed another key at the question: it is not asked again until the folder's
    /// conflicts change (`sous folder` still lists them).
    public var putOff = false

    public init() {}
}

/// Asks, in the status line, which version to keep of each recipe the folder holds twice:
/// `m` keeps mine, `t` theirs, `b` both; any other key leaves it for later and does what it
/// does. The question waits for the library at rest (no search or prompt being typed, no other
/// message showing), so a letter typed for something else never answers it.
enum FolderConflictQuestion {
    /// The folder's conflicts as read now: the first is asked about when the library is at rest.
    static func received(_ notices: [FolderConflictNotice], in state: inout AppState) -> [Effect] {
        if notices != state.folderConflicts.waiting { state.folderConflicts.putOff = false }
        state.folderConflicts.waiting = notices
        if notices.isEmpty && state.folderConflicts.asking {
            state.folderConflicts.asking = false
            state.status = nil
        }
        askIfAtRest(&state)
        return []
    }

    /// Puts the question in the status line when a conflict waits, it was not put off, and the
    /// library is at rest with nothing else to say.
    static func askIfAtRest(_ state: inout AppState) {
        let conflicts = state.folderConflicts
        guard let first = conflicts.waiting.first, !conflicts.asking, !conflicts.putOff,
              state.status == nil, state.route == .library, !state.showsHelp, !state.timers.asksToQuit,
              !state.library.isEditingSearch, state.importing?.prompt == nil,
              state.importing?.inProgress == nil else { return }
        state.folderConflicts.asking = true
        state.status = StatusMessage(text(for: first, columns: state.size.columns))
    }

    /// The key after the question: `m`, `t` or `b` settles the conflict; nil for any other key,
    /// which puts the question off and acts as usual.
    static func answer(_ key: Key, in state: inout AppState) -> [Effect]? {
        guard state.folderConflicts.asking, let conflict = state.folderConflicts.waiting.first else { return nil }
        state.folderConflicts.asking = false
        let keep: FolderConflictKeep? = switch key {
        case .char("m"), .char("M"): .mine
        case .char("t"), .char("T"): .theirs
        case .char("b"), .char("B"): .both
        default: nil
        }
        guard let keep else {
            state.folderConflicts.putOff = true
            return nil
        }
        let which = switch keep {
        case .mine: "this version"
        case .theirs: "the other version"
        case .both: "both versions"
        }
        state.status = StatusMessage("Keeping \(which) of \(TerminalText.visibleLine(conflict.title))…")
        return [.resolveFolderConflict(copy: conflict.copy, keep: keep)]
    }

    /// The question, the longest wording that fits the status line.
    static func text(for conflict: FolderConflictNotice, columns: Int) -> String {
        let title = TerminalText.visibleLine(conflict.title)
        let wordings = [
            "2 versions of \(title) in the folder: m keep mine · t keep theirs · b keep both · other key: later",
            "2 versions of \(title): m keep mine · t keep theirs · b keep both",
            "2 versions of \(title): m mine · t theirs · b both",
            "\(title): m mine · t theirs · b both",
        ]
        return StatusMessage.longestFitting(wordings, columns: columns)
    }
}
