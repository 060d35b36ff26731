import Foundation
import Testing
@testable import SousTUI

/// Finding, overriding and falling back: the loader never fails, it explains.
struct ThemeLoaderTests {
    /// A fresh folder per test, removed by the caller's `defer`.
    private static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sous-themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func write(_ text: String, to folder: URL, as file: String) throws {
        let url = folder.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func builtInsAreAvailableWithNoFoldersAtAll() {
        let loader = ThemeLoader(searchDirectories: [URL(fileURLWithPath: "/nonexistent/sous/themes")])
        #expect(loader.availableThemes() == ["kitchen", "mono"])
        #expect(loader.load(named: "kitchen") == ThemeLoadResult(theme: .kitchen))
        #expect(loader.load(named: "mono") == ThemeLoadResult(theme: .mono))
    }

    @Test func availableThemesAreDeduplicatedAndSorted() throws {
        let user = try Self.temporaryFolder(), installed = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: user); try? FileManager.default.removeItem(at: installed) }
        try Self.write("", to: user, as: "zest.toml")
        try Self.write("", to: user, as: "midnight.toml")
        try Self.write("", to: installed, as: "midnight.toml")
        try Self.write("", to: installed, as: "kitchen.toml")
        try Self.write("not a theme", to: installed, as: "README.md")
        let loader = ThemeLoader(searchDirectories: [user, installed])
        #expect(loader.availableThemes() == ["kitchen", "midnight", "mono", "zest"])
    }

    @Test func unknownNameFallsBackToKitchenAndListsTheChoices() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("", to: folder, as: "midnight.toml")
        let result = ThemeLoader(searchDirectories: [folder]).load(named: "nope")
        #expect(result.theme == .kitchen)
        #expect(result.warning == "No theme named 'nope'; using kitchen. Available: kitchen, midnight, mono.")
    }

    @Test(arguments: ["../kitchen", "/etc/passwd", ".hidden", ""])
    func namesThatAreNotPlainFileNamesAreUnknown(name: String) {
        let result = ThemeLoader(searchDirectories: []).load(named: name)
        #expect(result.theme == .kitchen)
        #expect(result.warning?.hasPrefix("No theme named '\(name)'") == true)
    }

    @Test func namesMatchRegardlessOfCase() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("[roles.text]\nfg = \"#010203\"\n", to: folder, as: "midnight.toml")
        let result = ThemeLoader(searchDirectories: [folder]).load(named: "Midnight")
        #expect(result.warning == nil)
        #expect(result.theme.name == "midnight")
        #expect(result.theme.text.foreground == .rgb(1, 2, 3))
    }

    @Test func userFolderOverridesTheInstalledFolder() throws {
        let user = try Self.temporaryFolder(), installed = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: user); try? FileManager.default.removeItem(at: installed) }
        try Self.write("[roles.text]\nfg = \"#111111\"\n", to: user, as: "midnight.toml")
        try Self.write("[roles.text]\nfg = \"#222222\"\n", to: installed, as: "midnight.toml")
        let loader = ThemeLoader(searchDirectories: [user, installed])
        #expect(loader.load(named: "midnight").theme.text.foreground == .rgb(0x11, 0x11, 0x11))
        #expect(ThemeLoader(searchDirectories: [installed, user]).load(named: "midnight").theme.text.foreground
                == .rgb(0x22, 0x22, 0x22))
    }

    @Test func userFileCanReplaceABuiltInTheme() throws {
        let user = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: user) }
        try Self.write("[roles.accent]\nfg = \"#00FF00\"\n", to: user, as: "kitchen.toml")
        let result = ThemeLoader(searchDirectories: [user]).load(named: "kitchen")
        #expect(result.warning == nil)
        #expect(result.theme.accent == Style(foreground: .rgb(0, 255, 0)))
    }

    @Test func brokenTOMLFallsBackToKitchenNamingFileAndLine() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("name = \"midnight\"\n\n[roles.text\nfg = \"#FFFFFF\"\n", to: folder, as: "midnight.toml")
        let result = ThemeLoader(searchDirectories: [folder]).load(named: "midnight")
        let path = folder.appendingPathComponent("midnight.toml").path
        #expect(result.theme == .kitchen)
        let warning = try #require(result.warning)
        #expect(warning.hasPrefix("\(path) line 3, column "))
        #expect(warning.hasSuffix("; using kitchen."))
    }

    @Test func badColourFallsBackToKitchenNamingTheLine() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = """
            # comment
            name = "midnight"

            [roles.text]
            fg = "#C9D1E0"
            bg = "blue-ish"
            """
        try Self.write(text, to: folder, as: "midnight.toml")
        let result = ThemeLoader(searchDirectories: [folder]).load(named: "midnight")
        let path = folder.appendingPathComponent("midnight.toml").path
        #expect(result.theme == .kitchen)
        #expect(result.warning == "\(path) line 6: 'bg' must be a colour like \"#1A2B3C\" or \"default\", not \"blue-ish\"; using kitchen.")
    }

    /// A broken copy of mono must not bring colours back for a NO_COLOR user.
    @Test func brokenMonoFileFallsBackToBuiltInMono() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("[roles.text]\nfg = 12\n", to: folder, as: "mono.toml")
        let result = ThemeLoader(searchDirectories: [folder]).load(named: "mono")
        #expect(result.theme == .mono)
        #expect(result.warning?.hasSuffix("; using mono.") == true)
    }

    @Test(arguments: [
        (nil, nil, [:], "kitchen"),
        ("midnight", nil, [:], "midnight"),
        (nil, "paper", [:], "paper"),
        ("midnight", "paper", [:], "midnight"),
        ("", "paper", [:], "paper"),
        ("midnight", "paper", ["NO_COLOR": "1"], "mono"),
        (nil, nil, ["NO_COLOR": "yes"], "mono"),
        ("midnight", nil, ["NO_COLOR": ""], "midnight"),
    ] as [(String?, String?, [String: String], String)])
    func resolvePrecedence(name: String?, saved: String?, environment: [String: String], expected: String) {
        #expect(ThemeLoader.resolve(name: name, savedSetting: saved, environment: environment) == expected)
    }

    @Test func configFolderComesFromXDGThenHome() {
        let xdg = ThemeLoader.defaultDirectories(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/cook"],
                                                 executableURL: nil)
        #expect(xdg.map(\.path) == ["/x/config/sous/themes"])
        let home = ThemeLoader.defaultDirectories(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/cook"],
                                                  executableURL: nil)
        #expect(home.map(\.path) == ["/home/cook/.config/sous/themes"])
        #expect(ThemeLoader.defaultDirectories(environment: [:], executableURL: nil).isEmpty)
    }

    @Test func installedBinaryFindsShareFolder() throws {
        let prefix = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: prefix) }
        try Self.write("", to: prefix, as: "bin/sous")
        let directories = ThemeLoader.defaultDirectories(environment: ["HOME": "/home/cook"],
                                                         executableURL: prefix.appendingPathComponent("bin/sous"))
        #expect(directories.map(\.path) == [
            "/home/cook/.config/sous/themes",
            prefix.resolvingSymlinksInPath().appendingPathComponent("share/sous/themes").path,
        ])
    }

    @Test func buildFolderBinaryFindsTheCheckoutThemes() throws {
        let checkout = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: checkout) }
        try Self.write("// swift-tools-version: 6.1\n", to: checkout, as: "Package.swift")
        try Self.write("", to: checkout, as: "themes/kitchen.toml")
        try Self.write("", to: checkout, as: ".build/x86_64-unknown-linux-gnu/release/sous")
        let binary = checkout.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release/sous")
        let directories = ThemeLoader.defaultDirectories(environment: ["XDG_CONFIG_HOME": "/x"], executableURL: binary)
        #expect(directories.last?.path == checkout.resolvingSymlinksInPath().appendingPathComponent("themes").path)
        #expect(directories.count == 3)
    }
}
