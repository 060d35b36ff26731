import Foundation
import Testing

/// `sous shop --format json` as a script reads it: amounts as numbers, staples marked.
@Suite struct ShopJSONEndToEndTests {
    @Test func linesCarryAmountsAsNumbersAndStaplesAreMarked() throws {
        let folder = try SousBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = folder.appendingPathComponent("sous.db").path
        let result = try SousBinary.run(["shop", "--recipe", "chickpea curry", "--format", "json", "--db", db])
        #expect(result.status == 0, "\(result.err)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let items = try #require(list["items"] as? [[String: Any]])
        let staples = try #require(list["staples"] as? [[String: Any]])
        #expect(!staples.isEmpty)
        #expect(items.allSatisfy { $0["staple"] as? Bool == false })
        #expect(staples.allSatisfy { $0["staple"] as? Bool == true })
        let garlic = try #require(items.first { $0["name"] as? String == "garlic" })
        #expect(garlic["amount"] as? String == "3 cloves")
        let amounts = try #require(garlic["amounts"] as? [[String: Any]])
        #expect(amounts.count == 1)
        #expect(amounts.first?["quantity"] as? Double == 3)
        #expect(amounts.first?["unit"] as? String == "cloves")
        // A line bought by count has a null unit, not a missing one.
        let counted = items.first { ($0["amount"] as? String).map { !$0.isEmpty && $0.allSatisfy(\.isNumber) } ?? false }
        if let counted, let first = (counted["amounts"] as? [[String: Any]])?.first {
            #expect(first["unit"] is NSNull)
        }
    }
}
