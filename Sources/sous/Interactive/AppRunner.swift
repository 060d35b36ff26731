import Foundation
import SousApp
import SousTUI
import SousTerminal

/// The run loop: single-threaded, it feeds actions to the reducer, runs the effects, draws the state and
/// then sleeps until the terminal or the inbox has something, or until the next moment a timer on
/// screen changes (no timeout at all when nothing does, so an idle sous uses no CPU).
final class AppRunner {
    private let terminal: Terminal
    private let effects: EffectRunner
    private let theme: Theme
    private let inbox: Inbox
    private let clock: () -> Date
    /// Notices timers changed by another process; asked on every wake-up.
    var timerWatcher: TimerChangeWatcher?

    init(terminal: Terminal, effects: EffectRunner, theme: Theme, inbox: Inbox, clock: @escaping () -> Date = Date.init) {
        self.terminal = terminal
        self.effects = effects
        self.theme = theme
        self.inbox = inbox
        self.clock = clock
    }

    func run(initialMessage: String?, startActions: [AppAction] = []) {
        let size = terminal.size
        var state = AppState(size: TerminalSize(columns: size.columns, rows: size.rows), now: clock())
        if let initialMessage { state.status = StatusMessage(initialMessage, kind: .error) }
        var pending: [AppAction] = [.started, .ticked(now: clock())] + startActions
        while true {
            while !pending.isEmpty {
                let action = pending.removeFirst()
                for effect in reduce(&state, action) {
                    switch effect {
                    case .quit: return
                    case .suspend: terminal.suspend()
                    case .bell: terminal.bell()
                    case .importing(.openEditor(let request)):
                        let session = EditorSession(environment: effects.environment)
                        let outcome = terminal.withSuspended { session.run(request) }
                        pending.append(.importing(.editorClosed(request, outcome)))
                    default: pending += effects.perform(effect)
                    }
                }
            }
            if state.isQuitting { return }
            terminal.draw(AppScreen.render(state, theme: theme))
            let timeout = WakeSchedule.nextWake(for: state).map { wake in
                Duration.milliseconds(max(0, Int((wake.timeIntervalSince(clock()) * 1000).rounded(.up))))
            }
            // nil means stdin hung up (the terminal went away): nothing more can be read.
            guard let event = terminal.waitForEvent(timeout: timeout, wakeFD: inbox.wakeFD) else { return }
            switch event {
            case .key(let key): pending.append(.keyPressed(key))
            case .mouse(let mouse): pending.append(.mouse(mouse))
            case .resize(let columns, let rows): pending.append(.resized(TerminalSize(columns: columns, rows: rows)))
            case .wake: pending += inbox.drain()
            case .timeout: break
            }
            if let changed = timerWatcher?.check(now: clock()) { pending.append(changed) }
            if timeout != nil { pending.append(.ticked(now: clock())) }
        }
    }
}
