import Foundation

/// A private temporary folder for one run's databases and files, removed at the end, so nothing
/// is cached between runs of the benchmark.
struct BenchWorkspace {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("sous-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func url(_ name: String) -> URL { root.appendingPathComponent(name) }
    func path(_ name: String) -> String { url(name).path }

    /// Deletes a database file with its WAL and shared-memory companions.
    func removeDatabase(_ name: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path(name) + suffix) }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
