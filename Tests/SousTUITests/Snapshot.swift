import Foundation
import SousTUI
import Testing

/// Golden text files for screens: the canvas's characters, compared line by line.
/// `UPDATE_SNAPSHOTS=1 make test` records them anew; a missing file is recorded and the test fails once.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static func assertMatches(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = folder.appendingPathComponent(name + ".txt")
        let actual = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "|" }.joined(separator: "\n") + "\n"
        let update = ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1"
        guard !update, let expected = try? String(contentsOf: file, encoding: .utf8) else {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            if !update { Issue.record("Recorded a new snapshot \(name); run the tests again", sourceLocation: sourceLocation) }
            return
        }
        #expect(actual == expected, "snapshot \(name) differs; UPDATE_SNAPSHOTS=1 re-records it", sourceLocation: sourceLocation)
    }
}
