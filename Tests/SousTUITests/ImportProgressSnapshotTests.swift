import SousApp
import SousCore
import SousTUI
import Testing

/// The library while an import reads off the loop: the status line says what is being read and
/// that Esc cancels it, the hint kept in view on a narrow terminal.
@Suite struct ImportProgressSnapshotTests {
    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)])
    func theStatusLineShowsTheImportAndHowToCancelIt(_ size: TerminalSize) {
        var state = ScreenFixtures.library(size)
        _ = reduce(&state, .keyPressed(.char("i")))
        for character in "https://www.example.com/recipes/tomato-soup" { _ = reduce(&state, .keyPressed(.char(character))) }
        _ = reduce(&state, .keyPressed(.enter))
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "library-importing-\(size.columns)x\(size.rows)")
    }
}
