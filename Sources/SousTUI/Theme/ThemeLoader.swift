import Foundation

/// Finds theme files by name in an ordered list of folders and turns them into themes, falling
/// back to the built-in kitchen theme with a readable warning instead of ever failing.
public struct ThemeLoader: Sendable {
    /// Earlier folders win, so a user's copy of a theme overrides the installed one.
    public var searchDirectories: [URL]

    public init(searchDirectories: [URL]) {
        self.searchDirectories = searchDirectories
    }

    /// Built in so sous looks right with no themes folder installed at all.
    static let builtIns: [String: Theme] = ["kitchen": .kitchen, "mono": .mono]

    /// Where themes live, most personal first: the user's config folder, the folder installed next
    /// to the binary (`<prefix>/bin/sous` -> `<prefix>/share/sous/themes`), and the `themes` folder of
    /// a source checkout above the binary, so `swift run` and `.build/release/sous` find them too.
    public static func defaultDirectories(environment: [String: String], executableURL: URL?) -> [URL] {
        var directories: [URL] = []
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            directories.append(URL(fileURLWithPath: config).appendingPathComponent("sous/themes"))
        } else if let home = environment["HOME"], !home.isEmpty {
            directories.append(URL(fileURLWithPath: home).appendingPathComponent(".config/sous/themes"))
        }
        guard let executableURL else { return directories }
        let binary = executableURL.resolvingSymlinksInPath()
        let binDirectory = binary.deletingLastPathComponent()
        directories.append(binDirectory.deletingLastPathComponent().appendingPathComponent("share/sous/themes"))

        var folder = binDirectory
        while folder.path != "/" && !folder.path.isEmpty {
            let themes = folder.appendingPathComponent("themes")
            if isDirectory(themes), FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                directories.append(themes)
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        return directories
    }

    /// Which theme to use. `NO_COLOR` (non-empty, see no-color.org) beats everything, then the
    /// `--theme` option, then the saved setting, then kitchen.
    public static func resolve(name: String?, savedSetting: String?, environment: [String: String]) -> String {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return "mono" }
        if let name, !name.isEmpty { return name }
        if let savedSetting, !savedSetting.isEmpty { return savedSetting }
        return "kitchen"
    }

    /// Every theme that can be loaded by name, sorted, built-ins included.
    public func availableThemes() -> [String] {
        var names = Set(Self.builtIns.keys)
        for directory in searchDirectories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in files where file.hasSuffix(".toml") && !file.hasPrefix(".") {
                names.insert(String(file.dropLast(".toml".count)))
            }
        }
        return names.sorted()
    }

    /// The theme called `name`; never fails, but says why when it had to use another one.
    public func load(named name: String) -> ThemeLoadResult {
        let fallbackName = Self.builtIns[name] == nil ? "kitchen" : name
        let fallback = Self.builtIns[fallbackName] ?? .kitchen
        guard let file = file(named: name) else {
            if let builtIn = Self.builtIns[name] { return ThemeLoadResult(theme: builtIn) }
            // Names are often typed in another case; accept that rather than refuse.
            if let match = availableThemes().first(where: { $0.lowercased() == name.lowercased() }) {
                return load(named: match)
            }
            let available = availableThemes().joined(separator: ", ")
            return ThemeLoadResult(theme: .kitchen,
                                   warning: "No theme named '\(name)'; using kitchen. Available: \(available).")
        }
        do {
            let text: String
            do {
                text = try String(contentsOf: file, encoding: .utf8)
            } catch {
                throw ThemeFileError(path: file.path, problem: "could not be read as UTF-8 text")
            }
            return ThemeLoadResult(theme: try ThemeFile.parse(text, name: name, path: file.path))
        } catch let error as ThemeFileError {
            return ThemeLoadResult(theme: fallback, warning: "\(error.message); using \(fallbackName).")
        } catch {
            return ThemeLoadResult(theme: fallback, warning: "\(file.path): \(error); using \(fallbackName).")
        }
    }

    /// The first `<name>.toml` in the search folders. Names with path separators are refused so a
    /// setting cannot point outside the theme folders.
    private func file(named name: String) -> URL? {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return nil }
        for directory in searchDirectories {
            let candidate = directory.appendingPathComponent(name + ".toml")
            if FileManager.default.isReadableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
