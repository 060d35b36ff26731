import SousApp
import SousCore
import Testing

/// The `?` overlay's layout: every description whole (wrapped, never cut), columns when wide,
/// scrolling when tall, and keys that scroll it.
@Suite struct HelpLayoutTests {
    static let routes: [Route] = [.library, .detail, .cook, .timers, .plan, .shopping, .importPreview, .household, .pantry,
                                  .suggest, .timeline]

    /// (columns, rows, columns of bindings, whether it scrolls) for the library's keys.
    @Test(arguments: [(80, 24, 2, true), (60, 20, 1, true), (120, 40, 1, false), (160, 50, 1, false), (40, 12, 1, true)])
    func libraryKeys(width: Int, height: Int, columns: Int, scrolls: Bool) {
        let layout = HelpLayout(route: .library, size: TerminalSize(columns: width, rows: height))
        #expect(layout.columns == columns)
        #expect(layout.scrolls == scrolls)
        #expect(layout.boxWidth <= width - 2 && layout.boxHeight <= height - 2)
    }

    /// At every size and on every screen, the lines hold each description whole, word for word.
    @Test(arguments: routes)
    func everyDescriptionIsWholeAndEveryKeyIsShown(route: Route) {
        let bindings = KeyMap.bindings(for: route)
        for (width, height) in [(80, 24), (60, 20), (120, 40), (40, 12), (100, 30)] {
            let layout = HelpLayout(route: route, size: TerminalSize(columns: width, rows: height))
            for line in layout.lines {
                for cell in line {
                    #expect(DisplayWidth.of(cell.text) + layout.keyWidth + 3 <= layout.columnWidth,
                            "\(route) \(width)x\(height): “\(cell.text)” is wider than its column")
                }
            }
            let keys = layout.lines.flatMap { $0.map(\.keys) }.filter { !$0.isEmpty }
            #expect(keys == bindings.map(\.keyLabel), "\(route) \(width)x\(height)")
            let words = layout.lines.flatMap { $0.flatMap { $0.text.split(separator: " ") } }
            #expect(words.count == bindings.flatMap { $0.help.split(separator: " ") }.count, "\(route) \(width)x\(height)")
            #expect(!words.contains { $0.hasSuffix("…") }, "\(route) \(width)x\(height)")
        }
    }

    @Test func theMovingKeysScrollTallHelpAndOtherKeysCloseIt() {
        var state = AppState(size: TerminalSize(columns: 60, rows: 20))
        _ = reduce(&state, .keyPressed(.char("?")))
        let layout = HelpLayout(route: .library, size: state.size)
        #expect(state.showsHelp && state.helpScroll == 0)
        _ = reduce(&state, .keyPressed(.char("j")))
        _ = reduce(&state, .keyPressed(.down))
        #expect(state.helpScroll == 2)
        _ = reduce(&state, .keyPressed(.up))
        #expect(state.helpScroll == 1)
        _ = reduce(&state, .keyPressed(.end))
        #expect(state.helpScroll == layout.maxScroll)
        _ = reduce(&state, .keyPressed(.pageDown))
        #expect(state.helpScroll == layout.maxScroll)
        _ = reduce(&state, .keyPressed(.char("g")))
        #expect(state.helpScroll == 0)
        _ = reduce(&state, .keyPressed(.pageDown))
        #expect(state.helpScroll == layout.visibleRows - 1)
        #expect(state.showsHelp)
        _ = reduce(&state, .keyPressed(.char("x")))
        #expect(!state.showsHelp && state.helpScroll == 0)
        #expect(state.route == .library)
    }

    @Test func theWheelScrollsTallHelpAndAClickClosesIt() {
        var state = AppState(size: TerminalSize(columns: 60, rows: 20))
        _ = reduce(&state, .keyPressed(.char("?")))
        _ = reduce(&state, .mouse(MouseEvent(kind: .wheelDown, column: 5, row: 5)))
        _ = reduce(&state, .mouse(MouseEvent(kind: .wheelDown, column: 5, row: 5)))
        _ = reduce(&state, .mouse(MouseEvent(kind: .wheelUp, column: 5, row: 5)))
        #expect(state.showsHelp && state.helpScroll == 1)
        _ = reduce(&state, .mouse(MouseEvent(kind: .press(button: 1), column: 5, row: 5)))
        #expect(!state.showsHelp)
    }

    @Test func helpThatFitsClosesOnAnyKey() {
        var state = AppState(size: TerminalSize(columns: 160, rows: 50))
        _ = reduce(&state, .keyPressed(.char("?")))
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(!state.showsHelp)
        #expect(state.library.selected == 0)
    }
}
