import Foundation
import Testing
@testable import SousTUI

/// The theme files shipped in /themes: each must load cleanly, and the two that mirror a
/// built-in theme must match it exactly so installing them changes nothing.
struct ThemeFilesTests {
    /// The repository's themes folder, found from this file so tests run from any directory.
    static let themesDirectory: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("themes")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("kitchen.toml").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "/nonexistent-themes")
    }()

    static var shippedNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: themesDirectory.path)) ?? []
        return files.filter { $0.hasSuffix(".toml") }.map { String($0.dropLast(5)) }.sorted()
    }

    let loader = ThemeLoader(searchDirectories: [ThemeFilesTests.themesDirectory])

    @Test func theShippedThemesAreAllThere() {
        #expect(Set(Self.shippedNames).isSuperset(of: ["kitchen", "midnight", "high-contrast", "mono", "paper"]))
    }

    @Test(arguments: ThemeFilesTests.shippedNames)
    func shippedThemeLoadsWithoutWarning(name: String) {
        let result = loader.load(named: name)
        #expect(result.warning == nil)
        #expect(result.theme.name == name)
    }

    /// Shipped files spell out every role, so they never silently inherit kitchen colours.
    @Test(arguments: ThemeFilesTests.shippedNames)
    func shippedThemeDefinesEveryRole(name: String) throws {
        let text = try String(contentsOf: Self.themesDirectory.appendingPathComponent(name + ".toml"), encoding: .utf8)
        for role in ThemeRole.allCases {
            #expect(text.contains("[roles.\(role.rawValue)]"), "\(name).toml has no [roles.\(role.rawValue)]")
        }
    }

    @Test func kitchenFileEqualsBuiltInKitchen() {
        #expect(loader.load(named: "kitchen") == ThemeLoadResult(theme: .kitchen))
    }

    @Test func monoFileEqualsBuiltInMono() {
        #expect(loader.load(named: "mono") == ThemeLoadResult(theme: .mono))
    }

    @Test func highContrastIsWhiteOnBlackWithYellowSelection() {
        let theme = loader.load(named: "high-contrast").theme
        #expect(theme.text == Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0)))
        #expect(theme.selection.background == .rgb(255, 255, 0))
        #expect(theme.accent.foreground == .rgb(255, 255, 0))
    }
}
