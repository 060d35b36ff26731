import Foundation
import Testing

/// Values that start with a dash (a negative number, a typed line) reach the command and get its
/// own one-line sentence and exit code 1, never the argument parser's usage block (exit 64).
@Suite struct NegativeValuesEndToEndTests {
    let folder: URL
    let db: String

    init() throws {
        folder = try SousBinary.temporaryFolder()
        db = folder.appendingPathComponent("sous.db").path
    }

    @Test(arguments: [
        (["timer", "add", "-5m"], "A timer cannot run backwards"),
        (["timer", "add", "-1h", "pasta"], "A timer cannot run backwards"),
        (["timer", "add", "10m", "99999999999999999999m"], "at most 48 hours"),
        (["timer", "cancel", "-3"], "There is no timer -3."),
        (["show", "-1"], "No recipe matches \u{201C}-1\u{201D}"),
        (["show", "Chickpea", "--servings", "-1"], "--servings must be a whole number"),
        (["show", "Chickpea", "--width", "-5"], "--width must be a whole number"),
        (["cook", "Chickpea", "--servings", "-1"], "--servings must be a whole number"),
        (["pantry", "add", "-5 g flour"], "an amount must be more than zero"),
        (["pantry", "add", "milk", "-1 eggs", "--in", "fridge"], "an amount must be more than zero"),
        (["pantry", "add", "1e308 g rice"], "\u{201C}1e308\u{201D} is not an amount"),
        (["pantry", "add", "nan g flour"], "\u{201C}nan\u{201D} is not an amount"),
        (["plan", "add", "2026-11-23", "Dinner", "Chickpea", "--servings", "-2"], "--servings must be a whole number"),
        (["shop", "--recipe", "Chickpea", "--servings", "-1"], "--servings must be a whole number"),
        (["nutrition", "show", "Chickpea", "--servings", "-1"], "--servings must be a whole number"),
        (["suggest", "--limit", "-1"], "--limit must be a whole number"),
        (["suggest", "--missing", "-1"], "--missing must be 0 or more"),
        (["timeline", "Chickpea", "--serve", "19:00", "--step-minutes", "-1"], "--step-minutes must be from 0 to 240"),
    ])
    func aDashedValueGetsTheCommandsOwnSentence(_ arguments: [String], _ sentence: String) throws {
        let result = try SousBinary.run(arguments + ["--db", db])
        #expect(result.status == 1, "\(arguments): \(result.err)")
        #expect(result.err.hasPrefix("sous: "), "\(arguments): \(result.err)")
        #expect(result.err.contains(sentence), "\(arguments): \(result.err)")
        #expect(!result.err.contains("Usage:"), "\(arguments): \(result.err)")
        #expect(result.err.split(separator: "\n").count == 1, "\(arguments): \(result.err)")
    }

    @Test func theDatabaseMayStillComeFirstAndOptionsAfterTheValue() throws {
        let added = try SousBinary.run(["--db", db, "timer", "add", "-5m", "pasta"])
        #expect(added.status == 1)
        #expect(added.err.contains("A timer cannot run backwards"))
        // Nothing was written anywhere else: the timer was refused in this database's terms.
        let list = try SousBinary.run(["timer", "list", "--db", db])
        #expect(list.out.contains("no timers"), "\(list.out)\(list.err)")
        // A positive value beside the moved ones still reads as before.
        let kept = try SousBinary.run(["pantry", "add", "--db", db, "2 onions", "--in", "fridge"])
        #expect(kept.status == 0, "\(kept.err)")
        #expect(kept.out.contains("added 2 onions"))
    }
}
