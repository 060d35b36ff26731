import SousApp
import SousCore
import SousTUI
import Testing

@Suite struct ScreenSnapshotTests {
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 40, rows: 12)]

    @Test(arguments: sizes)
    func library(_ size: TerminalSize) {
        let canvas = AppScreen.render(ScreenFixtures.library(size), theme: .kitchen)
        Snapshot.assertMatches(canvas, named: "library-\(size.columns)x\(size.rows)")
    }

    @Test(arguments: sizes)
    func detail(_ size: TerminalSize) {
        let canvas = AppScreen.render(ScreenFixtures.detail(size, servings: 6), theme: .kitchen)
        Snapshot.assertMatches(canvas, named: "detail-\(size.columns)x\(size.rows)")
    }

    @Test func searchWithNoMatches() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        state.library.query.search = "zzz"
        state.library.isEditingSearch = true
        state.library.page = LibraryPage(query: state.library.query, offset: 0, total: 0, items: [])
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "library-no-matches")
    }

    /// Descriptions wrap instead of being cut, two columns at 80x24, one that scrolls at 60x20.
    @Test(arguments: [(80, 24, 0), (60, 20, 0), (60, 20, 5), (120, 40, 0)])
    func helpOverlay(width: Int, height: Int, scroll: Int) {
        var state = ScreenFixtures.library(TerminalSize(columns: width, rows: height))
        state.showsHelp = true
        state.helpScroll = scroll
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen),
                               named: "library-help-\(width)x\(height)" + (scroll > 0 ? "-scrolled" : ""))
    }

    @Test func theSelectedRowUsesTheSelectionStyle() {
        let state = ScreenFixtures.library(TerminalSize(columns: 80, rows: 24), selected: 2)
        let canvas = AppScreen.render(state, theme: .kitchen)
        let row = LibraryLayout.listTop + 2
        for column in 0..<80 { #expect(canvas[column, row].style == Theme.kitchen.selection) }
        #expect(canvas[0, row - 1].style == Theme.kitchen.text)
    }

    @Test func wideCharactersTakeTwoColumnsAndKeepTheColumnsAligned() {
        let canvas = AppScreen.render(ScreenFixtures.library(TerminalSize(columns: 80, rows: 24)), theme: .kitchen)
        let lines = canvas.text.split(separator: "\n").map(String.init)
        let categoryColumn = { (line: String) -> Int? in
            guard let range = line.range(of: "Dinner") else { return nil }
            return DisplayWidth.of(line[..<range.lowerBound])
        }
        #expect(categoryColumn(lines[2]) != nil)
        #expect(categoryColumn(lines[2]) == categoryColumn(lines[3]))
    }

    /// Every size from 1x1 to 130x45 renders without trapping, and below 20x6 says so.
    @Test func everySizeRendersAndTinyOnesSaySo() {
        for columns in stride(from: 1, through: 130, by: 3) {
            for rows in stride(from: 1, through: 45, by: 2) {
                let size = TerminalSize(columns: columns, rows: rows)
                for state in [ScreenFixtures.library(size), ScreenFixtures.detail(size)] {
                    var withHelp = state
                    withHelp.showsHelp = true
                    let canvas = AppScreen.render(withHelp, theme: .kitchen)
                    #expect(canvas.width == columns && canvas.height == rows)
                    if size.isTooSmall && columns >= 8 && rows >= 3 {
                        #expect(canvas.text.replacingOccurrences(of: "\n", with: " ").contains("too"))
                    }
                }
            }
        }
    }
}
