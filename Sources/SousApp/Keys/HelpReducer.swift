/// Keys while the `?` overlay is open: when its lines scroll, the moving keys scroll them;
/// any other key closes it.
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
}
