import Foundation
import SousCore
import SousFormats

extension ImportPipeline {
    /// Reads everything named on `sous import` (web addresses, then files, as the collector
    /// sorted them), adding each failure, note and better source to `report`; a source that fails
    /// never stops the others.
    public func readAll(_ found: ImportSourceCollector.Found, into report: inout ImportReport) -> [(source: String, recipe: Recipe)] {
        var parsed: [(source: String, recipe: Recipe)] = []
        for problem in found.problems { report.failed.append("\(problem.path): \(problem.message)") }
        for address in found.urls {
            do throws(ImportFailure) {
                let reading = try readAddress(address)
                report.notes += reading.notes.map { "\(address): \($0)" }
                parsed += reading.recipes.map { (address, $0) }
            } catch {
                report.failed.append(error.message)
            }
        }
        let files = found.files
        for (file, outcome) in zip(files, readFiles(files, subtitles: found.subtitles)) {
            switch outcome {
            case .success(let reading):
                report.notes += reading.notes
                parsed += reading.recipes.map { (file.path, $0) }
                if let better = reading.betterSource {
                    report.hints.append("\(file.lastPathComponent): the caption links to \(better): sous import that URL for the full recipe")
                }
            case .failure(let error):
                // The sentence names the file, or is said of its path.
                let message = error.message
                report.failed.append(message.contains(file.lastPathComponent) ? message : "\(file.path): \(message)")
            }
        }
        return parsed
    }

    /// Each file read and parsed, on every core (reading a file touches nothing shared but the
    /// folder listing), the answers in the files' order.
    func readFiles(_ files: [URL], subtitles: [URL: [URL]]) -> [Result<Reading, ImportFailure>] {
        let folders = FolderNames()
        let outcomes = Outcomes(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            outcomes.set(index, Result { () throws(ImportFailure) in
                try readFile(file, subtitles: subtitles[file] ?? [], folders: folders)
            })
        }
        return outcomes.all
    }

    /// The answers of `readFiles`, each written once by the thread that read its file.
    private final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Result<Reading, ImportFailure>]

        init(count: Int) {
            slots = Array(repeating: .failure(ImportFailure("not read")), count: count)
        }

        func set(_ index: Int, _ outcome: Result<Reading, ImportFailure>) {
            lock.withLock { slots[index] = outcome }
        }

        var all: [Result<Reading, ImportFailure>] { lock.withLock { slots } }
    }
}
