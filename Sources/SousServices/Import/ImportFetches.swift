import Foundation
import SousFormats

/// The imports reading in the background, by source, so that Esc can stop a download the
/// effect runner started earlier. The runner holds one (a reference: its copies share it).
final class ImportFetches: @unchecked Sendable {
    private let lock = NSLock()
    private var running: [String: FetchCancellation] = [:]

    func start(_ source: String) -> FetchCancellation {
        let cancellation = FetchCancellation()
        lock.withLock { running[source] = cancellation }
        return cancellation
    }

    /// Forgets a finished fetch (unless a newer one of the same source took its place).
    func finish(_ source: String, _ cancellation: FetchCancellation) {
        lock.withLock {
            if running[source] === cancellation { running[source] = nil }
        }
    }

    func cancel(_ source: String) {
        let cancellation = lock.withLock { running.removeValue(forKey: source) }
        cancellation?.cancel()
    }
}
