import Foundation
import Testing
@testable import SousDesktop
import SousTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// ScreenWake against real helper programs: stand-ins for systemd-inhibit and xdg-screensaver (shell
/// scripts written by the test, which record how they were called), the real systemd-inhibit where
/// there is no logind to grant a lock, and an unreachable session bus. The real desktop services
/// (a session bus, logind answering systemd-inhibit) are in EndToEndTests/KeepAwakeEndToEndTests.
@Suite(.serialized) struct ScreenWakeTests {
    /// A folder of stand-in programs put first on PATH, and a log they write to.
    struct StandIns {
        let folder: URL
        var log: URL { folder.appendingPathComponent("log") }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-wake-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        func add(_ name: String, _ script: String) throws {
            try ExecutableScript.write(script, to: folder.appendingPathComponent(name))
        }

        func environment(_ extra: [String: String]) -> [String: String] {
            ["PATH": folder.path + ":/usr/bin:/bin", "STUB_LOG": log.path].merging(extra) { $1 }
        }

        var logLines: [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static func isRunning(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 }

    @Test func noDesktopSessionSaysSoEveryTimeItIsAsked() {
        let wake = ScreenWake(environment: ["TERM": "linux", "PATH": "/usr/bin:/bin"])
        #expect(wake.hold(reason: "Cooking: Soup") == "cannot keep this screen awake: no desktop session")
        #expect(wake.heldMethod == nil)
        // The reducer shows it once; the runner need not remember.
        #expect(wake.hold(reason: "Cooking: Soup") == "cannot keep this screen awake: no desktop session")
    }

    @Test func systemdInhibitIsHeldWhileItsCatRunsAndEndsOnRelease() throws {
        let stand = try StandIns()
        defer { stand.remove() }
        // Like the real one once logind granted the lock: runs the command, which is the last argument.
        try stand.add("systemd-inhibit", """
            printf '%s\\n' "$@" > "$STUB_LOG"
            echo $$ > "$STUB_LOG.pid"
            for last; do :; done
            exec "$last"
            """)
        let wake = ScreenWake(environment: stand.environment(["DISPLAY": ":0"]))
        #expect(wake.hold(reason: "Cooking: Pasta al Pomodoro") == nil)
        #expect(wake.heldMethod == .logind(systemdInhibit: stand.folder.appendingPathComponent("systemd-inhibit").path, cat: "/usr/bin/cat"))
        #expect(stand.logLines == ["--what=idle", "--who=sous", "--why=Cooking: Pasta al Pomodoro", "--mode=block", "/usr/bin/cat"])
        let pidText = try String(contentsOf: URL(fileURLWithPath: stand.log.path + ".pid"), encoding: .utf8)
        let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Self.isRunning(pid))
        wake.release()
        #expect(wake.heldMethod == nil)
        #expect(!Self.isRunning(pid), "the lock's holder ended (and was reaped)")
    }

    @Test func aSystemdInhibitThatGetsNoLockIsNotTakenForOne() throws {
        let stand = try StandIns()
        defer { stand.remove() }
        try stand.add("systemd-inhibit", "echo 'Failed to connect to bus: No such file or directory' >&2\nexit 1\n")
        let wake = ScreenWake(environment: stand.environment(["DISPLAY": ":0"]))
        #expect(wake.hold(reason: "Cooking: Soup") == "cannot keep this screen awake: systemd-inhibit got no lock from logind")
        #expect(wake.heldMethod == nil)
    }

    /// The real systemd-inhibit, pointed at a system bus that is not there: it must be seen to fail,
    /// not be left running as if it held a lock.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-inhibit"), "systemd-inhibit is not installed"))
    func theRealSystemdInhibitWithoutLogindFails() throws {
        let wake = ScreenWake(environment: ["PATH": "/usr/bin:/bin", "DISPLAY": ":0",
                                            "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/nonexistent/sous-test/system_bus_socket"])
        #expect(wake.plan == .methods([.logind(systemdInhibit: "/usr/bin/systemd-inhibit", cat: "/usr/bin/cat")]))
        #expect(wake.hold(reason: "Cooking: Soup") == "cannot keep this screen awake: systemd-inhibit got no lock from logind")
    }

    @Test func anUnreachableSessionBusFallsThroughToTheNextWay() throws {
        let stand = try StandIns()
        defer { stand.remove() }
        try stand.add("systemd-inhibit", "exit 1\n")
        let wake = ScreenWake(environment: stand.environment(["WAYLAND_DISPLAY": "wayland-0",
                                                              "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/sous-test/bus"]))
        #expect(wake.hold(reason: "Cooking: Soup")
                == "cannot keep this screen awake: cannot reach the session bus; systemd-inhibit got no lock from logind")
    }

    @Test func xdgScreensaverIsSuspendedAndResumedWhenSousLetsGo() throws {
        let stand = try StandIns()
        defer { stand.remove() }
        try stand.add("systemd-inhibit", "exit 1\n")
        try stand.add("xdg-screensaver", "echo \"$*\" >> \"$STUB_LOG\"\n")
        let wake = ScreenWake(environment: stand.environment(["DISPLAY": ":0", "WINDOWID": "41943046"]))
        #expect(wake.hold(reason: "Cooking: Soup") == nil)
        #expect(wake.heldMethod?.name == "xdg-screensaver")
        #expect(stand.logLines == ["suspend 41943046"])
        wake.release()
        #expect(stand.logLines == ["suspend 41943046", "resume 41943046"])
    }

    @Test func theWayThatWorkedIsRememberedAndHeldAgainAfterASuspend() throws {
        let stand = try StandIns()
        defer { stand.remove() }
        try stand.add("systemd-inhibit", "exit 1\n")
        try stand.add("xdg-screensaver", "echo \"$*\" >> \"$STUB_LOG\"\n")
        let wake = ScreenWake(environment: stand.environment(["DISPLAY": ":0", "WINDOWID": "9"]))
        #expect(wake.hold(reason: "Cooking: Soup") == nil)
        wake.releasing { #expect(wake.heldMethod == nil) }
        #expect(wake.heldMethod?.name == "xdg-screensaver")
        wake.release()
        #expect(stand.logLines == ["suspend 9", "resume 9", "suspend 9", "resume 9"])
    }
}
