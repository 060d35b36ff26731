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
        let folders = FolderNames()
        for file in found.files {
            do throws(ImportFailure) {
                let reading = try readFile(file, subtitles: found.subtitles[file] ?? [], folders: folders)
                report.notes += reading.notes
                parsed += reading.recipes.map { (file.path, $0) }
                if let better = reading.betterSource {
                    report.hints.append("\(file.lastPathComponent): the caption links to \(better): sous import that URL for the full recipe")
                }
            } catch {
                // The sentence names the file, or is said of its path.
                let message = error.message
                report.failed.append(message.contains(file.lastPathComponent) ? message : "\(file.path): \(message)")
            }
        }
        return parsed
    }
}
