import Foundation
import Testing
@testable import SousCore

/// `ShoppingName.key` reads ASCII names over their bytes: the words must be exactly those the
/// general reading (over characters and their Unicode properties) finds.
@Suite struct ShoppingKeyTests {
    @Test func everyASCIICharacterPartsAndTrimsAsTheGeneralReading() {
        for value in 0..<0x80 {
            let character = String(UnicodeScalar(UInt8(value)))
            for name in ["a\(character)b", "\(character)salt\(character)", "red\(character) \(character)onion", character] {
                #expect(ShoppingName.asciiWords(of: name) == ShoppingName.words(ofAnyText: name), "\(value): \(name.debugDescription)")
            }
        }
    }

    @Test func namesAsWrittenReadTheSameBothWays() {
        let names = [
            "Red Onions, finely chopped", "tomatoes (tinned) (chopped)", "(optional) salt", "salt (to taste",
            "extra-virgin olive oil", "  Double  Cream ", "self-raising flour,", "1/2 cup", "\"fresh\" basil leaves!",
            "chicken\r\nbreast", "rock-salt & black-pepper", "low-fat_yoghurt", "C$ 5 ~ sugar", "((nested)) eggs", "",
        ]
        for name in names {
            #expect(ShoppingName.asciiWords(of: name) == ShoppingName.words(ofAnyText: name), "\(name.debugDescription)")
        }
    }

    /// Every ASCII name of ../shared/corpora's labelled ingredient lines (skipped when absent).
    @Test func theCorpusNamesReadTheSameBothWays() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpora/ingredient-lines")
        let files = ["bbc.jsonl", "allrecipes.jsonl"].map { folder.appendingPathComponent($0) }
        guard files.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else {
            print("skipped: \(folder.path) is absent")
            return
        }
        var compared = 0
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
                for field in ["input", "name"] {
                    guard let text = object[field] as? String, text.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
                    #expect(ShoppingName.asciiWords(of: text) == ShoppingName.words(ofAnyText: text), "\(text.debugDescription)")
                    compared += 1
                }
            }
        }
        #expect(compared > 20_000)
    }
}
