import Foundation
import SousCore
import SousFormats
import SousStore

/// The built-in recipes: parsed from the package's .cook resources, imported once into an empty library.
public enum StarterLibraryImport {
    public static let settingKey = "starter_imported"

    public static func parsedRecipes() throws -> [(name: String, recipe: Recipe)] {
        try StarterLibrary.files().map { file in
            (file.name, try CooklangImporter.recipe(from: file.text, fileName: file.name))
        }
    }

    /// Imports the starter library when the database is new (never again once done or declined).
    public static func importIfFirstStart(into database: AppDatabase) throws {
        try database.importOnFirstStart(markedBy: settingKey) { try parsedRecipes().map(\.recipe) }
    }
}
