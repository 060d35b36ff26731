import Foundation

/// A handle to stop a fetch from another thread (Esc on an import under way): once cancelled,
/// the download stops and `WebFetcher.fetch` throws at once instead of waiting out its timeout.
public final class FetchCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var action: (() -> Void)?

    public init() {}

    public var isCancelled: Bool { lock.withLock { cancelled } }

    public func cancel() {
        let run = lock.withLock { () -> (() -> Void)? in
            guard !cancelled else { return nil }
            cancelled = true
            defer { action = nil }
            return action
        }
        run?()
    }

    /// Runs `body` when the fetch is cancelled, or at once if it already was.
    public func onCancel(_ body: @escaping () -> Void) {
        let runNow = lock.withLock { () -> Bool in
            if cancelled { return true }
            action = body
            return false
        }
        if runNow { body() }
    }
}
