import Foundation

/// Which ways of keeping the screen awake to try, in order, decided once per run from the
/// environment: or why there is none.
public enum ScreenWakePlan: Hashable, Sendable {
    case methods([ScreenWakeMethod])
    /// The sentence for the status line.
    case unavailable(String)

    public static let noDesktopSession = "cannot keep this screen awake: no desktop session"
    public static let noMethod = "cannot keep this screen awake: no session bus, systemd-inhibit or xdg-screensaver here"

    /// Over SSH, or with no display at all (a bare console), the screen in front of the cook is not
    /// one this machine's desktop controls; asking the session bus there (an SSH login can have one)
    /// would keep some other screen awake. Otherwise: the session bus, then logind, then xdg-screensaver.
    public static func choose(environment: [String: String], find: (String) -> String?,
                              isSocket: (String) -> Bool = ScreenWakePlan.isSocket) -> ScreenWakePlan {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let overSSH = value("SSH_CONNECTION") != nil || value("SSH_CLIENT") != nil || value("SSH_TTY") != nil
        let display = value("DISPLAY")
        guard !overSSH, display != nil || value("WAYLAND_DISPLAY") != nil else { return .unavailable(noDesktopSession) }

        var methods: [ScreenWakeMethod] = []
        if let address = value("DBUS_SESSION_BUS_ADDRESS") {
            methods.append(.sessionBus(address: address))
        } else if let runtime = value("XDG_RUNTIME_DIR"), isSocket(runtime + "/bus") {
            // Where systemd's user bus lives when the variable was not passed down.
            methods.append(.sessionBus(address: "unix:path=" + runtime + "/bus"))
        }
        if let inhibit = find("systemd-inhibit"), let cat = find("cat") {
            methods.append(.logind(systemdInhibit: inhibit, cat: cat))
        }
        if display != nil, let window = value("WINDOWID"), let program = find("xdg-screensaver"), let xargs = find("xargs") {
            methods.append(.xdgScreensaver(program: program, windowID: window, xargs: xargs))
        }
        return methods.isEmpty ? .unavailable(noMethod) : .methods(methods)
    }

    public static func isSocket(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK
    }
}
