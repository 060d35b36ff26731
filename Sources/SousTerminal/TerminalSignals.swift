#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Signal handlers cannot capture context and may only do async-signal-safe work, so what they
// need lives here in plain global storage: written before the handlers are installed, only read
// inside them. This is the one place sous keeps global mutable state, and it is why.
nonisolated(unsafe) private var signalSavedTermios = termios()
nonisolated(unsafe) private var signalHasSavedTermios = false
nonisolated(unsafe) private var signalResizeWriteFD: Int32 = -1
/// Indexed by signal number: what was installed before sous, put back on restore or re-raise.
nonisolated(unsafe) private var signalPreviousActions: UnsafeMutablePointer<sigaction>?

private let signalSlots = 65

/// Installs and removes the handlers that give the terminal back on every way out of sous.
enum TerminalSignals {
    /// Polite requests to stop: restore the terminal, then die of the same signal (exit status 128+n).
    static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    /// Crashes: restore the terminal, then let the previous handler (the Swift backtracer or the
    /// default core dump) run.
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    static func install(savedTermios: termios, resizeWriteFD: Int32) {
        signalSavedTermios = savedTermios
        signalHasSavedTermios = true
        signalResizeWriteFD = resizeWriteFD
        let previous = signalPreviousActions ?? {
            let slots = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
            slots.initialize(repeating: sigaction(), count: signalSlots)
            signalPreviousActions = slots
            return slots
        }()

        for signal in terminating {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                restoreTerminalFromSignal()
                Glibc.signal(number, SIG_DFL)
                // Blocked while this handler runs, so it is delivered, with the default action, on return.
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
        for signal in crashing {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, info, _ in
                restoreTerminalFromSignal()
                if info == nil || info!.pointee.si_code <= 0 {
                    // Sent by kill, raise or abort: nothing will re-occur, and the Swift backtracer
                    // returns after printing, which would let the process run on. Die of it now.
                    Glibc.signal(number, SIG_DFL)
                    raise(number)  // Blocked in this handler, so delivered on return.
                } else if let slots = signalPreviousActions {
                    // A real fault re-occurs when the instruction runs again after return, and then
                    // reaches the previous handler (the Swift backtracer, or the default core dump).
                    sigaction(number, slots + Int(number), nil)
                } else {
                    Glibc.signal(number, SIG_DFL)
                }
            }
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
        // ncurses' own SIGWINCH handler only sets a flag that poll(2) never sees; a byte in a pipe
        // wakes the wait, and the backend then resizes ncurses itself.
        var resize = sigaction()
        resize.__sigaction_handler.sa_handler = { _ in
            let saved = errno
            var byte: UInt8 = 1
            _ = write(signalResizeWriteFD, &byte, 1)
            errno = saved
        }
        resize.sa_flags = SA_RESTART
        sigemptyset(&resize.sa_mask)
        sigaction(SIGWINCH, &resize, previous + Int(SIGWINCH))
    }

    /// Puts back what was installed before `install`.
    static func uninstall() {
        guard let previous = signalPreviousActions else { return }
        for signal in terminating + crashing + [SIGWINCH] {
            sigaction(signal, previous + Int(signal), nil)
        }
        signalHasSavedTermios = false
    }
}

/// Only async-signal-safe calls: write(2) and tcsetattr(3).
private func restoreTerminalFromSignal() {
    let saved = errno
    // Mouse reporting and bracketed paste off, keypad transmit off, plain attributes, cursor
    // shown, main screen back.
    let reset: StaticString = "\u{1b}[?2004l\u{1b}[?1000l\u{1b}[?1002l\u{1b}[?1006l\u{1b}[?1l\u{1b}>\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l"
    _ = write(1, reset.utf8Start, reset.utf8CodeUnitCount)
    if signalHasSavedTermios {
        _ = tcsetattr(0, TCSAFLUSH, &signalSavedTermios)
    }
    errno = saved
}
