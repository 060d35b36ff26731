import Foundation
import SousServices
import SousStore

/// `sous pantry add --photo FILE`: the foods a photo shows, as the assistant reads them.
enum PantryPhoto {
    static let maximumBytes = 10_000_000

    static func items(in path: String, options: GlobalOptions) throws -> [String] {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        let size = ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue
        guard let size else { throw CommandFailure("there is no photo at \(path)") }
        guard size <= maximumBytes else { throw CommandFailure("\(path) is larger than \(maximumBytes / 1_000_000) MB: a smaller photo is enough") }
        let data = try Data(contentsOf: url)
        guard let type = imageType(data) else { throw CommandFailure("\(path) is not a PNG, JPEG or WebP photo") }
        guard let settings = try AssistantSetup.load(try options.openDatabase()) else { throw CommandFailure(AssistantSetup.off) }
        do {
            return try AssistantClient(settings: settings, environment: options.environment).pantryItems(inPhoto: data, type: type)
        } catch {
            throw CommandFailure(String(describing: error))
        }
    }

    /// The photo's media type from its first bytes.
    static func imageType(_ data: Data) -> String? {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.count >= 12 && head[0..<4].elementsEqual(Array("RIFF".utf8)) && head[8..<12].elementsEqual(Array("WEBP".utf8)) { return "image/webp" }
        return nil
    }
}
