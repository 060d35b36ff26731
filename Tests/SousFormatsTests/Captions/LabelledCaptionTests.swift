import Foundation
import SousFormats
import Testing

/// The hand-labelled captions in `Labelled/` (see its README): title and every ingredient
/// (quantity, unit, name) right on at least 85 % of them. Every miss is printed.
@Suite struct LabelledCaptionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Labelled")

    @Test func atLeast85PercentOfCaptionsAreReadRight() {
        let result = CaptionLabelledSet.score(folder: Self.folder)
        #expect(result.total >= 30, "the labelled set has \(result.total) captions")
        let share = Double(result.right) / Double(max(1, result.total))
        print("captions right: \(result.right)/\(result.total) (titles \(result.titlesRight), ingredient lists \(result.ingredientListsRight))")
        for miss in result.misses { print("MISS " + miss) }
        #expect(share >= 0.85, "\(result.right)/\(result.total) captions right:\n\(result.misses.joined(separator: "\n"))")
    }

    /// The sets written after the reader was tuned (see `CaptionLabelledSet.heldOutSets` and each
    /// folder's README): reported, as a check on captions the reader was not shaped by.
    @Test(arguments: CaptionLabelledSet.heldOutSets.map(\.folder))
    func heldOutCaptionsAreScoredToo(_ name: String) throws {
        let size = try #require(CaptionLabelledSet.heldOutSets.first { $0.folder == name }?.captions)
        let result = CaptionLabelledSet.score(folder: Self.folder.deletingLastPathComponent().appendingPathComponent(name))
        print("\(name) captions right: \(result.right)/\(result.total) (titles \(result.titlesRight), ingredient lists \(result.ingredientListsRight))")
        for miss in result.misses { print("MISS " + miss) }
        #expect(result.total == size)
    }
}
