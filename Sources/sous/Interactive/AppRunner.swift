import SousApp
import SousTUI
import SousTerminal

/// The run loop: single-threaded, it feeds actions to the reducer, runs the effects, draws the state and
/// then sleeps until the terminal has something (no timeout, so an idle sous uses no CPU).
final class AppRunner {
    private let terminal: Terminal
    private let effects: EffectRunner
    private let theme: Theme

    init(terminal: Terminal, effects: EffectRunner, theme: Theme) {
        self.terminal = terminal
        self.effects = effects
        self.theme = theme
    }

    func run(initialMessage: String?) {
        let size = terminal.size
        var state = AppState(size: TerminalSize(columns: size.columns, rows: size.rows))
        if let initialMessage { state.status = StatusMessage(initialMessage, kind: .error) }
        var pending: [AppAction] = [.started]
        while true {
            while !pending.isEmpty {
                let action = pending.removeFirst()
                for effect in reduce(&state, action) {
                    switch effect {
                    case .quit: return
                    case .suspend: terminal.suspend()
                    default: pending += effects.perform(effect)
                    }
                }
            }
            if state.isQuitting { return }
            terminal.draw(AppScreen.render(state, theme: theme))
            guard let event = terminal.waitForEvent(timeout: nil, wakeFD: nil) else { continue }
            switch event {
            case .key(let key): pending.append(.keyPressed(key))
            case .mouse(let mouse): pending.append(.mouse(mouse))
            case .resize(let columns, let rows): pending.append(.resized(TerminalSize(columns: columns, rows: rows)))
            case .wake, .timeout: break
            }
        }
    }
}
