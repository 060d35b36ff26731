import Foundation
import SousCore

/// A request a service cannot carry out, as one sentence for the person ("There is no one called
/// Sam; see sous diet."); the command line prints it as it reads.
public struct ServiceFailure: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String
    public init(_ message: String) { description = message }
}

extension ServiceFailure {
    /// Writes a whole file (`AtomicFile`), or fails with "cannot write PATH: why".
    static func writeWhole(_ data: Data, to url: URL) throws(ServiceFailure) {
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(data, to: url)
        } catch {
            throw ServiceFailure("cannot write \(TerminalText.visibleName(url.path)): \(TerminalText.visibleName(error.description))")
        }
    }
}
