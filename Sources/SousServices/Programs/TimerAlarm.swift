import Foundation
import SousStore

/// What sounds when a timer ends, besides the terminal bell the loop rings: a desktop notification
/// when `notify-send` exists, and the sound or speech command from the `alarm_command` setting
/// (words split on spaces, `{label}` replaced by the timer's name; no shell is involved).
public struct TimerAlarm {
    public static let commandSettingKey = "alarm_command"

    let launcher: ProgramLauncher
    let database: AppDatabase

    func announce(label: String) {
        launcher.launch(["notify-send", "--urgency=critical", "--", "sous: timer done", label])
        if let command = try? database.setting(Self.commandSettingKey) {
            let words = command.split(separator: " ").map { $0.replacingOccurrences(of: "{label}", with: label) }
            if !words.isEmpty { launcher.launch(words) }
        }
    }
}
