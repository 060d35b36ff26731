import Foundation
import SousCore

/// Which folder a library file is bound to, kept beside the database (`sous.db.folder`, one line:
/// the folder's path) as well as in it: the folder is the truth and the database only its index,
/// so a deleted database must find its folder again and be rebuilt from it.
struct FolderBinding {
    let databasePath: String

    var fileURL: URL { URL(fileURLWithPath: databasePath + ".folder") }

    /// The folder named beside the database, or nil.
    var folder: String? {
        guard let data = try? Data(contentsOf: fileURL), let text = String(data: data, encoding: .utf8) else { return nil }
        let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? path : nil
    }

    func remember(_ folder: String) throws {
        try ServiceFailure.writeWhole(Data((folder + "\n").utf8), to: fileURL)
    }

    func forget() {
        try? FileManager.default.removeItem(at: fileURL)
    }
}
