import Foundation
import Testing

/// `scripts/derive-food.py` run again from its inputs must give the committed table byte for
/// byte: the derived files are never edited by hand and never fall behind the overrides. Needs
/// python3, the word list of Debian's wamerican and `../shared/data`; skips without them.
@Suite struct FoodDeriveScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL

    @Test func theCommittedTableIsWhatTheScriptDerives() throws {
        let data = Self.root.appendingPathComponent("../shared/data").standardizedFileURL
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python, FileManager.default.fileExists(atPath: data.appendingPathComponent("off-ingredients/ingredients.json").path),
              FileManager.default.fileExists(atPath: "/usr/share/dict/american-english") else {
            print("skipped: python3, ../shared/data or /usr/share/dict/american-english is absent")
            return
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sous-food-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let food = Self.root.appendingPathComponent("Sources/SousCore/Food")
        try FileManager.default.createDirectory(at: output.appendingPathComponent("Concepts"), withIntermediateDirectories: true)
        for folder in ["Overrides", "FoodWords"] {
            try FileManager.default.copyItem(at: food.appendingPathComponent(folder), to: output.appendingPathComponent(folder))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Self.root.appendingPathComponent("scripts/derive-food.py").path, data.path, output.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        for file in ["concepts.tsv", "words.tsv"] {
            let derived = try Data(contentsOf: output.appendingPathComponent("Concepts/" + file))
            let committed = try Data(contentsOf: food.appendingPathComponent("Concepts/" + file))
            #expect(derived == committed, "\(file) differs from what scripts/derive-food.py derives: run it and commit")
        }
    }
}
