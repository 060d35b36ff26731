import CDBusLoader

/// An inhibition asked of the screen saver over the session bus, on a private connection kept open
/// until release. Desktops drop an inhibition when the connection that asked closes (the
/// freedesktop idle-inhibit spec says so, and KDE, GNOME and Xfce do it), so a connection that
/// lives exactly as long as the hold is what makes it work, and what undoes it if sous dies.
///
/// `org.freedesktop.ScreenSaver` first (its `/org/freedesktop/ScreenSaver` path, then the older
/// `/ScreenSaver`), then GNOME's `org.gnome.SessionManager`, whose ScreenSaver name may not
/// implement `Inhibit`.
final class SessionBusInhibition: ScreenInhibition {
    /// A service that can be asked, and how to undo it.
    struct Service: Hashable, Sendable {
        let destination: String
        let path: String
        let interface: String
        let undo: String
        let isGnome: Bool

        static let all: [Service] = [
            Service(destination: "org.freedesktop.ScreenSaver", path: "/org/freedesktop/ScreenSaver",
                    interface: "org.freedesktop.ScreenSaver", undo: "UnInhibit", isGnome: false),
            Service(destination: "org.freedesktop.ScreenSaver", path: "/ScreenSaver",
                    interface: "org.freedesktop.ScreenSaver", undo: "UnInhibit", isGnome: false),
            Service(destination: "org.gnome.SessionManager", path: "/org/gnome/SessionManager",
                    interface: "org.gnome.SessionManager", undo: "Uninhibit", isGnome: true),
        ]
    }

    /// GNOME's flag for "inhibit the session being marked as idle".
    static let gnomeIdleFlag: UInt32 = 8
    /// The run loop waits for the answer: a desktop that takes longer is taken as refusing.
    static let callTimeoutMilliseconds: Int32 = 2000

    private var connection: OpaquePointer?
    private let service: Service
    private let cookie: UInt32

    init(address: String, reason: String) throws(ScreenWakeFailure) {
        // libdbus-1 is opened now, on the first hold, not when sous starts.
        guard sous_dbus_load() != 0 else { throw ScreenWakeFailure("the session bus needs libdbus-1-3") }
        var error = DBusError()
        sous_dbus_error_init(&error)
        defer { sous_dbus_error_free(&error) }
        guard let connection = sous_dbus_connection_open_private(address, &error) else {
            throw ScreenWakeFailure("cannot reach the session bus")
        }
        // A private connection must be closed before its last reference goes, whatever happens next.
        sous_dbus_connection_set_exit_on_disconnect(connection, 0)
        guard sous_dbus_bus_register(connection, &error) != 0 else {
            Self.close(connection)
            throw ScreenWakeFailure("cannot reach the session bus")
        }
        var absent: Set<String> = []
        for service in Service.all where !absent.contains(service.destination) {
            switch Self.inhibit(service, reason: reason, on: connection) {
            case .success(let cookie):
                self.connection = connection
                self.service = service
                self.cookie = cookie
                return
            case .failure(let answer):
                // Nobody owns the name (or it does not answer): its other paths need not be tried.
                if answer.skipsDestination { absent.insert(service.destination) }
            }
        }
        Self.close(connection)
        throw ScreenWakeFailure("no screen saver service on the session bus")
    }

    /// Why a service gave no cookie: the D-Bus error's name when there was one.
    struct Refusal: Error {
        let name: String

        var skipsDestination: Bool {
            ["org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
             "org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Timeout"].contains(name)
        }
    }

    /// The cookie `Inhibit` answered, or why there is none.
    private static func inhibit(_ service: Service, reason: String, on connection: OpaquePointer) -> Result<UInt32, Refusal> {
        guard let message = sous_dbus_message_new_method_call(service.destination, service.path, service.interface, "Inhibit") else {
            return .failure(Refusal(name: "out of memory"))
        }
        defer { sous_dbus_message_unref(message) }
        // Start nothing: a desktop that has a screen saver already runs it.
        sous_dbus_message_set_auto_start(message, 0)
        var arguments = DBusMessageIter()
        sous_dbus_message_iter_init_append(message, &arguments)
        let appended = service.isGnome
            ? append("sous", to: &arguments) && append(UInt32(0), to: &arguments) && append(reason, to: &arguments)
                && append(gnomeIdleFlag, to: &arguments)
            : append("sous", to: &arguments) && append(reason, to: &arguments)
        guard appended else { return .failure(Refusal(name: "arguments not appended")) }
        var error = DBusError()
        sous_dbus_error_init(&error)
        defer { sous_dbus_error_free(&error) }
        guard let reply = sous_dbus_connection_send_with_reply_and_block(connection, message, callTimeoutMilliseconds, &error) else {
            return .failure(Refusal(name: error.name.map { String(cString: $0) } ?? "no reply"))
        }
        defer { sous_dbus_message_unref(reply) }
        var answer = DBusMessageIter()
        guard sous_dbus_message_iter_init(reply, &answer) != 0, sous_dbus_message_iter_get_arg_type(&answer) == typeUInt32 else {
            return .failure(Refusal(name: "an answer that is not a cookie"))
        }
        var cookie: UInt32 = 0
        sous_dbus_message_iter_get_basic(&answer, &cookie)
        return .success(cookie)
    }

    func release() {
        guard let connection else { return }
        self.connection = nil
        // Closing alone gives it back; the explicit undo is for services that do not watch for that.
        // Sent without waiting for the answer: leaving cook mode should not wait on the desktop.
        if let message = sous_dbus_message_new_method_call(service.destination, service.path, service.interface, service.undo) {
            var arguments = DBusMessageIter()
            sous_dbus_message_iter_init_append(message, &arguments)
            if Self.append(cookie, to: &arguments) {
                sous_dbus_message_set_no_reply(message, 1)
                sous_dbus_connection_send(connection, message, nil)
                sous_dbus_connection_flush(connection)
            }
            sous_dbus_message_unref(message)
        }
        Self.close(connection)
    }

    deinit { release() }

    private static func close(_ connection: OpaquePointer) {
        sous_dbus_connection_close(connection)
        sous_dbus_connection_unref(connection)
    }

    private static let typeString = Int32(UInt8(ascii: "s"))
    private static let typeUInt32 = Int32(UInt8(ascii: "u"))

    private static func append(_ text: String, to arguments: inout DBusMessageIter) -> Bool {
        // D-Bus strings end at the first NUL; libdbus checks the rest is UTF-8, which a Swift String is.
        let cleaned = text.replacingOccurrences(of: "\u{0}", with: "")
        return cleaned.withCString { pointer in
            var value: UnsafePointer<CChar>? = pointer
            return sous_dbus_message_iter_append_basic(&arguments, typeString, &value) != 0
        }
    }

    private static func append(_ number: UInt32, to arguments: inout DBusMessageIter) -> Bool {
        var value = number
        return sous_dbus_message_iter_append_basic(&arguments, typeUInt32, &value) != 0
    }
}
