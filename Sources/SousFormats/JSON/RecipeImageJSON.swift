import Foundation
import SousCore

/// A recipe's picture in sous JSON. An export carries the bytes:
/// `{"format": "jpeg", "source": "https://…", "data": "<base64>"}`; what is shown to people
/// (`sous show --json`, `sous list --json`, `import --dry-run --json`) describes it instead:
/// `{"format": "jpeg", "bytes": 48213, "source": "https://…"}`. On import only the bytes count,
/// checked as every picture is (`RecipeImage(data:)`): the declared format is not trusted.
struct RecipeImageJSON: Codable, Hashable, Sendable {
    var format: String
    var source: String?
    /// The bytes; base64 in the JSON (the coders' default for `Data`).
    var data: Data?
    /// The size, in place of `data` when the picture is only described.
    var bytes: Int?

    enum CodingKeys: String, CodingKey { case format, source, data, bytes }

    init(_ image: RecipeImage) {
        format = image.format.rawValue
        source = image.source
        data = image.data
    }

    /// The description without the bytes (which it then no longer holds in memory).
    var described: RecipeImageJSON {
        var copy = self
        copy.bytes = data?.count ?? bytes
        copy.data = nil
        return copy
    }

    /// The picture, when the bytes are one.
    var image: RecipeImage? { data.flatMap { RecipeImage(data: $0, source: source) } }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(format, forKey: .format)
        try c.encode(source, forKey: .source)
        if let data {
            try c.encode(data, forKey: .data)
        } else {
            try c.encode(bytes, forKey: .bytes)
        }
    }
}
