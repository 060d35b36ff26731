import Foundation
import SousCore

/// A photo for the assistant to look at: read from its file within a size limit, its type known
/// by its first bytes (PNG, JPEG or WebP), or a sentence why not.
public enum AssistantPhoto {
    public static let maximumBytes = 10_000_000

    /// The photo's bytes and media type; `path` may start with `~` (the home in `environment`).
    public static func read(_ path: String, environment: [String: String]) throws(AssistantFailure) -> (data: Data, type: String) {
        var expanded = path.trimmingCharacters(in: .whitespaces)
        if expanded == "~" || expanded.hasPrefix("~/") { expanded = (environment["HOME"] ?? NSHomeDirectory()) + expanded.dropFirst() }
        let shown = TerminalText.visibleName(path)
        let size = ((try? FileManager.default.attributesOfItem(atPath: expanded))?[.size] as? NSNumber)?.intValue
        guard let size else { throw AssistantFailure("There is no photo at \(shown)") }
        guard size <= maximumBytes else { throw AssistantFailure("\(shown) is larger than \(maximumBytes / 1_000_000) MB: a smaller photo is enough") }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: expanded)) else { throw AssistantFailure("\(shown) cannot be read") }
        guard let type = type(of: data) else { throw AssistantFailure("\(shown) is not a PNG, JPEG or WebP photo") }
        return (data, type)
    }

    /// The photo's media type from its first bytes.
    static func type(of data: Data) -> String? {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.count >= 12 && head[0..<4].elementsEqual(Array("RIFF".utf8)) && head[8..<12].elementsEqual(Array("WEBP".utf8)) { return "image/webp" }
        return nil
    }
}
