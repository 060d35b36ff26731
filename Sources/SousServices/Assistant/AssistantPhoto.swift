import Foundation
import SousCore
import SousStore

/// A photo for the assistant to look at: read from its file within a size limit, its type known
/// by its first bytes (PNG, JPEG or WebP), or a sentence why not.
public enum AssistantPhoto {
    public static let maximumBytes = 10_000_000

    /// The photo's bytes and format; `path` may start with `~` (the home in `environment`).
    public static func read(_ path: String, environment: [String: String]) throws(AssistantFailure) -> (data: Data, format: RecipeImage.Format) {
        let expanded = TypedPath.expanded(path.trimmingCharacters(in: .whitespaces), environment: environment)
        let shown = TerminalText.visibleName(path)
        let size = ((try? FileManager.default.attributesOfItem(atPath: expanded))?[.size] as? NSNumber)?.intValue
        guard let size else { throw AssistantFailure("There is no photo at \(shown)") }
        guard size <= maximumBytes else { throw AssistantFailure("\(shown) is larger than \(maximumBytes / 1_000_000) MB: a smaller photo is enough") }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: expanded)) else { throw AssistantFailure("\(shown) cannot be read") }
        guard let format = RecipeImage.sniff(data), format != .gif else { throw AssistantFailure("\(shown) is not a PNG, JPEG or WebP photo") }
        return (data, format)
    }

    /// The foods the photo at `path` shows, read by the library's assistant (the command line's
    /// `--photo` and the pantry's `P` alike).
    public static func pantryItems(at path: String, in database: AppDatabase, environment: [String: String]) throws(AssistantFailure) -> [String] {
        let photo = try read(path, environment: environment)
        guard let settings = try? AssistantSetup.load(database) else { throw AssistantFailure(AssistantSetup.off) }
        return try AssistantClient(settings: settings, environment: environment).pantryItems(inPhoto: photo.data, type: photo.format.mimeType)
    }
}
