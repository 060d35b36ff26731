import Foundation
import SousServices

/// `sous pantry add --photo FILE`: the foods a photo shows, as the assistant reads them.
enum PantryPhoto {
    static func items(in path: String, options: GlobalOptions) throws -> [String] {
        do {
            return try AssistantPhoto.pantryItems(at: path, in: try options.openDatabase(), environment: options.environment)
        } catch let failure as AssistantFailure {
            throw CommandFailure(failure.description)
        }
    }
}
