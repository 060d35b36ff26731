/// The settings screen's keys.
public enum SettingsKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding([.char("b"), .enter], .settings(.bindFolder), "keep the library in a folder (synced by Syncthing, git, …)"),
        KeyBinding([.char("u")], .settings(.unbindFolder), "keep the library in the database alone"),
        KeyBinding([.char("q"), .escape], .back, "back"),
    ]
}
