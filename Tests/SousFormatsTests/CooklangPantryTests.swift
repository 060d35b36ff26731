import Foundation
import SousCore
import SousFormats
import Testing

/// The pantry as `config/pantry.conf` (TOML, in the Cooklang tools' form), written and read back,
/// and the forms other tools write: the example of cooklang-rs's pantry module, dd.mm.yyyy
/// dates, numbers, items outside any table; hostile and malformed files refused whole.
@Suite struct CooklangPantryTests {
    typealias Entry = CooklangPantry.Entry

    @Test func whatSousWritesItReadsBack() throws {
        let entries = [
            Entry(item: PantryItem(name: "milk", quantity: Rational(1), unit: "l", bestBefore: PlanDay(iso: "2026-12-01"), location: "fridge")),
            Entry(item: PantryItem(name: "eggs", quantity: Rational(6), location: "fridge"), low: "2"),
            Entry(item: PantryItem(name: "basmati rice", quantity: Rational(1, 2), unit: "kg")),
            Entry(item: PantryItem(name: "salt")),
            Entry(item: PantryItem(name: "a \"quoted\" \\ name", quantity: Rational(1, 3), unit: "cup", location: "dry goods"), bought: "01.11.2026"),
        ]
        let text = CooklangPantry.write(entries, staples: ["salt", "olive oil"])
        #expect(text.contains("[fridge]\nmilk = { quantity = \"1%l\", expire = \"2026-12-01\" }\neggs = { quantity = \"6\", low = \"2\" }\n"))
        #expect(text.contains("[pantry]\n\"basmati rice\" = \"0.5%kg\"\nsalt = {}\n"))
        #expect(text.contains("[staples]\nsalt = {}\n\"olive oil\" = {}\n"))
        let contents = try CooklangPantry.read(text)
        #expect(Set(contents.staples ?? []) == ["salt", "olive oil"])
        let back = contents.entries
        #expect(Set(back.map { "\($0.item.location ?? "-") \($0.item.name) \($0.item.amountText) \($0.item.bestBefore?.iso ?? "") \($0.bought ?? "") \($0.low ?? "")" }) == [
            "fridge milk 1 l 2026-12-01  ", "fridge eggs 6   2", "- basmati rice 500 g   ", "- salt    ",
            "dry goods a \"quoted\" \\ name 1/3 cup  01.11.2026 ",
        ])
    }

    @Test func theCooklangExampleIsRead() throws {
        let text = """
            [freezer]
            # Simple item with just quantity
            cranberries = "500%g"
            spinach = { bought = "05.05.2024", expire = "05.05.2025", quantity = "1%kg" }

            [fridge]
            milk = { expire = "10.05.2024", quantity = "1%L" }
            butter = 2
            """
        let contents = try CooklangPantry.read(text)
        #expect(contents.staples == nil, "no staples table: the staples are left as they are")
        let entries = contents.entries
        let spinach = try #require(entries.first { $0.item.name == "spinach" })
        #expect(spinach.item.location == "freezer" && spinach.item.bestBefore?.iso == "2025-05-05" && spinach.bought == "05.05.2024")
        #expect(spinach.item.quantity == Rational(1) && spinach.item.unit == "kg")
        #expect(entries.first { $0.item.name == "butter" }?.item.quantity == Rational(2))
        #expect(entries.count == 4)
    }

    @Test(arguments: [
        ("[fridge]\nmilk = \"1%l\"\nmilk = \"2%l\"\n", 3),
        ("[.x]\n", 1),
        ("[fridge]\nmilk = { expire = \"next week\" }\n", nil),
        ("[fridge]\nmilk = [1, 2]\n", nil),
        ("\u{0}\u{1}binary junk", nil),
    ] as [(String, Int?)])
    func aFileThatCannotBeReadIsRefusedWhole(text: String, line: Int?) {
        #expect(throws: CooklangPantry.ReadError.self) { try CooklangPantry.read(text) }
        if let line {
            #expect((try? CooklangPantry.read(text)) == nil)
            do { _ = try CooklangPantry.read(text) } catch { #expect(error.line == line) }
        }
    }

    @Test func controlCharactersNeverLeaveAName() throws {
        let entries = try CooklangPantry.read("[\"fr\\u001bidge\"]\n\"mi\\u001b[31mlk\" = \"1%l\"\n")
        let item = try #require(entries.entries.first?.item)
        #expect(!item.name.unicodeScalars.contains { $0.value < 0x20 })
        #expect(!(item.location ?? "").unicodeScalars.contains { $0.value < 0x20 })
    }
}
