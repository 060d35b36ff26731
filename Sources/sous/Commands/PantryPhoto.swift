import Foundation
import SousServices
import SousStore

/// `sous pantry add --photo FILE`: the foods a photo shows, as the assistant reads them.
enum PantryPhoto {
    static func items(in path: String, options: GlobalOptions) throws -> [String] {
        do {
            let photo = try AssistantPhoto.read(path, environment: options.environment)
            guard let settings = try AssistantSetup.load(try options.openDatabase()) else { throw AssistantFailure(AssistantSetup.off) }
            return try AssistantClient(settings: settings, environment: options.environment).pantryItems(inPhoto: photo.data, type: photo.type)
        } catch let failure as AssistantFailure {
            throw CommandFailure(failure.description)
        }
    }
}
