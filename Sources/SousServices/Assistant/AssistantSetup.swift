import Foundation
import SousCore
import SousStore

/// The assistant's settings in the library (a JSON value under `AssistantSettings.settingKey`);
/// nil when it is off.
public enum AssistantSetup {
    public static func load(_ database: AppDatabase) throws -> AssistantSettings? {
        guard let text = try database.setting(AssistantSettings.settingKey) else { return nil }
        return try? JSONDecoder().decode(AssistantSettings.self, from: Data(text.utf8))
    }

    public static func save(_ settings: AssistantSettings, in database: AppDatabase) throws {
        let data = try JSONEncoder().encode(settings)
        try database.setSetting(AssistantSettings.settingKey, String(decoding: data, as: UTF8.self))
    }

    /// What to say when a question is asked while it is off.
    public static let off = "The assistant is off: sous assistant --url URL --model NAME turns it on (nothing is sent until then)"
}
