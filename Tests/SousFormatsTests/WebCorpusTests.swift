import Foundation
import Testing
@testable import SousFormats

/// Imports every saved page of the shared web-page corpus (third-party pages, read in place and
/// never copied); skipped when that folder is not beside the project.
@Suite struct WebCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpora/web-pages").standardizedFileURL

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder.path) }

    @Test(.enabled(if: isAvailable, "shared/corpora/web-pages is not beside the project"))
    func everyPageImportsWithATitleAndIngredients() throws {
        let pages = (FileManager.default.enumerator(at: Self.folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "testhtml" }) ?? []
        #expect(pages.count > 10)
        var imported = 0
        for page in pages {
            let recipes = (try? RecipeImporter.recipes(from: Data(contentsOf: page), name: page.lastPathComponent)) ?? []
            if let recipe = recipes.first, !recipe.title.isEmpty, !recipe.ingredients.isEmpty { imported += 1 }
        }
        // Every page in the sample is a recipe page; almost all must give one.
        #expect(imported * 10 >= pages.count * 9)
    }

    /// Pages whose recipe picture is found, and how many of those are the picture the corpus
    /// names (`image` in each page's expected JSON; addresses compared without their query).
    @Test(.enabled(if: isAvailable, "shared/corpora/web-pages is not beside the project"))
    func almostEveryPageNamesItsPicture() throws {
        let pages = (FileManager.default.enumerator(at: Self.folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "testhtml" }) ?? []
        var found = 0, same = 0
        for page in pages {
            let imports = (try? RecipeImporter.imports(from: Data(contentsOf: page), name: page.lastPathComponent)) ?? []
            guard let url = imports.first?.imageURL else { continue }
            found += 1
            let expectedFile = page.deletingPathExtension().appendingPathExtension("json")
            let expected = (try? JSONSerialization.jsonObject(with: Data(contentsOf: expectedFile)) as? [String: Any])?["image"] as? String
            func bare(_ text: String) -> String { text.split(separator: "?").first.map(String.init) ?? text }
            if let expected, bare(url.absoluteString) == bare(expected) { same += 1 }
        }
        print("web corpus: picture found on \(found) of \(pages.count) pages, \(same) the one the corpus names")
        #expect(found * 10 >= pages.count * 9)
    }
}
