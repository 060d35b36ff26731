import SousApp
import SousDesktop
import SousStore

extension EffectRunner {
    /// `off` stops sous asking the desktop to keep the screen awake in cook mode and on the timer dashboard.
    public static let keepAwakeSettingKey = "keep_awake"

    /// The setting as the app starts: on unless it was turned off, or `--no-keep-awake` was given.
    public static func keepsAwake(database: AppDatabase, disabledForThisRun: Bool) -> Bool {
        !disabledForThisRun && (try? database.setting(keepAwakeSettingKey)) != "off"
    }

    /// Holds or lets go of the screen; a hold that cannot be had answers with the reason.
    func perform(_ effect: KeepAwakeEffect) -> [AppAction] {
        switch effect {
        case .hold(let reason):
            return screenWake.hold(reason: reason).map { [.keepAwake(.unavailable($0))] } ?? []
        case .release:
            screenWake.release()
            return []
        }
    }
}
