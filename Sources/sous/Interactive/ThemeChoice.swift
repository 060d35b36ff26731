import Foundation
import SousStore
import SousTUI

/// Picks the theme: NO_COLOR, then --theme (remembered), then the saved setting, then kitchen.
enum ThemeChoice {
    static let settingKey = "theme"

    static func load(requested: String?, database: AppDatabase, environment: [String: String]) throws -> (Theme, String?) {
        let saved = try database.setting(settingKey)
        let name = ThemeLoader.resolve(name: requested, savedSetting: saved, environment: environment)
        let loader = ThemeLoader(searchDirectories: ThemeLoader.defaultDirectories(
            environment: environment, executableURL: Bundle.main.executableURL))
        let result = loader.load(named: name)
        if let requested, result.warning == nil { try database.setSetting(settingKey, requested) }
        return (result.theme, result.warning)
    }
}
