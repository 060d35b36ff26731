import Foundation
import SousApp
import SousCore
import Testing

/// Which picture each screen asks for, once, and what the answers do.
@Suite struct PictureRequestTests {
    static let wide = TerminalSize(columns: 120, rows: 40)
    /// Bytes that pass for a JPEG: reducers never decode them.
    static let image = RecipeImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 7, count: 60))!
    static let other = RecipeImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 9, count: 60))!

    static var curry: Recipe {
        var recipe = Fixtures.curry
        recipe.image = image
        return recipe
    }

    static func picture(_ size: PictureSize) -> Picture {
        let cell = PictureCell(character: "▀", foreground: PictureColor(red: 200, green: 90, blue: 20), background: PictureColor(red: 20, green: 60, blue: 90))
        return Picture(columns: size.columns, rows: size.rows, cells: Array(repeating: cell, count: size.columns * size.rows))!
    }

    static func key(_ columns: Int, _ rows: Int, image: RecipeImage = image, id: Int64? = 7) -> PictureKey {
        PictureKey(recipeID: id, image: image, size: PictureSize(columns: columns, rows: rows), mode: .palette256)
    }

    /// Only the picture requests among `effects` (a resize reloads the preview, a tick the plan).
    func renders(_ effects: [Effect]) -> [Effect] {
        effects.filter { if case .renderPicture = $0 { true } else { false } }
    }

    func state(size: TerminalSize = wide) -> AppState {
        var state = Fixtures.library(total: 5, size: size)
        state.pictures.mode = .palette256
        return state
    }

    @Test func openingARecipeWithAPictureAsksForItAtTheDetailSize() {
        var state = state()
        let effects = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state)
        // 120x40: 15 rows beside the header, 40 columns for a 4:3 photo.
        #expect(effects == [.cook(.loadHistory(recipeID: 7)), .renderPicture(Self.key(40, 15), Self.image)])
        #expect(state.pictures.pending == [Self.key(40, 15)])
    }

    @Test func aPictureBeingDrawnIsNotAskedForAgain() {
        var state = state()
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state)
        #expect(reduce(&state, .keyPressed(.char("j"))) == [])
        #expect(renders(reduce(&state, .ticked(now: Date(timeIntervalSince1970: 60)))) == [])
    }

    @Test func aDrawnPictureIsKeptAndShownWithoutAskingAgain() {
        var state = state()
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state)
        let drawn = Self.picture(PictureSize(columns: 40, rows: 15))
        #expect(reduce(&state, .pictureRendered(Self.key(40, 15), drawn)) == [])
        #expect(state.pictures.pending.isEmpty)
        #expect(state.pictures.entry(for: Self.key(40, 15)) == .picture(drawn))
        #expect(PictureLayout.detailSlot(in: state)?.picture == drawn)
        // Back to the library and in again: the cache answers.
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state) == [.cook(.loadHistory(recipeID: 7))])
    }

    @Test func aSkippedRequestIsForgottenAndTheShownPictureAskedForAgain() {
        var state = state()
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state)
        // The runner drew something newer first: the detail view's picture is asked for again.
        #expect(reduce(&state, .pictureSkipped(Self.key(40, 15))) == [.renderPicture(Self.key(40, 15), Self.image)])
        #expect(state.pictures.pending == [Self.key(40, 15)])
        // A skipped request for a picture no longer shown is only forgotten.
        #expect(reduce(&state, .pictureSkipped(Self.key(40, 15, image: Self.other, id: 8))) == [])
        #expect(state.pictures.pending == [Self.key(40, 15)])
        #expect(state.pictures.entry(for: Self.key(40, 15, image: Self.other, id: 8)) == nil)
    }

    @Test func aResizeAsksForTheNewSizeAndNothingWhereThereIsNoRoom() {
        var state = state()
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state)
        _ = reduce(&state, .pictureRendered(Self.key(40, 15), Self.picture(PictureSize(columns: 40, rows: 15))))
        // 200x55: a bigger box, in the margin right of the text.
        #expect(renders(reduce(&state, .resized(TerminalSize(columns: 200, rows: 55)))) == [.renderPicture(Self.key(53, 20), Self.image)])
        #expect(PictureLayout.detailFrame(for: state.size)?.inMargin == true)
        #expect(renders(reduce(&state, .resized(TerminalSize(columns: 80, rows: 24)))) == [])
        // Back to 120x40: still cached.
        #expect(renders(reduce(&state, .resized(Self.wide))) == [])
    }

    @Test func aPictureThatCannotBeDrawnIsRememberedAndGivesTheTextBackItsRoom() {
        var state = state()
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state)
        // The picture ends a column short of the screen's edge: 24 of the text's 100 columns go.
        #expect(PictureLayout.detailAside(in: state) == DocumentAside(columns: 24, rows: 15))
        _ = reduce(&state, .pictureRendered(Self.key(40, 15), nil))
        #expect(state.pictures.entry(for: Self.key(40, 15)) == .unavailable)
        #expect(PictureLayout.detailAside(in: state) == nil)
        #expect(reduce(&state, .keyPressed(.char("j"))) == [])
    }

    @Test func theHeaderKeepsThePicturesOwnSizeOnceDrawn() {
        var state = state()
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state)
        // A squarer photo fits 15 rows in fewer columns: the text takes the rest.
        _ = reduce(&state, .pictureRendered(Self.key(40, 15), Self.picture(PictureSize(columns: 30, rows: 15))))
        #expect(PictureLayout.detailAside(in: state) == DocumentAside(columns: 14, rows: 15))
    }

    @Test func aRecipeWithoutAPictureOrATerminalWithoutColoursAsksForNothing() {
        var plain = state()
        #expect(Fixtures.answeringNutrition(reduce(&plain, .recipeLoaded(Fixtures.curry)), in: &plain) == [.cook(.loadHistory(recipeID: 7))])
        var monochrome = state()
        monochrome.pictures.mode = nil
        #expect(Fixtures.answeringNutrition(reduce(&monochrome, .recipeLoaded(Self.curry)), in: &monochrome) == [.cook(.loadHistory(recipeID: 7))])
        #expect(monochrome.pictures.pending.isEmpty)
    }

    @Test func anEditedPictureIsAskedForAnew() {
        var state = state()
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state)
        _ = reduce(&state, .pictureRendered(Self.key(40, 15), Self.picture(PictureSize(columns: 40, rows: 15))))
        var edited = Self.curry
        edited.image = Self.other
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(edited)), in: &state).contains(.renderPicture(Self.key(40, 15, image: Self.other), Self.other)))
    }

    @Test func theLibraryPreviewAsksForItsOwnSizeWhenThePaneHasRoom() {
        var state = state()
        var recipe = Self.curry
        recipe.id = 1
        #expect(reduce(&state, .previewLoaded(recipe)) == [.renderPicture(Self.key(32, 12, id: 1), Self.image)])
        var narrow = self.state(size: TerminalSize(columns: 80, rows: 24))
        #expect(reduce(&narrow, .previewLoaded(recipe)) == [])
    }

    @Test func cookModeAsksOnlyOnItsFirstStep() {
        var state = state()
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state)
        _ = reduce(&state, .pictureRendered(Self.key(40, 15), Self.picture(PictureSize(columns: 40, rows: 15))))
        let effects = reduce(&state, .keyPressed(.char("c")))
        #expect(state.route == .cook)
        #expect(effects.contains(.renderPicture(Self.key(37, 14), Self.image)))
        _ = reduce(&state, .pictureRendered(Self.key(37, 14), nil))
        #expect(reduce(&state, .keyPressed(.char(" "))) == [])
        #expect(state.cook?.step == 1)
        #expect(PictureLayout.cookSlot(in: state) == nil)
    }

    @Test func scrollingReachesTheLastLineWithThePictureBesideTheHeader() throws {
        var state = state()
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.curry)), in: &state)
        _ = reduce(&state, .pictureRendered(Self.key(40, 15), Self.picture(PictureSize(columns: 40, rows: 15))))
        _ = reduce(&state, .keyPressed(.char("G")))
        let detail = try #require(state.detail)
        let lines = DetailDocument.lines(for: detail, width: 100, aside: PictureLayout.detailAside(in: state))
        #expect(detail.scroll == lines.count - DetailDocument.bodyHeight(for: state.size))
        #expect(detail.scroll > 0)
    }

    @Test func theCacheDropsTheLeastRecentlyShown() {
        var cache = PictureCache(mode: .palette256)
        let keys = (0..<(PictureCache.capacity + 1)).map { Self.key(10 + $0, 5) }
        for key in keys.prefix(PictureCache.capacity) { cache.store(.unavailable, for: key) }
        cache.touch(keys[0])
        cache.store(.unavailable, for: keys[PictureCache.capacity])
        #expect(cache.entries.count == PictureCache.capacity)
        #expect(cache.entry(for: keys[0]) != nil)
        #expect(cache.entry(for: keys[1]) == nil)
    }
}
