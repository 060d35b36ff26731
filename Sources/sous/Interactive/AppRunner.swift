import Foundation
import SousServices
import SousApp
import SousTUI
import SousTerminal

/// The run loop: single-threaded, it feeds actions to the reducer, runs the effects, draws the state and
/// then sleeps until the terminal or the inbox has something, or until the next moment a timer on
/// screen changes (no timeout at all when nothing does, so an idle sous uses no CPU).
///
/// Input is taken in batches: every event the terminal has ready is reduced before any effect runs
/// or a frame is drawn, and effects a later one supersedes are dropped (`EffectBatch`), so a burst
/// of typing or a paste costs one search and one frame.
final class AppRunner {
    private let terminal: Terminal
    private let effects: EffectRunner
    private let theme: Theme
    private let inbox: Inbox
    private let clock: () -> Date
    private var pacer = SearchPacer()
    /// Notices timers changed by another process; asked on every wake-up.
    var timerWatcher: TimerChangeWatcher?
    /// Run once the first frame is on screen: work the first frame need not wait for.
    var afterFirstFrame: (() -> Void)?
    private var firstFrameShown = false

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
        state.timeZone = .current
        state.pictures.mode = PictureColorMode(terminalColors: terminal.colorCount)
        if let initialMessage { state.status = StatusMessage(initialMessage, kind: .error) }
        var pending: [AppAction] = [.started] + startActions
        let monotonic = ContinuousClock()
        while true {
            while !pending.isEmpty {
                var batch = pending
                pending = []
                var requested: [Effect] = []
                // Keys after one that opens a recipe wait for it (`Effect.holdsLaterKeys`).
                var held: [AppAction] = []
                for (index, action) in batch.enumerated() {
                    let asked = reduce(&state, action)
                    requested += asked
                    if asked.contains(where: \.holdsLaterKeys) {
                        held = Array(batch[(index + 1)...])
                        batch = Array(batch[...index])
                        break
                    }
                }
                // The library's first page is in: on screen before its preview, categories and the rest load.
                if !firstFrameShown, batch.contains(where: { if case .libraryLoaded = $0 { true } else { false } }) {
                    drawFirstFrame(state)
                    for action in afterFirstFrameActions() { requested += reduce(&state, action) }
                }
                for effect in EffectBatch.coalesced(requested) {
                    if case .openEditor(let request)? = effect.feature(ImportEffect.self) {
                        let session = EditorSession(environment: effects.environment)
                        let outcome = terminal.withSuspended { session.run(request) }
                        pending.append(.importing(.editorClosed(request, outcome)))
                        continue
                    }
                    switch effect {
                    case .quit: return
                    // Stopped at the shell, sous is not being looked at: the screen saver may work meanwhile.
                    case .suspend: effects.screenWake.releasing { terminal.suspend() }
                    case .bell: terminal.bell()
                    default:
                        if let text = EffectBatch.searchText(effect), !pacer.admit(effect, text: text, now: monotonic.now) { continue }
                        pending += effects.perform(effect)
                    }
                }
                pending += held
            }
            if state.isQuitting { return }
            if !firstFrameShown {
                // The library never loaded (an error says why): the rest still loads.
                drawFirstFrame(state)
                pending = afterFirstFrameActions()
                continue
            }
            terminal.draw(AppScreen.render(state, theme: theme))
            let timerWake = WakeSchedule.nextWake(for: state).map { wake in
                Duration.milliseconds(max(0, Int((wake.timeIntervalSince(clock()) * 1000).rounded(.up))))
            }
            let searchWake = pacer.wait(now: monotonic.now)
            let timeout = [timerWake, searchWake].compactMap { $0 }.min()
            // nil means stdin hung up (the terminal went away): nothing more can be read.
            guard let event = terminal.waitForEvent(timeout: timeout, wakeFD: inbox.wakeFD) else { return }
            for event in [event] + terminal.takeReadyEvents() {
                switch event {
                case .key(let key): pending.append(.keyPressed(key))
                case .mouse(let mouse): pending.append(.mouse(mouse))
                case .resize(let columns, let rows): pending.append(.resized(TerminalSize(columns: columns, rows: rows)))
                case .wake: pending += inbox.drain()
                case .timeout: break
                }
            }
            if let search = pacer.due(now: monotonic.now) { pending += effects.perform(search) }
            if let changed = timerWatcher?.check(now: clock()) { pending.append(changed) }
            if timerWake != nil { pending.append(.ticked(now: clock())) }
        }
    }

    private func drawFirstFrame(_ state: AppState) {
        terminal.draw(AppScreen.render(state, theme: theme))
        firstFrameShown = true
        afterFirstFrame?()
    }

    /// What the first frame did not wait for, and the first tick (which loads this week's plan).
    private func afterFirstFrameActions() -> [AppAction] {
        [.firstFrameShown, .ticked(now: clock())]
    }
}
