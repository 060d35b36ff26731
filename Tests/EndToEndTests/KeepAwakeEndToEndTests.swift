import Foundation
import Testing
import SousTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Keeping the screen awake in the real binary: the status line's one message without a desktop
/// session; a private session bus with a stand-in screen saver (freedesktop, GNOME) and a stand-in
/// logind behind the real `systemd-inhibit`, each holding exactly while cook mode or the timers show
/// and letting go when sous leaves them, is killed with SIGKILL, or crashes; the setting and flag.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct KeepAwakeEndToEndTests {
    /// Every variable that tells sous about a desktop, taken away so only the test's own count.
    static let desktopVariables = ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "DBUS_SYSTEM_BUS_ADDRESS",
                                   "XDG_RUNTIME_DIR", "SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY", "WINDOWID"]

    func launch(folder: URL, arguments: String, environment: [String: String] = [:]) throws -> Tmux {
        let q = SousBinary.shellQuoted
        let db = folder.appendingPathComponent("sous.db").path
        let unset = Self.desktopVariables.map { "-u \($0)" }.joined(separator: " ")
        let set = environment.sorted { $0.key < $1.key }.map { q("\($0.key)=\($0.value)") }.joined(separator: " ")
        // exec all the way: the pane's process is sous itself, so the test can signal it by the pane's pid.
        let script = "exec env \(unset) \(set) TERM=tmux-256color \(q(SousBinary.path)) \(arguments) --db \(q(db))"
        return try Tmux(command: "sh -c \(q(script))")
    }

    func signal(_ tmux: Tmux, _ name: String) throws {
        let pid = try ChildProcess.run(["tmux", "-L", tmux.socket, "display-message", "-p", "-t", "0", "#{pane_pid}"]).output
        let outcome = try ChildProcess.run(["kill", "-" + name, pid.trimmingCharacters(in: .whitespacesAndNewlines)])
        #expect(outcome.status == 0, "kill -\(name) \(pid)")
    }

    static let noSession = "cannot keep this screen awake: no desktop session"

    @Test func withoutADesktopSessionItSaysSoOnce() throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try launch(folder: folder, arguments: "cook 'Greek Salad'")
        try tmux.waitFor(all: [Self.noSession, "step 1 of"])
        try tmux.sendKeys("T")
        try tmux.waitFor(text: "sous · Timers")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "step 1 of")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "sous · Library")
        // Cook again, another recipe: the hold is asked for again, and fails again, silently this time.
        try tmux.sendKeys("Enter")
        try tmux.waitFor("the recipe") { !$0.contains("sous · Library") }
        try tmux.sendKeys("c")
        let screen = try tmux.waitFor(text: "step 1 of")
        #expect(!screen.contains("cannot keep this screen awake"), "said once only:\n\(screen)")
    }

    @Test(.enabled(if: FakeDesktopBus.isAvailable, "needs dbus-daemon, gdbus and /usr/bin/python3 with the dbus and gi modules"),
          arguments: [("screensaver", "['sous: Cooking: Greek Salad']"), ("gnome", "['sous: Cooking: Greek Salad (flags 8)']")])
    func theSessionBusIsAskedAndLetGo(kind: String, held: String) throws {
        let bus = try FakeDesktopBus(kind: kind)
        let folder = try SousBinary.temporaryFolder()
        // A display that nobody draws on: sous only looks whether there is one.
        let tmux = try launch(folder: folder, arguments: "cook 'Greek Salad'",
                              environment: ["DISPLAY": ":99", "DBUS_SESSION_BUS_ADDRESS": bus.address])
        try tmux.waitFor(text: "step 1 of")
        #expect(!tmux.lastScreen.contains("cannot keep"))
        try bus.waitForInhibitors("the hold") { $0 == "(\(held),)" }
        // The timers opened from cook mode keep it, with no second hold.
        try tmux.sendKeys("T")
        try tmux.waitFor(text: "sous · Timers")
        #expect(try bus.inhibitors() == "(\(held),)")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "step 1 of")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "sous · Library")
        try bus.waitForInhibitors("the release on leaving cook mode") { $0 == "(@as [],)" }

        // Cooking again, then killed outright: the desktop sees the connection close and lets go.
        try tmux.sendKeys("Enter")
        try tmux.waitFor("the recipe") { !$0.contains("sous · Library") }
        try tmux.sendKeys("c")
        try tmux.waitFor(text: "step 1 of")
        try bus.waitForInhibitors("the second hold") { $0.contains("sous: Cooking: ") }
        try signal(tmux, "KILL")
        try bus.waitForInhibitors("the release after kill -9") { $0 == "(@as [],)" }
    }

    @Test(.enabled(if: FakeDesktopBus.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-inhibit"),
                   "needs systemd-inhibit, dbus-daemon, gdbus and /usr/bin/python3 with the dbus and gi modules"))
    func systemdInhibitHoldsAnIdleLockUntilSousLeavesOrCrashes() throws {
        let bus = try FakeDesktopBus(kind: "logind")
        let folder = try SousBinary.temporaryFolder()
        let environment = ["DISPLAY": ":99", "DBUS_SYSTEM_BUS_ADDRESS": bus.address]
        func list() throws -> String {
            try ChildProcess.run(["systemd-inhibit", "--list", "--no-pager"], environment: environment).output
        }
        func waitForList(_ description: String, _ predicate: (String) -> Bool) throws {
            let deadline = Date().addingTimeInterval(10)
            while try !predicate(list()) {
                if Date() > deadline { throw E2EError("timed out waiting for \(description); systemd-inhibit --list said:\n\(try list())") }
                usleep(50_000)
            }
        }
        let tmux = try launch(folder: folder, arguments: "cook 'Greek Salad'", environment: environment)
        try tmux.waitFor(text: "step 1 of")
        #expect(!tmux.lastScreen.contains("cannot keep"))
        try waitForList("the lock") { $0.contains("Cooking: Greek Salad") }
        let row = try #require(try list().split(separator: "\n").first { $0.contains("Cooking: Greek Salad") })
        let words = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        #expect(words.first == "sous")
        #expect(words.contains("idle") && words.last == "block", "\(row)")
        #expect(words.contains("systemd-inhibit"), "held by systemd-inhibit: \(row)")

        try tmux.sendKeys("q")
        try tmux.waitFor(text: "sous · Library")
        try waitForList("the release on leaving cook mode") { $0.contains("No inhibitors") }

        // Cooking again, then a crash signal: the terminal handler re-raises, sous dies, cat reads
        // end-of-file, systemd-inhibit ends and the lock goes with it.
        try tmux.sendKeys("Enter")
        try tmux.waitFor("the recipe") { !$0.contains("sous · Library") }
        try tmux.sendKeys("c")
        try tmux.waitFor(text: "step 1 of")
        try waitForList("the second lock") { $0.contains("Cooking: ") }
        try signal(tmux, "SEGV")
        try waitForList("the release after SIGSEGV") { $0.contains("No inhibitors") }
    }

    @Test(.enabled(if: FakeDesktopBus.isAvailable, "needs dbus-daemon, gdbus and /usr/bin/python3 with the dbus and gi modules"))
    func theSettingAndTheFlagTurnItOff() throws {
        let bus = try FakeDesktopBus(kind: "screensaver")
        let folder = try SousBinary.temporaryFolder()
        let db = folder.appendingPathComponent("sous.db").path
        let off = try SousBinary.run(["timer", "settings", "--keep-awake", "off", "--db", db])
        #expect(off.status == 0)
        #expect(off.out.contains("keep screen awake: off"), "\(off.out)")
        let environment = ["DISPLAY": ":99", "DBUS_SESSION_BUS_ADDRESS": bus.address]
        do {
            let tmux = try launch(folder: folder, arguments: "cook 'Greek Salad'", environment: environment)
            // The hold would have been asked for before this frame was drawn.
            try tmux.waitFor(text: "step 1 of")
            #expect(try bus.inhibitors() == "(@as [],)")
            #expect(!tmux.lastScreen.contains("cannot keep"))
        }
        let on = try SousBinary.run(["timer", "settings", "--keep-awake", "on", "--db", db])
        #expect(on.out.contains("keep screen awake: on"), "\(on.out)")
        do {
            let tmux = try launch(folder: folder, arguments: "cook 'Greek Salad' --no-keep-awake", environment: environment)
            try tmux.waitFor(text: "step 1 of")
            #expect(try bus.inhibitors() == "(@as [],)")
        }
        let bad = try SousBinary.run(["timer", "settings", "--keep-awake", "maybe", "--db", db])
        #expect(bad.status != 0)
        #expect(bad.err.contains("--keep-awake is on or off"), "\(bad.err)")
    }

    @Test func xdgScreensaverIsResumedEvenAfterKillNine() throws {
        let folder = try SousBinary.temporaryFolder()
        let stubs = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("xdg.log")
        // No logind to be had, and an xdg-screensaver that writes down how it was called.
        for (name, body) in [("systemd-inhibit", "exit 1"), ("xdg-screensaver", "echo \"$*\" >> \(SousBinary.shellQuoted(log.path))")] {
            try ExecutableScript.write(body, to: stubs.appendingPathComponent(name))
        }
        let path = stubs.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let tmux = try launch(folder: folder, arguments: "cook 'Greek Salad'",
                              environment: ["DISPLAY": ":99", "WINDOWID": "4242", "PATH": path])
        try tmux.waitFor(text: "step 1 of")
        func lines() -> [String] { ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init) }
        #expect(lines() == ["suspend 4242"])
        try signal(tmux, "KILL")
        let deadline = Date().addingTimeInterval(10)
        while lines().count < 2 && Date() < deadline { usleep(50_000) }
        #expect(lines() == ["suspend 4242", "resume 4242"])
    }
}
