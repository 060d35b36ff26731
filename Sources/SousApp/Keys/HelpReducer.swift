/// Keys and the mouse while the `?` overlay is open: when its lines scroll, the moving keys and
/// the wheel scroll them; any other key, or a click, closes it.
enum HelpReducer {
    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] {
        let layout = HelpLayout(route: state.route, size: state.size)
        let page = max(1, layout.visibleRows - 1)
        let scroll = min(state.helpScroll, layout.maxScroll)
        let moved: Int? = switch key {
        case .down, .char("j"): scroll + 1
        case .up, .char("k"): scroll - 1
        case .pageDown, .ctrl("f"), .char(" "): scroll + page
        case .pageUp, .ctrl("b"): scroll - page
        case .home, .char("g"): 0
        case .end, .char("G"): layout.maxScroll
        default: nil
        }
        guard layout.scrolls, let moved else {
            state.showsHelp = false
            state.helpScroll = 0
            return []
        }
        state.helpScroll = min(max(0, moved), layout.maxScroll)
        return []
    }

    /// The wheel scrolls a tall help as ↑/↓ do; a click closes it.
    static func mouse(_ event: MouseEvent, in state: inout AppState) -> [Effect] {
        switch event.kind {
        case .wheelUp: keyPressed(.up, in: &state)
        case .wheelDown: keyPressed(.down, in: &state)
        case .press: keyPressed(.escape, in: &state)
        }
    }
}
