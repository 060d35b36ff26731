import Foundation
import Testing

/// `sous show --image` as a separate process. Printing a real picture waits for the store to keep
/// recipe pictures (the importers' side); until then, what is said when there is none.
@Suite struct PictureDrawingEndToEndTests {
    let db: String

    init() throws {
        db = try SousBinary.temporaryFolder().appendingPathComponent("sous.db").path
    }

    @Test func aRecipeWithoutAPictureSaysSoAndFails() throws {
        let result = try SousBinary.run(["show", "chickpea curry", "--image", "--db", db])
        #expect(result.status == 1)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("\"Chickpea Curry\" has no picture."))
    }

    @Test func aWidthOutOfRangeIsRefused() throws {
        let result = try SousBinary.run(["show", "chickpea curry", "--image", "--width", "0", "--db", db])
        #expect(result.status != 0)
        #expect(result.err.contains("--width must be a whole number from 1 to 1000"))
    }
}
