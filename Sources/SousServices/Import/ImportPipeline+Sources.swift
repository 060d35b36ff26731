import Foundation
import SousCore
import SousFormats

extension ImportPipeline {
    /// Reads everything named on `sous import` (web addresses, then files, as the collector
    /// sorted them), adding each failure, note and better source to `report`; a source that fails
    /// never stops the others.
    public func readAll(_ found: ImportSourceCollector.Found, into report: inout ImportReport) -> [(source: String, recipe: Recipe)] {
        var parsed: [(source: String, recipe: Recipe)] = []
        readAll(found, into: &report) { parsed += $0 }
        return parsed
    }

    /// The same, handing over what was read a part at a time (each address, then files
    /// `filesPerPart` at a time), in order, so that saving one part overlaps reading the next.
    public func readAll<Failure: Error>(_ found: ImportSourceCollector.Found, into report: inout ImportReport,
                                        filesPerPart: Int = 1_000, lanes: ProcessorLanes? = nil,
                                        each: ([(source: String, recipe: Recipe)]) throws(Failure) -> Void) throws(Failure) {
        for problem in found.problems { report.failed.append("\(problem.path): \(problem.message)") }
        for address in found.urls {
            let reading: Reading
            do throws(ImportFailure) {
                reading = try readAddress(address)
            } catch {
                report.failed.append(error.message)
                continue
            }
            report.notes += reading.notes.map { "\(address): \($0)" }
            try each(reading.recipes.map { (address, $0) })
        }
        let folders = FolderNames()
        for start in stride(from: 0, to: found.files.count, by: max(filesPerPart, 1)) {
            let files = Array(found.files[start..<min(start + max(filesPerPart, 1), found.files.count)])
            var parsed: [(source: String, recipe: Recipe)] = []
            for (file, outcome) in zip(files, readFiles(files, subtitles: found.subtitles, folders: folders, lanes: lanes)) {
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
            try each(parsed)
        }
    }

    /// Each file read and parsed, on every core (reading a file touches nothing shared but the
    /// folder listing; in the lanes of `lanes` when given), the answers in the files' order.
    func readFiles(_ files: [URL], subtitles: [URL: [URL]], folders: FolderNames,
                   lanes: ProcessorLanes?) -> [Result<Reading, ImportFailure>] {
        ProcessorLanes.map(files.count, in: lanes) { index in
            Result { () throws(ImportFailure) in
                try readFile(files[index], subtitles: subtitles[files[index]] ?? [], folders: folders)
            }
        }
    }
}
