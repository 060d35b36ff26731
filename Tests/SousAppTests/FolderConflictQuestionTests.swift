import Foundation
import SousApp
import SousCore
import Testing

/// The folder holds a recipe twice (a sync engine's conflict copy): the status line asks which
/// to keep, only when the library is at rest, and a letter typed for something else never answers.
@Suite struct FolderConflictQuestionTests {
    let padThai = FolderConflictNotice(copy: "mains/pad-thai.sync-conflict-20261126-101010-ABCDEFG.cook", title: "Pad Thai")
    let soup = FolderConflictNotice(copy: "soup (conflicted copy).cook", title: "Soup")

    func library(columns: Int = 120) -> AppState {
        Fixtures.library(total: 5, size: TerminalSize(columns: columns, rows: 24))
    }

    @Test func theFirstConflictIsAskedAndMKeepsMine() {
        var state = library()
        #expect(reduce(&state, .folderConflicts([padThai, soup])) == [])
        #expect(state.status?.text
                == "2 versions of Pad Thai in the folder: m keep mine · t keep theirs · b keep both · other key: later")
        #expect(reduce(&state, .keyPressed(.char("m"))) == [.resolveFolderConflict(copy: padThai.copy, keep: .mine)])
        #expect(state.status?.text == "Keeping this version of Pad Thai…")
        #expect(state.library.selected == 0)
    }

    @Test(arguments: [("t", FolderConflictKeep.theirs), ("b", .both), ("B", .both)])
    func tAndBKeepTheirsOrBoth(_ letter: String, _ keep: FolderConflictKeep) {
        var state = library()
        _ = reduce(&state, .folderConflicts([padThai]))
        #expect(reduce(&state, .keyPressed(.char(Character(letter)))) == [.resolveFolderConflict(copy: padThai.copy, keep: keep)])
    }

    @Test func anotherKeyPutsItOffActsAsUsualAndIsNotAskedAgainUntilTheConflictsChange() {
        var state = library()
        _ = reduce(&state, .folderConflicts([padThai]))
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(state.library.selected == 1, "the key does what it does")
        #expect(state.status == nil)
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(state.status == nil, "put off: not asked at every key")
        _ = reduce(&state, .folderConflicts([padThai]))
        #expect(state.status == nil, "the same conflicts read again are no news")
        _ = reduce(&state, .folderConflicts([padThai, soup]))
        #expect(state.status?.text.hasPrefix("2 versions of Pad Thai") == true)
    }

    @Test func typingASearchIsNeverTakenAsAnAnswer() {
        var state = library()
        _ = reduce(&state, .keyPressed(.char("/")))
        #expect(state.library.isEditingSearch)
        _ = reduce(&state, .folderConflicts([padThai]))
        #expect(state.status == nil, "not asked while a search is typed")
        for letter in "tomato" { _ = reduce(&state, .keyPressed(.char(letter))) }
        #expect(state.library.searchInput.text == "tomato")
        _ = reduce(&state, .keyPressed(.enter))
        #expect(!state.library.isEditingSearch)
        #expect(state.status?.text.hasPrefix("2 versions of Pad Thai") == true, "asked once the library is at rest")
    }

    @Test func aMessageShowingIsNotOverwrittenAndTheQuestionComesAfterTheNextKey() {
        var state = library()
        state.status = StatusMessage("1 added from the folder")
        _ = reduce(&state, .folderConflicts([padThai]))
        #expect(state.status?.text == "1 added from the folder")
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(state.status?.text.hasPrefix("2 versions of Pad Thai") == true)
    }

    @Test func settledElsewhereTheQuestionGoes() {
        var state = library()
        _ = reduce(&state, .folderConflicts([padThai]))
        _ = reduce(&state, .folderConflicts([]))
        #expect(state.status == nil)
        #expect(reduce(&state, .keyPressed(.char("m"))) == [], "m is no longer an answer")
    }

    @Test(arguments: [30, 50, 70, 80])
    func theQuestionFitsTheStatusLine(columns: Int) {
        var state = library(columns: columns)
        _ = reduce(&state, .folderConflicts([padThai]))
        let text = state.status?.text ?? ""
        #expect(DisplayWidth.of(text) <= max(columns - 2, DisplayWidth.of("Pad Thai: m mine · t theirs · b both")))
        #expect(text.contains("m") && text.contains("t") && text.contains("b"))
    }

    @Test func aTitleWithControlCharactersReachesTheStatusLineClean() {
        var state = library()
        _ = reduce(&state, .folderConflicts([FolderConflictNotice(copy: "x.cook", title: "Pad\u{1B}[2J Thai\u{7}")]))
        #expect(state.status?.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } == true)
    }
}
