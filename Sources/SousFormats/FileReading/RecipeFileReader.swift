import Foundation

/// Reads a recipe file as text, refusing what cannot be a recipe (huge files, binary data,
/// text that is not UTF-8) with a sentence that names the file, so bad input never
/// reaches a parser or the database.
public enum RecipeFileReader {
    public static func readText(at url: URL, maxBytes: Int = 5_000_000) throws(RecipeFileError) -> String {
        let name = url.lastPathComponent
        func fail(_ message: String) -> RecipeFileError { RecipeFileError(fileName: name, message: message) }

        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw fail("There is no file at \(url.path).")
        }
        if isDirectory.boolValue { throw fail("This is a folder, not a recipe file.") }
        if let size = FileSize.of(url), size > maxBytes {
            throw fail("The file is \(describe(bytes: size)); sous reads recipe files up to \(describe(bytes: maxBytes)).")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw fail("The file could not be read (\(error.localizedDescription)).")
        }
        // The size may have changed since the check above (a file still being written).
        if data.count > maxBytes {
            throw fail("The file is \(describe(bytes: data.count)); sous reads recipe files up to \(describe(bytes: maxBytes)).")
        }
        return try decode(data, fileName: name)
    }

    /// Checks and decodes bytes already in memory; shared with imports that do not come from disk.
    public static func decode(_ data: Data, fileName: String) throws(RecipeFileError) -> String {
        func fail(_ message: String) -> RecipeFileError { RecipeFileError(fileName: fileName, message: message) }
        if data.contains(0) {
            throw fail("The file contains NUL bytes, so it looks like a binary file rather than a recipe text.")
        }
        guard var text = String(validating: data, as: UTF8.self) else {
            throw fail("The file is not valid UTF-8 text; save it as UTF-8 and try again.")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var controls = 0
        var total = 0
        for scalar in text.unicodeScalars {
            total += 1
            let value = scalar.value
            let isControl = (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D)
                || value == 0x7F || (0x80...0x9F).contains(value)
            if isControl { controls += 1 }
        }
        // A few stray control characters happen in pasted text; many mean it is not text at all.
        if total > 0 && controls * 10 > total {
            throw fail("The file is mostly control characters, so it looks like a binary file rather than a recipe text.")
        }
        return text
    }

    static func describe(bytes: Int) -> String {
        if bytes >= 1_000_000 { return "\(Int((Double(bytes) / 1_000_000).rounded())) MB" }
        if bytes >= 1_000 { return "\(Int((Double(bytes) / 1_000).rounded())) KB" }
        return "\(bytes) bytes"
    }
}
