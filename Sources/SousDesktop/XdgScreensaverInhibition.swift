#if canImport(Glibc)
import Glibc
#endif

/// `xdg-screensaver suspend WINDOWID` on X11, for desktops with neither a screen saver service on
/// the session bus nor logind. xdg-screensaver's own undo only comes when the window closes, so an
/// `xargs` waits on a lifeline and runs `xdg-screensaver resume WINDOWID` when sous lets go or
/// dies (on end-of-file with no input, xargs runs its command once, with no argument added).
final class XdgScreensaverInhibition: ScreenInhibition {
    private let guardian: HelperProcess
    private var lifeline: Int32

    static func suspendArguments(windowID: String) -> [String] { ["xdg-screensaver", "suspend", windowID] }

    static func guardArguments(program: String, windowID: String) -> [String] {
        ["xargs", "--null", program, "resume", windowID]
    }

    init(program: String, windowID: String, xargs: String, environment: [String: String]) throws(ScreenWakeFailure) {
        let suspend = try HelperProcess(program, arguments: Self.suspendArguments(windowID: windowID),
                                        environment: environment, standardInput: nil, standardOutput: nil)
        // It forks its own watcher and returns at once.
        let status = suspend.exitStatus(within: 10)
        if status == nil { suspend.reap(within: 0) }
        guard status == 0 else { throw ScreenWakeFailure("xdg-screensaver suspend failed") }
        let line = try Lifeline()
        do {
            guardian = try HelperProcess(xargs, arguments: Self.guardArguments(program: program, windowID: windowID),
                                         environment: environment, standardInput: line.theirs, standardOutput: nil)
        } catch {
            line.closeBoth()
            let resume = try? HelperProcess(program, arguments: ["xdg-screensaver", "resume", windowID],
                                            environment: environment, standardInput: nil, standardOutput: nil)
            resume?.reap()
            throw error
        }
        close(line.theirs)
        lifeline = line.ours
    }

    func release() {
        guard lifeline >= 0 else { return }
        close(lifeline)
        lifeline = -1
        guardian.reap()
    }

    deinit { release() }
}
