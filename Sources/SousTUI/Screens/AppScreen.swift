import SousCore
import SousApp

/// Renders the whole app state into a canvas: the current screen, the status line, the help overlay.
public enum AppScreen {
    public static func render(_ state: AppState, theme: Theme) -> Canvas {
        var canvas = Canvas(width: state.size.columns, height: state.size.rows, fill: Cell(character: " ", style: theme.text))
        if state.size.isTooSmall {
            drawTooSmall(into: &canvas, theme: theme)
            return canvas
        }
        switch state.route {
        case .library: LibraryScreen.draw(state, theme: theme, into: &canvas)
        case .detail: DetailScreen.draw(state, theme: theme, into: &canvas)
        case .timers: TimersScreen.draw(state, theme: theme, into: &canvas)
        default: FeatureScreens.draw(state, theme: theme, into: &canvas)
        }
        if state.showsHelp {
            HelpOverlay.draw(route: state.route, title: title(of: state.route), scroll: state.helpScroll, theme: theme,
                             into: &canvas)
        }
        return canvas
    }

    static func title(of route: Route) -> String {
        switch route {
        case .library: "Library"
        case .detail: "Recipe"
        case .timers: "Timers"
        default: FeatureRegistry.title(of: route) ?? route.name
        }
    }

    static func drawTooSmall(into canvas: inout Canvas, theme: Theme) {
        let lines = TextWrap.wrap("terminal too small", width: max(1, canvas.width))
        let top = max(0, (canvas.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let column = max(0, (canvas.width - DisplayWidth.of(line)) / 2)
            canvas.write(line, column: column, row: top + index, style: theme.warning)
        }
    }

    /// The status line: a message when there is one, else the screen's own hint; on the right the
    /// nearest running timer, if any, before the screen's own `right` (a position such as "3/58").
    static func drawStatus(_ state: AppState, hint: String, right: String, theme: Theme, into canvas: inout Canvas) {
        let row = canvas.height - 1
        let right = withTimer(state, right: right)
        if let status = state.status {
            let style: Style = switch status.kind {
            case .info: theme.statusBar
            case .success: theme.statusBar
            case .error: theme.danger.with(.reverse)
            }
            // A message (a question such as "Quit? y/n" above all) keeps the whole line rather than
            // being cut for the position and the timer, which come back with the next key.
            let fits = DisplayWidth.of(status.text) + 2 + DisplayWidth.of(right) <= canvas.width
            Bar.draw(left: " " + status.text, right: fits ? right : "", row: row, width: canvas.width, style: theme.statusBar,
                     leftStyle: style, into: &canvas)
        } else {
            let room = canvas.width - 1 - (right.isEmpty ? 0 : DisplayWidth.of(right) + 1)
            Bar.draw(left: " " + fitted(hint, width: room), right: right, row: row, width: canvas.width,
                     style: theme.statusBar, into: &canvas)
        }
    }

    /// `right` with the status line's timer ("Boil 4:12 +1 · 3/58 ") in front, when one is shown.
    static func withTimer(_ state: AppState, right: String) -> String {
        guard let timer = StatusLineTimer.text(in: state) else { return right }
        return right.isEmpty ? timer + " " : timer + " · " + right
    }

    /// While a prompt holds the status line, an error (a bad timer, text over the prompt's limit)
    /// shows on the row above it.
    static func drawPromptError(_ state: AppState, promptRow row: Int, width: Int, theme: Theme, into canvas: inout Canvas) {
        guard let status = state.status, status.kind == .error, row > 0 else { return }
        Bar.draw(left: " " + status.text, row: row - 1, width: width, style: theme.danger.with(.reverse), into: &canvas)
    }

    /// A key hint ("/ search · Enter open · M meal plan · ? help") narrowed by whole items rather
    /// than cut mid-word: items before the last go first, so "? help" stays in view.
    static func fitted(_ hint: String, width: Int) -> String {
        var parts = hint.components(separatedBy: " · ")
        while parts.count > 2, DisplayWidth.of(parts.joined(separator: " · ")) > width {
            parts.remove(at: parts.count - 2)
        }
        return parts.joined(separator: " · ")
    }
}
