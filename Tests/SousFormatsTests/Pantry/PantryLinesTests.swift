import SousCore
import Testing
@testable import SousFormats

/// Typing the pantry in: splitting, parsing, dates and refusals.
struct PantryLinesTests {
    let today = PlanDay(year: 2026, month: 11, day: 23)!

    @Test(arguments: [
        ("2 onions, 500 g rice, milk", ["2 onions", "500 g rice", "milk"]),
        ("2 onions\n500 g rice\r\nmilk", ["2 onions", "500 g rice", "milk"]),
        ("1 (14 oz, drained) can beans, salt", ["1 (14 oz, drained) can beans", "salt"]),
        (" , ,", []),
    ])
    func splitsOnCommasAndNewlinesOutsideBrackets(_ text: String, _ pieces: [String]) {
        #expect(PantryLines.split(text) == pieces)
    }

    @Test(arguments: [
        ("2 onions", "onion", Rational(2), nil as String?, nil as String?),
        ("500 g rice", "rice", Rational(500), "g", nil),
        ("milk", "milk", nil, nil, nil),
        ("1 l stock (use by 2026-11-30)", "stock", Rational(1), "l", "2026-11-30"),
        ("spinach bb 25 Nov", "spinach", nil, nil, "2026-11-25"),
        ("yoghurt (best before 2 Jan)", "yoghurt", nil, nil, "2027-01-02"),
    ])
    func eachPieceBecomesAnItem(_ text: String, _ key: String, _ quantity: Rational?, _ unit: String?, _ date: String?) throws {
        let item = try PantryLines.item(from: text, today: today)
        #expect(item.key == key)
        #expect(item.quantity == quantity)
        #expect(item.unit == unit)
        #expect(item.bestBefore?.iso == date)
    }

    @Test func linesAreCleanedButKeepTheirBreaks() throws {
        let items = try PantryLines.items(from: ["milk (use by 2026-11-30)\n\u{1B}[31mbutter", "2 eggs"], location: "fridge", today: today)
        #expect(items.map(\.name) == ["milk", "butter", "eggs"])
        #expect(items.map(\.bestBefore?.iso) == ["2026-11-30", nil, nil])
        #expect(items.allSatisfy { $0.location == "fridge" })
    }

    @Test(arguments: [
        "rice (use by 2026-02-30)", "0 g rice", String(repeating: "a", count: 100_000), "   ",
        "1e308 g rice", "nan g flour", "inf g rice", "0x1p3 g rice", "2000000 g rice", "-5 g flour", "milk, -1 eggs",
    ])
    func badInputIsRefusedWithASentence(_ text: String) {
        #expect(throws: PantryLines.Failure.self) { try PantryLines.items(from: [text], today: today) }
    }

    /// The sentence names what was wrong with the amount, not a food called "nan g flour".
    @Test(arguments: [
        ("1e308 g rice", "\u{201C}1e308\u{201D} is not an amount"),
        ("nan g flour", "\u{201C}nan\u{201D} is not an amount"),
        ("-5 g flour", "more than zero"),
        ("2000000 g rice", "at most 1,000,000"),
    ])
    func amountRefusalsSayWhy(_ text: String, _ phrase: String) {
        do {
            _ = try PantryLines.items(from: [text], today: today)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.description.contains(phrase), "\(error.description)")
            #expect(error.description.contains("Nothing was added"))
        }
    }
}
