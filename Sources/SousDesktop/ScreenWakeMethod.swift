/// One way of asking the desktop to keep the screen awake, with the programs or bus it needs.
public enum ScreenWakeMethod: Hashable, Sendable {
    /// `org.freedesktop.ScreenSaver.Inhibit` (KDE, Xfce, Cinnamon, MATE, LXQt), else GNOME's
    /// `org.gnome.SessionManager.Inhibit`, on a session-bus connection sous keeps open: desktops drop
    /// an inhibition when its caller's connection closes, so a one-shot `gdbus call` would be undone
    /// the moment gdbus exits.
    case sessionBus(address: String)
    /// An idle inhibitor lock from logind, held by `systemd-inhibit` around a `cat` that ends when
    /// sous does. Honoured by logind's own idle action, KDE's power management, swayidle, hypridle;
    /// GNOME ignores it, which is why the session bus is asked first.
    case logind(systemdInhibit: String, cat: String)
    /// `xdg-screensaver suspend` on the terminal's X window (`WINDOWID`), undone by
    /// `xdg-screensaver resume`, which an `xargs` waiting on a lifeline runs when sous lets go or dies.
    case xdgScreensaver(program: String, windowID: String, xargs: String)

    /// A few words for messages: what was tried.
    public var name: String {
        switch self {
        case .sessionBus: "the D-Bus screen saver"
        case .logind: "systemd-inhibit"
        case .xdgScreensaver: "xdg-screensaver"
        }
    }
}
