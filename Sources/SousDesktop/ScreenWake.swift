#if canImport(Glibc)
import Glibc
#endif
import SousProcess

/// Asks the desktop to keep the screen awake, and lets go: the runner's side of `KeepAwakeEffect`.
///
/// The ways to ask are chosen once per run from the environment (`ScreenWakePlan`); the first one that
/// works is remembered and tried first next time. Every hold is tied to a file descriptor only sous
/// holds (a bus connection, a socket a helper reads), so it ends with sous on every way out, a crash or
/// SIGKILL included, with no work in a signal handler. Used from the run loop's thread only.
public final class ScreenWake {
    public let plan: ScreenWakePlan
    private let environment: [String: String]
    private var held: (inhibition: ScreenInhibition, method: ScreenWakeMethod, reason: String)?
    private var working: ScreenWakeMethod?

    public init(environment: [String: String]) {
        self.environment = environment
        plan = ScreenWakePlan.choose(environment: environment, find: { ProgramPath.find($0, environment: environment) })
    }

    /// The method holding the screen awake now, nil when none is.
    public var heldMethod: ScreenWakeMethod? { held?.method }

    /// nil when the screen is now kept awake; else the sentence for the status line.
    public func hold(reason: String) -> String? {
        release()
        guard case .methods(let methods) = plan else {
            if case .unavailable(let message) = plan { return message }
            return nil
        }
        let ordered = working.map { first in [first] + methods.filter { $0 != first } } ?? methods
        var failures: [String] = []
        for method in ordered {
            do {
                held = (try Self.start(method, reason: reason, environment: environment), method, reason)
                working = method
                return nil
            } catch {
                failures.append(error.description)
            }
        }
        return "cannot keep this screen awake: " + failures.joined(separator: "; ")
    }

    public func release() {
        held?.inhibition.release()
        held = nil
    }

    /// Lets the screen sleep while `body` runs (sous stopped with Ctrl-Z), then holds it again.
    public func releasing<T>(while body: () throws -> T) rethrows -> T {
        let reason = held?.reason
        release()
        defer { if let reason { _ = hold(reason: reason) } }
        return try body()
    }

    deinit { release() }

    private static func start(_ method: ScreenWakeMethod, reason: String, environment: [String: String]) throws(ScreenWakeFailure) -> ScreenInhibition {
        switch method {
        case .sessionBus(let address):
            return try SessionBusInhibition(address: address, reason: reason)
        case .logind(let systemdInhibit, let cat):
            return try LogindInhibition(reason: reason, systemdInhibit: systemdInhibit, cat: cat, environment: environment)
        case .xdgScreensaver(let program, let windowID, let xargs):
            return try XdgScreensaverInhibition(program: program, windowID: windowID, xargs: xargs, environment: environment)
        }
    }
}
