import Foundation
import SousServices
import SousStore

/// The library bound to a folder of 10,000 `.cook` files (issue 26): building the index from the
/// folder (a deleted database, or a new device), reading an unchanged folder again (every
/// start), and a file written into the folder while sous is open until the index has it (the
/// inotify watcher and its settling time included; the screen follows on the loop's next wake).
enum FolderBenchmark {
    struct Outcome {
        var rebuildPerSecond = 0.0
        var unchangedRescanMilliseconds = 0.0
        var changeAppliedMilliseconds = 0.0

        /// Issue 26's targets: an unchanged folder checked in 300 ms, a change applied within a
        /// second. The rebuild has none; it is shown beside the import's.
        func addRows(to table: inout ResultTable) {
            table.add("folder", "index rebuilt from 10k files", Format.number(rebuildPerSecond, digits: 0) + " recipes/s")
            table.atMost("folder", "rescan, unchanged 10k-file folder", unchangedRescanMilliseconds, limit: 300, unit: "ms")
            table.atMost("folder", "file written while open -> in the index", changeAppliedMilliseconds, limit: 1000, unit: "ms")
        }
    }

    static func run(folder: URL, count: Int, workspace: BenchWorkspace) throws -> Outcome {
        var outcome = Outcome()
        let databasePath = workspace.path("folder.db")
        defer { workspace.removeDatabase("folder.db") }
        let database = try AppDatabase(path: databasePath)
        let library = LibraryFolder(database: database, root: folder)
        let (_, rebuildSeconds) = try Stopwatch.time { try library.bind(databasePath: databasePath) }
        defer { LibraryFolder.forgetBinding(databasePath: databasePath) }
        outcome.rebuildPerSecond = Double(count) / rebuildSeconds

        var rescans: [Double] = []
        for _ in 0..<5 {
            let (_, seconds) = try Stopwatch.time { try library.sync() }
            rescans.append(seconds * 1000)
        }
        outcome.unchangedRescanMilliseconds = rescans.sorted()[rescans.count / 2]

        let applied = DispatchSemaphore(value: 0)
        guard let watcher = FolderWatcher(root: folder, changed: { _ = try? library.sync(); applied.signal() }) else {
            throw BenchError("the folder could not be watched (inotify)")
        }
        defer { withExtendedLifetime(watcher) {} }
        var changes: [Double] = []
        for round in 0..<5 {
            let clock = Stopwatch()
            let text = "---\ntitle: Arrived \(round)\n---\nBoil @peas{500%g} in @water{1%l}.\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent("arrived-\(round).cook"), options: .atomic)
            guard applied.wait(timeout: .now() + 10) == .success else { throw BenchError("the change was not applied in 10 s") }
            changes.append(clock.elapsedMilliseconds)
        }
        outcome.changeAppliedMilliseconds = changes.sorted()[changes.count / 2]
        return outcome
    }
}
