import Foundation
import SousStore

/// The timers' settings (`sous timer settings`): the alarm command, reading aloud and keeping the
/// screen awake, changed as asked and read back as lines.
public enum TimerSettings {
    /// Changes what is given (nil leaves it), then says what every setting now is.
    public static func change(alarmCommand: String?, readAloud: String?, keepAwake: String?,
                              in database: AppDatabase) throws -> [String] {
        if let alarmCommand {
            let trimmed = alarmCommand.trimmingCharacters(in: .whitespaces)
            try database.setSetting(TimerAlarm.commandSettingKey, trimmed.isEmpty ? nil : trimmed)
        }
        if let readAloud {
            switch readAloud {
            case "every-step": try database.setSetting(EffectRunner.readAloudSettingKey, "every_step")
            case "on-request": try database.setSetting(EffectRunner.readAloudSettingKey, nil)
            default: throw ServiceFailure("--read-aloud is every-step or on-request, not \"\(readAloud)\".")
            }
        }
        if let keepAwake {
            switch keepAwake {
            case "on": try database.setSetting(EffectRunner.keepAwakeSettingKey, nil)
            case "off": try database.setSetting(EffectRunner.keepAwakeSettingKey, "off")
            default: throw ServiceFailure("--keep-awake is on or off, not \"\(keepAwake)\".")
            }
        }
        return [
            "alarm command: " + ((try database.setting(TimerAlarm.commandSettingKey)) ?? "(none)"),
            "read aloud: " + ((try database.setting(EffectRunner.readAloudSettingKey)) == "every_step" ? "every step" : "on request (r)"),
            "keep screen awake: " + ((try database.setting(EffectRunner.keepAwakeSettingKey)) == "off" ? "off" : "on (cook mode and timers)"),
        ]
    }
}
