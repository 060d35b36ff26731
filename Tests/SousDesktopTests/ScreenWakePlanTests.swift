import Testing
@testable import SousDesktop

/// Which ways of keeping the screen awake are tried, decided from the environment alone.
@Suite struct ScreenWakePlanTests {
    static let installed = ["systemd-inhibit": "/usr/bin/systemd-inhibit", "cat": "/usr/bin/cat",
                            "xdg-screensaver": "/usr/bin/xdg-screensaver", "xargs": "/usr/bin/xargs"]
    static let bus = "unix:path=/run/user/1000/bus"
    static let logind = ScreenWakeMethod.logind(systemdInhibit: "/usr/bin/systemd-inhibit", cat: "/usr/bin/cat")

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let environment: [String: String]
        var installed: [String: String] = ScreenWakePlanTests.installed
        var runtimeBusExists = false
        let expected: ScreenWakePlan
    }

    static let cases: [Case] = [
        Case(testDescription: "bare console", environment: ["TERM": "linux", "DBUS_SESSION_BUS_ADDRESS": bus],
             expected: .unavailable(ScreenWakePlan.noDesktopSession)),
        Case(testDescription: "nothing at all", environment: [:], expected: .unavailable(ScreenWakePlan.noDesktopSession)),
        Case(testDescription: "an empty DISPLAY is no display", environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""],
             expected: .unavailable(ScreenWakePlan.noDesktopSession)),
        Case(testDescription: "SSH with X forwarding", environment: ["DISPLAY": "localhost:10.0", "SSH_CONNECTION": "10.0.0.2 5022 10.0.0.1 22",
                                                                    "DBUS_SESSION_BUS_ADDRESS": bus],
             expected: .unavailable(ScreenWakePlan.noDesktopSession)),
        Case(testDescription: "SSH_TTY alone", environment: ["WAYLAND_DISPLAY": "wayland-0", "SSH_TTY": "/dev/pts/3"],
             expected: .unavailable(ScreenWakePlan.noDesktopSession)),
        Case(testDescription: "Wayland desktop", environment: ["WAYLAND_DISPLAY": "wayland-0", "DBUS_SESSION_BUS_ADDRESS": bus, "WINDOWID": "12"],
             expected: .methods([.sessionBus(address: bus), logind])),
        Case(testDescription: "X11 terminal with a window id",
             environment: ["DISPLAY": ":0", "DBUS_SESSION_BUS_ADDRESS": bus, "WINDOWID": "41943046"],
             expected: .methods([.sessionBus(address: bus), logind,
                                 .xdgScreensaver(program: "/usr/bin/xdg-screensaver", windowID: "41943046", xargs: "/usr/bin/xargs")])),
        Case(testDescription: "X11 without a window id", environment: ["DISPLAY": ":0", "DBUS_SESSION_BUS_ADDRESS": bus],
             expected: .methods([.sessionBus(address: bus), logind])),
        Case(testDescription: "the user bus found in XDG_RUNTIME_DIR", environment: ["DISPLAY": ":0", "XDG_RUNTIME_DIR": "/run/user/1000"],
             runtimeBusExists: true, expected: .methods([.sessionBus(address: bus), logind])),
        Case(testDescription: "no bus socket in XDG_RUNTIME_DIR", environment: ["DISPLAY": ":0", "XDG_RUNTIME_DIR": "/run/user/1000"],
             expected: .methods([logind])),
        Case(testDescription: "a desktop with nothing to ask", environment: ["DISPLAY": ":0", "WINDOWID": "7"], installed: [:],
             expected: .unavailable(ScreenWakePlan.noMethod)),
        Case(testDescription: "only xdg-utils", environment: ["DISPLAY": ":0", "WINDOWID": "7"],
             installed: ["xdg-screensaver": "/usr/bin/xdg-screensaver", "xargs": "/usr/bin/xargs"],
             expected: .methods([.xdgScreensaver(program: "/usr/bin/xdg-screensaver", windowID: "7", xargs: "/usr/bin/xargs")])),
    ]

    @Test(arguments: cases)
    func choice(_ example: Case) {
        let plan = ScreenWakePlan.choose(environment: example.environment, find: { example.installed[$0] },
                                         isSocket: { $0 == "/run/user/1000/bus" && example.runtimeBusExists })
        #expect(plan == example.expected)
    }

    @Test func theNoDesktopSentence() {
        #expect(ScreenWakePlan.noDesktopSession == "cannot keep this screen awake: no desktop session")
    }

    @Test func systemdInhibitRunsCatDirectlyWithTheReasonAsOneArgument() {
        #expect(LogindInhibition.arguments(reason: "Cooking: Mac & \"cheese\"; rm -rf ~", cat: "/usr/bin/cat") == [
            "systemd-inhibit", "--what=idle", "--who=sous", "--why=Cooking: Mac & \"cheese\"; rm -rf ~", "--mode=block", "/usr/bin/cat",
        ])
    }

    @Test func xdgScreensaverArguments() {
        #expect(XdgScreensaverInhibition.suspendArguments(windowID: "0x2800006") == ["xdg-screensaver", "suspend", "0x2800006"])
        #expect(XdgScreensaverInhibition.guardArguments(program: "/usr/bin/xdg-screensaver", windowID: "0x2800006")
                == ["xargs", "--null", "/usr/bin/xdg-screensaver", "resume", "0x2800006"])
    }
}
