import Foundation
@testable import SousCore
import Testing

@Suite struct FoodDictionaryTests {
    @Test func readsNamesSynonymsAndContents() throws {
        let entries = try FoodDictionary.parse("""
        # a comment
        peanut | groundnut | arachis oil : peanuts

        wine | red wine : alcohol, may sulphites   # trailing comment
        nutmeg : none
        spice mix : unsure
        bacon : meat, pork
        """)
        #expect(entries.count == 5)
        #expect(entries[0].names == ["peanut", "groundnut", "arachis oil"])
        #expect(entries[0].contents == FoodContents(.peanuts))
        #expect(entries[1].contents == [.alcohol, FoodContents(.sulphites)])
        #expect(entries[1].mayContain == FoodContents(.sulphites))
        #expect(entries[1].line == 4)
        #expect(entries[2].contents.isEmpty && !entries[2].unsure)
        #expect(entries[3].unsure)
        #expect(entries[4].contents == [.meat, .pork])
    }

    struct BadLine: CustomTestStringConvertible, Sendable {
        var text: String
        var line: Int
        var mentions: String
        var testDescription: String { text }
    }

    @Test(arguments: [
        BadLine(text: "salt : none\npepper none", line: 2, mentions: "no ':'"),
        BadLine(text: "a : b : none", line: 1, mentions: "more than one ':'"),
        BadLine(text: "\n\nfoo : gluten, wibble", line: 3, mentions: "unknown contents \"wibble\""),
        BadLine(text: "foo || bar : none", line: 1, mentions: "empty synonym"),
        BadLine(text: " | bar : none", line: 1, mentions: "no name"),
        BadLine(text: "foo : none, milk", line: 1, mentions: "\"none\" must stand alone"),
        BadLine(text: "foo :", line: 1, mentions: "empty contents"),
        BadLine(text: "foo : may", line: 1, mentions: "unknown contents"),
        BadLine(text: "--- : none", line: 1, mentions: "no letters or digits"),
    ])
    func aBadLineNamesItsLineNumber(_ bad: BadLine) {
        #expect(DataFileError(file: "swaps.txt", line: 0, "could not be read").description == "swaps.txt: could not be read")
        #expect(throws: DataFileError.self) { try FoodDictionary.parse(bad.text) }
        do {
            _ = try FoodDictionary.parse(bad.text)
        } catch {
            #expect(error.line == bad.line)
            #expect(error.description.contains("line \(bad.line)"))
            #expect(error.message.contains(bad.mentions), "\(error.message)")
        }
    }

    @Test func aNameWithTwoDifferentContentsIsAnErrorNamingBothLines() {
        do {
            _ = try AllergenDetector(dictionaryText: "egg : eggs\nmilk : milk\neggs : none")
            Issue.record("expected a conflict")
        } catch {
            #expect(error.line == 3)
            #expect(error.message.contains("line 1"), "\(error.message)")
        }
    }

    @Test func theSameNameTwiceWithTheSameContentsIsAllowed() throws {
        let detector = try AllergenDetector(dictionaryText: "cream of tartar : none\nbaking : none\ncream of tartar : none")
        #expect(detector.check(line: "1 tsp cream of tartar").allergens == [])
    }

    static let shippedText: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/SousCore/Food/Overrides/allergens.txt").standardizedFileURL
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test func theShippedDictionaryParsesAndLoads() throws {
        #expect(!Self.shippedText.isEmpty)
        let detector = try AllergenDetector(dictionaryText: Self.shippedText)
        #expect(detector.entries.count > 200)
        #expect(AllergenDetector.standard.problem == nil)
        // The shipped detector reads the food knowledge base the overrides were derived into.
        #expect(AllergenDetector.standard.version == AllergenDetector(knowledge: .standard).version)
        #expect(AllergenDetector.standard.version.hasPrefix("rules-"))
        // Opening a library compares this, worked out from the file without compiling the dictionary.
        #expect(AllergenDetector.standardVersion == AllergenDetector.standard.version)
    }

    @Test func theShippedDictionaryHasNoNameWithConflictingContents() throws {
        // The matcher refuses conflicts among names that read the same (plural, case, accents);
        // this checks the plain spelled names too, with a message listing every conflict.
        let entries = try FoodDictionary.parse(Self.shippedText)
        var seen: [String: FoodEntry] = [:]
        var conflicts: [String] = []
        for entry in entries {
            for name in entry.names {
                if let other = seen[name], other.contents != entry.contents || other.mayContain != entry.mayContain || other.unsure != entry.unsure {
                    conflicts.append("\"\(name)\" on lines \(other.line) and \(entry.line)")
                }
                seen[name] = entry
            }
        }
        #expect(conflicts.isEmpty, "\(conflicts.joined(separator: "\n"))")
    }

    @Test func theShippedDictionaryCoversEveryAllergenGroup() throws {
        let entries = try FoodDictionary.parse(Self.shippedText)
        let covered = entries.reduce(into: FoodContents()) { $0.formUnion($1.contents.subtracting($1.mayContain)) }
        for allergen in Allergen.allCases {
            #expect(covered.contains(FoodContents(allergen)), "no food certainly contains \(allergen.name)")
        }
    }
}
