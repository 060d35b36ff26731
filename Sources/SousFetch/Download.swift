import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SousFormats

/// One download with URLSession within the limits `WebFetcher` gives (see there).
struct Download {
    var url: URL
    var timeout: TimeInterval
    var maximumBytes: Int
    var maximumRedirects: Int
    var userAgent: String
    var accept: String

    func run() -> FetchOutcome {
        let state = FetchState(limit: maximumBytes, redirects: maximumRedirects)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpAdditionalHeaders = ["User-Agent": userAgent, "Accept": accept]
        let session = URLSession(configuration: configuration, delegate: state, delegateQueue: nil)
        defer { Self.close(session, state: state) }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue(accept, forHTTPHeaderField: "Accept")
        session.dataTask(with: request).resume()
        return state.wait(timeout: timeout + 2)
    }

    /// Cancels what still runs, once; a task that has completed is left to close on its own (see
    /// `FetchState.taskHasEnded`).
    private static func close(_ session: URLSession, state: FetchState) {
        guard state.claimClosing() else { return }
        if state.taskHasEnded {
            session.finishTasksAndInvalidate()
        } else {
            session.invalidateAndCancel()
        }
    }
}
