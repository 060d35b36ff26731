import Foundation
import SousApp
import SousCore
import SousStore

extension LibraryFolder {
    /// The conflicts as the app asks about them: each copy with its recipe's title.
    public func conflictNotices() -> [FolderConflictNotice] {
        conflicts().map { FolderConflictNotice(copy: $0.copy, title: (try? title(of: $0)) ?? $0.original) }
    }
}

extension EffectRunner {
    /// Keeps one version of a recipe the folder holds twice, or both, and says so; the library
    /// reloads and the next conflict, if any, is asked about.
    func resolveFolderConflict(copy: String, keep: FolderConflictKeep) throws -> [AppAction] {
        guard let folder = try LibraryFolder.bound(database), let conflict = FolderConflict(copy: copy) else {
            return [.effectFailed("That conflict is no longer in the library's folder.")]
        }
        let title = try folder.title(of: conflict)
        let report = try folder.resolve(conflict, keeping: keep)
        let kept = switch keep {
        case .mine: "kept this version of \(title)"
        case .theirs: "kept the other version of \(title)"
        case .both: "kept both versions of \(title)"
        }
        return [.folderRead(kept + (report.summary.map { "; \($0)" } ?? "")), .folderConflicts(folder.conflictNotices())]
    }
}
