import Foundation

/// A recipe's picture as it came from its source: the encoded bytes, never decoded in the core.
/// Only formats that can be recognised by their first bytes are kept, so a web page's error page
/// or a renamed text file never passes for a picture.
public struct RecipeImage: Hashable, Sendable, Codable {
    public var data: Data
    public var format: Format
    /// Where it came from (the image URL, or the file name next to a Cooklang file), if known.
    public var source: String?

    /// The encodings the picture decoder understands.
    public enum Format: String, Hashable, Sendable, CaseIterable, Codable {
        case jpeg, png, gif, webp

        /// The usual file extension.
        public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
        public var mimeType: String { "image/\(rawValue)" }
    }

    /// The largest picture kept, in bytes: the same cap as a web page.
    public static let maximumBytes = 10 * 1024 * 1024

    /// Nil unless `data` starts like one of the known formats and is no larger than `maximumBytes`.
    public init?(data: Data, source: String? = nil) {
        guard !data.isEmpty, data.count <= Self.maximumBytes, let format = Self.sniff(data) else { return nil }
        self.data = data
        self.format = format
        self.source = source
    }

    /// The format named by the first bytes, if any.
    public static func sniff(_ data: Data) -> Format? {
        let head = [UInt8](data.prefix(12))
        func starts(_ bytes: [UInt8]) -> Bool { head.count >= bytes.count && Array(head.prefix(bytes.count)) == bytes }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if head.count >= 12, starts(Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }
}
