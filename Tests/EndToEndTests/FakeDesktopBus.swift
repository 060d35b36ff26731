import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private D-Bus daemon started by the test, with a stand-in desktop service on it
/// (`FakeDesktop/fake_desktop.py`: the freedesktop screen saver, GNOME's session manager, or
/// logind for `systemd-inhibit`). The real client tools (`gdbus`, `systemd-inhibit --list`) read
/// what it holds. Both processes end with the object.
final class FakeDesktopBus {
    let address: String
    let kind: String
    private let daemon: BackgroundProcess
    private let service: BackgroundProcess

    static let python = "/usr/bin/python3"
    static let script = SousBinary.packageRoot.appendingPathComponent("Tests/EndToEndTests/FakeDesktop/fake_desktop.py").path

    /// dbus-daemon, gdbus and Debian's python3 with its dbus and gi modules (dbus-daemon,
    /// libglib2.0-bin, python3-dbus, python3-gi).
    static let isAvailable: Bool = {
        let tools = ["/usr/bin/dbus-daemon", "/usr/bin/gdbus", python].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
        guard tools else { return false }
        return (try? ChildProcess.run([python, "-c", "import dbus, dbus.mainloop.glib; from gi.repository import GLib"]).status) == 0
    }()

    init(kind: String) throws {
        self.kind = kind
        daemon = try BackgroundProcess(["/usr/bin/dbus-daemon", "--session", "--nofork", "--print-address=1"])
        address = try daemon.waitForOutput("the bus address") { $0.contains("\n") }
            .split(separator: "\n").first.map(String.init) ?? ""
        service = try BackgroundProcess([Self.python, Self.script, kind, address])
        try service.waitForOutput("the fake \(kind) service") { $0.contains("ready") }
    }

    deinit {
        service.stop()
        daemon.stop()
    }

    var destination: (name: String, path: String) {
        switch kind {
        case "gnome": ("org.gnome.SessionManager", "/org/gnome/SessionManager")
        case "logind": ("org.freedesktop.login1", "/org/freedesktop/login1")
        default: ("org.freedesktop.ScreenSaver", "/org/freedesktop/ScreenSaver")
        }
    }

    /// What the service holds now, as gdbus prints it: `(['sous: Cooking: Greek Salad'],)`, `(@as [],)` for nothing.
    func inhibitors() throws -> String {
        let outcome = try ChildProcess.run(["gdbus", "call", "--address", address, "--dest", destination.name,
                                            "--object-path", destination.path, "--method", "org.sous.Test.Inhibitors"])
        guard outcome.status == 0 else { throw E2EError("gdbus call failed: \(outcome.errors)") }
        return outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls until `predicate` holds of what the service holds.
    @discardableResult
    func waitForInhibitors(_ description: String, timeout: TimeInterval = 10, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let held = try inhibitors()
            if predicate(held) { return held }
            if Date() > deadline { throw E2EError("timed out waiting for \(description); held: \(held)") }
            usleep(50_000)
        }
    }
}

/// A program left running while the test goes on, its output going to a file (see ChildProcess for why
/// not a pipe), stopped by `stop()`.
final class BackgroundProcess {
    let pid: pid_t
    private let outputFile: URL
    private var stopped = false

    init(_ arguments: [String]) throws {
        outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("sous-e2e-bg-\(UUID().uuidString)")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw E2EError("could not start \(arguments[0]): error \(spawned)") }
        self.pid = pid
    }

    deinit { stop() }

    var output: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }

    @discardableResult
    func waitForOutput(_ description: String, timeout: TimeInterval = 15, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let text = output
            if predicate(text) { return text }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                stopped = true
                throw E2EError("\(description): the program ended first; it printed: \(text)")
            }
            if Date() > deadline { throw E2EError("timed out waiting for \(description); it printed: \(text)") }
            usleep(20_000)
        }
    }

    func stop() {
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        try? FileManager.default.removeItem(at: outputFile)
    }
}
