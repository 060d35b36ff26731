import Foundation
import SousCore
import SousFormats
import SousStore

/// Writes a library's recipes into its bound folder as Cooklang, each file whole (a temporary
/// file and a rename) and only when its text changes; the picture beside it under the same name.
///
/// A file changed in the folder since sous last read it (another device's edit, not yet read)
/// is never overwritten: the library's version goes beside it as a conflict copy, named as
/// Syncthing names them, so both are kept and shown.
struct CooklangFolderWriter: FolderFileWriter {
    let root: URL
    /// Files already in the folder, by content hash, that a recipe with the very same text takes
    /// as its own instead of being written again (binding a second device's library to a folder
    /// that already holds the same recipes).
    var adoptable: [String: String] = [:]
    var now: @Sendable () -> Date = { Date() }

    func write(_ recipe: Recipe, over existing: FolderFile?, avoiding taken: Set<String>) throws -> FolderFile {
        // Looked at once: the layout is kept from it, and a file changed elsewhere is not overwritten.
        let asLastSeen = existing.map(isAsLastSeen)
        let data = Data(text(of: recipe, over: asLastSeen == true ? existing : nil).utf8)
        let hash = ContentHash.of(data)
        if existing == nil, let path = adoptable[hash], !taken.contains(path),
           let stamp = Self.stamp(of: root.appendingPathComponent(path)) {
            return FolderFile(path: path, recipeID: recipe.id, size: stamp.size, modified: stamp.modified, hash: hash)
        }
        let file = try writeWhole(data, hash: hash, to: existing?.path ?? freeName(for: recipe.title, avoiding: taken),
                                  over: existing, asLastSeen: asLastSeen, recipeID: recipe.id)
        try writePicture(of: recipe, besides: file.path)
        return file
    }

    /// The recipe's text: over a file as sous last saw it (`unchanged`), the file's own layout is
    /// kept where it still says the same (a rating changed in sous leaves the steps as the cook
    /// wrote them).
    private func text(of recipe: Recipe, over unchanged: FolderFile?) -> String {
        guard let existing = unchanged, existing.size <= LibraryFolder.maximumFileBytes,
              let data = try? Data(contentsOf: root.appendingPathComponent(existing.path)),
              let current = String(data: data, encoding: .utf8) else { return CooklangWriter.write(recipe) }
        return CooklangWriter.write(recipe, keepingTheLayoutOf: current, fileName: (existing.path as NSString).lastPathComponent)
    }

    func writeMenu(_ week: MenuWeek, path: String, over existing: FolderFile?) throws -> FolderFile? {
        guard !week.meals.isEmpty else {
            if let existing { try remove(existing) }
            return nil
        }
        return try writeText(CooklangMenu.write(week), to: path, over: existing)
    }

    func writeHousehold(_ people: [Person], over existing: FolderFile?) throws -> FolderFile {
        try writeText(HouseholdFile.write(people), to: HouseholdFile.path, over: existing)
    }

    func writePantry(_ entries: [PantryFileEntry], staples: [String], over existing: FolderFile?) throws -> FolderFile {
        try writeText(CooklangPantry.write(entries, staples: staples), to: CooklangPantry.path, over: existing)
    }

    func writeAisles(_ aisles: [String: Aisle], names: [String: [String]], over existing: FolderFile?) throws -> FolderFile {
        // The file's own lines as they are now (other categories, comments, foods sous has no
        // aisle for) are kept.
        let current = (try? String(contentsOf: root.appendingPathComponent(AisleFile.path), encoding: .utf8)) ?? ""
        return try writeText(AisleFile.update(current, with: aisles, names: names), to: AisleFile.path, over: existing)
    }

    func writeShoppingList(_ list: ShoppingListFile, over existing: FolderFile?) throws -> FolderFile {
        try writeText(list.text, to: ShoppingListFile.path, over: existing)
    }

    /// Appends to the log in place (never a temporary file and a rename: another device's lines
    /// arriving meanwhile are kept), as the Cooklang apps do.
    func appendShoppingChecks(_ lines: String, over existing: FolderFile?) throws -> FolderFile? {
        let url = root.appendingPathComponent(ShoppingCheckLog.path)
        let readBefore = existing.map(isAsLastSeen) ?? !FileManager.default.fileExists(atPath: url.path)
        if !FileManager.default.fileExists(atPath: url.path) {
            try ServiceFailure.writeWhole(Data(), to: url)
        }
        do {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(lines.utf8))
        } catch {
            throw ServiceFailure("cannot add to \(ShoppingCheckLog.path) in the library's folder: \(error.localizedDescription)")
        }
        // Lines another device added that sous has not read: the next scan reads the whole log.
        guard readBefore, let stamp = Self.stamp(of: url), let data = try? Data(contentsOf: url) else { return nil }
        return FolderFile(path: ShoppingCheckLog.path, recipeID: nil, size: stamp.size, modified: stamp.modified, hash: ContentHash.of(data))
    }

    private func writeText(_ text: String, to path: String, over existing: FolderFile?) throws -> FolderFile {
        let data = Data(text.utf8)
        return try writeWhole(data, hash: ContentHash.of(data), to: path, over: existing)
    }

    /// Writes a file whole at `path` when its content changed; beside `existing` as a conflict
    /// copy when that changed elsewhere since sous last saw it. Returns the file as it now is.
    /// `asLastSeen` is whether `existing` is as sous last saw it, when the caller already looked.
    private func writeWhole(_ data: Data, hash: String, to path: String, over existing: FolderFile?,
                            asLastSeen: Bool? = nil, recipeID: Int64? = nil) throws -> FolderFile {
        var target = path
        if let existing, !(asLastSeen ?? isAsLastSeen(existing)) {
            target = conflictName(for: existing.path)
        } else if let existing, existing.hash == hash {
            return existing
        }
        let url = root.appendingPathComponent(target)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ServiceFailure.writeWhole(data, to: url)
        guard let stamp = Self.stamp(of: url) else { throw ServiceFailure("\(TerminalText.visibleName(target)) vanished as it was written") }
        return FolderFile(path: target, recipeID: recipeID, size: stamp.size, modified: stamp.modified, hash: hash)
    }

    func remove(_ file: FolderFile) throws {
        // Changed elsewhere since sous last saw it: that edit wins, and the next scan reads it back.
        guard isAsLastSeen(file) else { return }
        let url = root.appendingPathComponent(file.path)
        try? FileManager.default.removeItem(at: url)
        for format in RecipeImage.Format.allCases {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(CooklangPicture.fileName(besides: file.path, format: format)))
        }
    }

    /// Whether the file still holds what sous last read or wrote (its time alone may have moved).
    private func isAsLastSeen(_ file: FolderFile) -> Bool {
        let url = root.appendingPathComponent(file.path)
        guard let stamp = Self.stamp(of: url) else { return false }
        if stamp.size == file.size && stamp.modified == file.modified { return true }
        return stamp.size == file.size && (try? Data(contentsOf: url)).map(ContentHash.of) == file.hash
    }

    private func freeName(for title: String, avoiding taken: Set<String>) -> String {
        var used = taken
        while true {
            let name = SafeFileName.make(title, extension: "cook", avoiding: used)
            if !FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path) { return name }
            used.insert(name)
        }
    }

    /// "soup.sync-conflict-20261126-143000-sous.cook", beside "soup.cook" (".menu" for a week).
    private func conflictName(for path: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let base = (path as NSString).deletingPathExtension
        let pathExtension = (path as NSString).pathExtension
        return "\(base).sync-conflict-\(formatter.string(from: now()))-sous" + (pathExtension.isEmpty ? "" : "." + pathExtension)
    }

    private func writePicture(of recipe: Recipe, besides path: String) throws {
        guard let image = recipe.image else { return }
        let url = root.appendingPathComponent(CooklangPicture.fileName(besides: path, format: image.format))
        if let size = Self.stamp(of: url)?.size, size == Int64(image.data.count),
           (try? Data(contentsOf: url)) == image.data { return }
        try ServiceFailure.writeWhole(image.data, to: url)
    }

    static func stamp(of url: URL) -> (size: Int64, modified: Double)? {
        FolderListing.stamp(ofFile: url.path)
    }
}
