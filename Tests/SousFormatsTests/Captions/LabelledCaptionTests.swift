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

    /// Captions written after the reader was tuned on `Labelled/`: reported, as a check on how
    /// well the reader does on captions it was not shaped by.
    @Test func theHeldOutCaptionsAreScoredToo() {
        let folder = Self.folder.deletingLastPathComponent().appendingPathComponent("HeldOut")
        let result = CaptionLabelledSet.score(folder: folder)
        print("held-out captions right: \(result.right)/\(result.total) (titles \(result.titlesRight), ingredient lists \(result.ingredientListsRight))")
        for miss in result.misses { print("MISS " + miss) }
        #expect(result.total >= 10)
    }

    /// A second set written after `HeldOut/` had been used for tuning (see `HeldOut2/README.md`):
    /// reported the same way.
    @Test func theSecondHeldOutCaptionsAreScoredToo() {
        let folder = Self.folder.deletingLastPathComponent().appendingPathComponent("HeldOut2")
        let result = CaptionLabelledSet.score(folder: folder)
        print("second held-out captions right: \(result.right)/\(result.total) (titles \(result.titlesRight), ingredient lists \(result.ingredientListsRight))")
        for miss in result.misses { print("MISS " + miss) }
        #expect(result.total >= 20)
    }

    /// A third set written after `HeldOut2/` had been used for tuning (see `HeldOut3/README.md`):
    /// reported the same way.
    @Test func theThirdHeldOutCaptionsAreScoredToo() {
        let folder = Self.folder.deletingLastPathComponent().appendingPathComponent("HeldOut3")
        let result = CaptionLabelledSet.score(folder: folder)
        print("third held-out captions right: \(result.right)/\(result.total) (titles \(result.titlesRight), ingredient lists \(result.ingredientListsRight))")
        for miss in result.misses { print("MISS " + miss) }
        #expect(result.total >= 25)
    }

    /// A fourth set written after `HeldOut3/` had been used for tuning (see `HeldOut4/README.md`):
    /// reported the same way.
    @Test func theFourthHeldOutCaptionsAreScoredToo() {
        let folder = Self.folder.deletingLastPathComponent().appendingPathComponent("HeldOut4")
        let result = CaptionLabelledSet.score(folder: folder)
        print("fourth held-out captions right: \(result.right)/\(result.total) (titles \(result.titlesRight), ingredient lists \(result.ingredientListsRight))")
        for miss in result.misses { print("MISS " + miss) }
        #expect(result.total >= 30)
    }
}
