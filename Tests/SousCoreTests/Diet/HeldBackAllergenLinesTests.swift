import Foundation
import SousCore
import Testing

/// The first held-back allergen lines (`Labelled/heldback`, written before sous was run on them;
/// scored once before issue 22 and once after it, then tuned on: see its README). The target is
/// no labelled group missed silently (neither contained, "may" nor "check the label") and at
/// least 95% of the false friends clean. These tests hold the line at the last score: a change
/// that misses more, or flags more false friends, fails.
@Suite struct HeldBackAllergenLinesTests {
    struct Line: Sendable {
        var number: Int
        var text: String
        var groups: Set<Allergen>
        var section: String
    }

    static let lines = read("Labelled/heldback/allergen-lines-heldback.tsv")

    static func read(_ path: String) -> [Line] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var lines: [Line] = []
        var section = ""
        for (index, row) in text.split(separator: "\n").enumerated() where index > 0 {
            if row.hasPrefix("#") { section = row.dropFirst().trimmingCharacters(in: .whitespaces); continue }
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 4 else { continue }
            let groups = columns[1] == "-" ? [] : columns[1].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .map { $0.hasPrefix("may ") ? String($0.dropFirst(4)) : $0 }
            lines.append(Line(number: index + 1, text: columns[0], groups: Set(groups.compactMap(Allergen.init(named:))), section: section))
        }
        return lines
    }

    /// The scores after the allergen review that followed the food knowledge base (issue 22):
    /// the set has been tuned on since, so these are tuning figures (see its README).
    static let silentMissesAtLastScore = 0
    static let cleanFalseFriendsAtLastScore = 42

    @Test func noMoreLabelledAllergensAreMissedSilently() throws {
        try #require(!Self.lines.isEmpty, "the held-back set is absent")
        var silent: [String] = [], missed = 0
        for line in Self.lines where !line.groups.isEmpty {
            let safety = AllergenDetector.standard.check(line: line.text)
            let lost = line.groups.subtracting(safety.allergens)
            if lost.isEmpty { continue }
            missed += 1
            if !safety.unsure {
                silent.append("row \(line.number) \"\(line.text)\": \(lost.sorted().map(\.name).joined(separator: ", "))")
            }
        }
        let withAllergen = Self.lines.filter { !$0.groups.isEmpty }.count
        print("held-back allergen lines: \(withAllergen - missed)/\(withAllergen) fully found, \(missed - silent.count) more warned by check the label, \(silent.count) missed silently")
        // Counts only: listing the rows would turn a held-back set into a tuning set.
        let silentMisses = silent.count
        #expect(silentMisses <= Self.silentMissesAtLastScore, "\(silentMisses) silent misses (target 0)")
    }

    @Test func noFewerFalseFriendsComeOutClean() throws {
        let friends = Self.lines.filter { $0.groups.isEmpty && $0.section.lowercased().hasPrefix("false") }
        try #require(!friends.isEmpty, "the held-back set is absent")
        let flagged = friends.filter { !AllergenDetector.standard.check(line: $0.text).allergens.isEmpty }
        let plain = Self.lines.filter { $0.groups.isEmpty && !$0.section.lowercased().hasPrefix("false") }
        let plainFlagged = plain.filter { !AllergenDetector.standard.check(line: $0.text).allergens.isEmpty }
        print("held-back allergen-free lines: false friends \(friends.count - flagged.count)/\(friends.count) clean, others \(plain.count - plainFlagged.count)/\(plain.count)")
        let clean = friends.count - flagged.count
        #expect(clean >= Self.cleanFalseFriendsAtLastScore, "\(clean) of \(friends.count) false friends clean (target 95%)")
    }
}

/// The second held-back set (`Labelled/heldback2`), written after the first was tuned on and
/// scored once before any change for it (see its README); its misses were then fixed by food
/// family. These tests hold the line at the score after that review.
@Suite struct SecondHeldBackAllergenLinesTests {
    static let lines = HeldBackAllergenLinesTests.read("Labelled/heldback2/allergen-lines-heldback2.tsv")
    static let silentMissesAtLastScore = 0
    static let cleanFalseFriendsAtLastScore = 44

    @Test func noMoreMissedSilentlyAndNoFewerFalseFriendsClean() throws {
        try #require(!Self.lines.isEmpty, "the held-back set is absent")
        var silent = 0, warned = 0, found = 0
        for line in Self.lines where !line.groups.isEmpty {
            let safety = AllergenDetector.standard.check(line: line.text)
            if line.groups.isSubset(of: Set(safety.allergens)) { found += 1 } else if safety.unsure { warned += 1 } else { silent += 1 }
        }
        let friends = Self.lines.filter { $0.groups.isEmpty && $0.section.lowercased().hasPrefix("false") }
        let clean = friends.filter { AllergenDetector.standard.check(line: $0.text).allergens.isEmpty }.count
        print("second held-back set: \(found) fully found, \(warned) warned by check the label, \(silent) missed silently; false friends \(clean)/\(friends.count) clean")
        #expect(silent <= Self.silentMissesAtLastScore, "\(silent) silent misses (target 0)")
        #expect(clean >= Self.cleanFalseFriendsAtLastScore, "\(clean) of \(friends.count) false friends clean (target 95%)")
    }
}
