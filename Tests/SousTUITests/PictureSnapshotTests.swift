import Foundation
import SousApp
import SousCore
import SousTUI
import Testing

/// The recipe's picture in the detail header, the library preview and cook mode's first screen,
/// from a fixed fake picture in the state (the real ones are drawn off the loop by SousPictures).
@Suite struct PictureSnapshotTests {
    static let wide = TerminalSize(columns: 120, rows: 40)
    static let image = RecipeImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 1, count: 32))!
    static let plate = PictureColor(red: 230, green: 150, blue: 40)
    static let table = PictureColor(red: 30, green: 90, blue: 120)

    /// A plate on a table: a disc of full blocks with half blocks at its top and bottom edges.
    static func picture(_ size: PictureSize) -> Picture {
        var cells: [PictureCell] = []
        for row in 0..<size.rows {
            for column in 0..<size.columns {
                let dx = (Double(column) + 0.5 - Double(size.columns) / 2) / (Double(size.columns) / 2)
                let dy = (Double(row) + 0.5 - Double(size.rows) / 2) / (Double(size.rows) / 2)
                let distance = (dx * dx + dy * dy).squareRoot()
                let character: Character = distance < 0.6 ? "█" : distance < 0.75 ? (dy < 0 ? "▄" : "▀") : " "
                cells.append(PictureCell(character: character, foreground: plate, background: table))
            }
        }
        return Picture(columns: size.columns, rows: size.rows, cells: cells)!
    }

    /// `state` with the picture on its recipes and, unless `drawn` is false, already drawn for the
    /// screen it shows, at the size that screen asks for.
    static func withPicture(_ state: AppState, drawn: Bool = true) -> AppState {
        var state = state
        state.pictures.mode = .truecolor
        state.library.preview?.image = image
        state.detail?.recipe.image = image
        if let cook = state.cook {
            var recipe = cook.recipe
            recipe.image = image
            var pictured = CookState(recipe: recipe, servings: cook.servings, step: cook.step)
            pictured.showsIngredients = cook.showsIngredients
            state.cook = pictured
        }
        if drawn, let slot = PictureLayout.slot(in: state) {
            state.pictures.store(.picture(picture(slot.key.size)), for: slot.key)
        }
        return state
    }

    @Test(arguments: [wide, TerminalSize(columns: 200, rows: 55), TerminalSize(columns: 100, rows: 30)])
    func detailHeader(_ size: TerminalSize) {
        let state = Self.withPicture(ScreenFixtures.detail(size))
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "picture-detail-\(size.columns)x\(size.rows)")
    }

    @Test func detailScrolledCutsThePictureAtTheTop() {
        var state = Self.withPicture(ScreenFixtures.detail(Self.wide))
        state.detail?.scroll = 6
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "picture-detail-scrolled-120x40")
    }

    @Test func whileThePictureIsDrawnItsRoomStaysBlank() {
        let state = Self.withPicture(ScreenFixtures.detail(Self.wide), drawn: false)
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "picture-detail-pending-120x40")
    }

    @Test func libraryPreview() {
        let state = Self.withPicture(ScreenFixtures.library(Self.wide))
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "picture-library-120x40")
    }

    @Test func cookModesFirstScreen() {
        let state = Self.withPicture(CookScreenSnapshotTests.cooking(Self.wide, step: 0))
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "picture-cook-120x40")
    }

    /// Where there is no room (and past cook mode's first step) the screen is exactly as without a picture.
    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)])
    func nothingIsDrawnWhereThereIsNoRoom(_ size: TerminalSize) {
        let states = [ScreenFixtures.detail(size), ScreenFixtures.library(size), CookScreenSnapshotTests.cooking(size, step: 0)]
        for plain in states {
            let pictured = Self.withPicture(plain)
            #expect(PictureLayout.slot(in: pictured) == nil)
            #expect(AppScreen.render(pictured, theme: .kitchen) == AppScreen.render(plain, theme: .kitchen))
        }
    }

    @Test func cookModesLaterStepsHaveNoPicture() {
        let plain = CookScreenSnapshotTests.cooking(Self.wide, step: 1)
        let pictured = Self.withPicture(plain)
        #expect(AppScreen.render(pictured, theme: .kitchen) == AppScreen.render(plain, theme: .kitchen))
    }

    @Test func pictureCellsCarryThePicturesColours() throws {
        let state = Self.withPicture(ScreenFixtures.detail(Self.wide))
        let canvas = AppScreen.render(state, theme: .kitchen)
        let slot = try #require(PictureLayout.detailSlot(in: state))
        let picture = try #require(slot.picture)
        // Top right of the screen, one column from its edge: columns 79-118, rows 1-15.
        let x = 119 - picture.columns
        #expect(canvas[x + picture.columns / 2, 1 + picture.rows / 2].character == "█")
        #expect(canvas[x + picture.columns / 2, 1 + picture.rows / 2].style == Style(foreground: .rgb(230, 150, 40), background: .rgb(30, 90, 120)))
        #expect(canvas[x, 1].style.background == .rgb(30, 90, 120))
        #expect(canvas[x - 1, 1].style == Theme.kitchen.text)
    }

    @Test func anUnavailablePictureLeavesTheScreenAsWithout() throws {
        var state = Self.withPicture(ScreenFixtures.detail(Self.wide), drawn: false)
        let slot = try #require(PictureLayout.detailSlot(in: state))
        state.pictures.store(.unavailable, for: slot.key)
        #expect(AppScreen.render(state, theme: .kitchen) == AppScreen.render(ScreenFixtures.detail(Self.wide), theme: .kitchen))
    }
}
