import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SousApp
import SousCore
import SousFormats
import SousStore

/// A copy a sync engine made of a file changed on two devices before they met: Syncthing's
/// `pad-thai.sync-conflict-20261126-143000-ABCDEFG.cook`, Dropbox's and Nextcloud's
/// `pad-thai (conflicted copy 2026-11-26).cook`, Nextcloud's `pad-thai (conflict 2026-11-26).cook`.
/// It is never read as a recipe; the household chooses which version to keep:
/// "mine" (the file the library reads), "theirs" (the copy, read into the same recipe) or both
/// (the copy becomes a recipe of its own).
public struct FolderConflict: Equatable, Sendable {
    /// The copy's path in the folder.
    public let copy: String
    /// The path of the file it is a version of.
    public let original: String

    /// Which version to keep: the app's own choice, so the question and the command are one.
    public typealias Keep = FolderConflictKeep

    public init?(copy: String) {
        guard let original = Self.original(of: copy) else { return nil }
        self.copy = copy
        self.original = original
    }

    /// The file a conflict copy is a version of: its name without the engine's mark.
    static func original(of copy: String) -> String? {
        let folder = (copy as NSString).deletingLastPathComponent
        let name = (copy as NSString).lastPathComponent
        let patterns = [#"\.sync-conflict-[0-9]{8}-[0-9]{6}-[A-Za-z0-9]+"#, #" \([^()]*conflicted copy[^()]*\)"#, #" \(conflict[^()]*\)"#]
        for pattern in patterns {
            if let range = name.range(of: pattern, options: [.regularExpression, .caseInsensitive]) {
                var original = name
                original.removeSubrange(range)
                return folder.isEmpty ? original : folder + "/" + original
            }
        }
        return nil
    }
}

extension LibraryFolder {
    /// The conflict copies in the folder, each with the file it is a version of.
    public func conflicts() -> [FolderConflict] {
        FolderListing.files(under: root).filter { FolderListing.isConflictCopy($0.path) }.compactMap { FolderConflict(copy: $0.path) }
            .sorted { $0.copy < $1.copy }
    }

    /// "Pad Thai": the title the library knows the original by, else its file's name.
    public func title(of conflict: FolderConflict) throws -> String {
        if let id = try database.folderFiles()[conflict.original]?.recipeID, let recipe = try database.recipe(id: id) {
            return recipe.title
        }
        return (conflict.original as NSString).lastPathComponent
    }

    /// Keeps one version, or both, and reads the folder again. "mine" removes the copy;
    /// "theirs" puts the copy in the original's place, read into the same recipe (plans keep
    /// it); "both" gives the copy a name of its own, read as another recipe (recipes only).
    @discardableResult
    public func resolve(_ conflict: FolderConflict, keeping keep: FolderConflict.Keep) throws -> Report {
        let copy = root.appendingPathComponent(conflict.copy)
        guard FileManager.default.fileExists(atPath: copy.path) else {
            throw ServiceFailure("\(TerminalText.visibleName(conflict.copy)) is not in the folder")
        }
        do {
            switch keep {
            case .mine:
                try FileManager.default.removeItem(at: copy)
            case .theirs:
                // rename(2) puts it in place whole, over the original when there is one.
                guard rename(copy.path, root.appendingPathComponent(conflict.original).path) == 0 else {
                    throw ServiceFailure("cannot keep theirs for \(TerminalText.visibleName(conflict.copy)): \(String(cString: strerror(errno)))")
                }
                // The copy may have the original's size and time: read it whatever they say.
                try database.markFolderFileChanged(conflict.original)
            case .both:
                guard conflict.original.lowercased().hasSuffix(".cook") else {
                    throw ServiceFailure("only a recipe can be kept twice; keep mine or theirs for \(TerminalText.visibleName(conflict.original))")
                }
                let folder = (conflict.original as NSString).deletingLastPathComponent
                let taken = Set(FolderListing.files(under: root).map { ($0.path as NSString).lastPathComponent })
                let base = ((conflict.original as NSString).lastPathComponent as NSString).deletingPathExtension
                let name = SafeFileName.make(base + " 2", extension: "cook", avoiding: taken)
                try FileManager.default.moveItem(at: copy, to: root.appendingPathComponent(folder.isEmpty ? name : folder + "/" + name))
            }
        } catch let failure as ServiceFailure {
            throw failure
        } catch {
            throw ServiceFailure("cannot keep \(keep.rawValue) for \(TerminalText.visibleName(conflict.copy)): \(error.localizedDescription)")
        }
        return try sync()
    }
}
