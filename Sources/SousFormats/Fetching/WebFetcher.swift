import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a recipe page over http or https with the limits a polite importer keeps: a 15 s
/// timeout, a 10 MB cap (checked while downloading), at most 5 redirects, and an honest
/// User-Agent. Blocking: call it off the UI loop.
public struct WebFetcher: Sendable {
    public var timeout: TimeInterval = 15
    public var maximumBytes = 10_000_000
    public var maximumRedirects = 5
    public var userAgent = "sous/0.1 (+recipe importer)"
    /// What the server is asked for: pages by default; the picture fetcher asks for the picture
    /// formats sous keeps, so a server that picks by it sends one of those.
    public var accept = "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.5"

    public init() {}

    /// Checks that `text` is an http(s) URL with a host.
    public static func validate(_ text: String) throws(WebFetchError) -> URL {
        guard let url = URL(string: text.trimmed(" ")), let scheme = url.scheme?.lowercased() else {
            throw WebFetchError("\(text) is not a web address.")
        }
        guard scheme == "http" || scheme == "https" else {
            throw WebFetchError("sous fetches only http and https addresses, not \(scheme).")
        }
        guard let host = url.host, !host.isEmpty else { throw WebFetchError("\(text) has no host name.") }
        return url
    }

    /// The page body and the address it was finally served from.
    public func fetch(_ text: String, cancellation: FetchCancellation? = nil) throws(WebFetchError) -> (data: Data, url: URL) {
        let url = try Self.validate(text)
        if cancellation?.isCancelled == true { throw WebFetchError("The import of \(text) was cancelled.") }
        let host = url.host ?? text
        switch download(url, cancellation: cancellation) {
        case .success(let data, let status, let finalURL):
            guard (200..<300).contains(status) else { throw WebFetchError.http(status: status, url: text) }
            return (data, finalURL ?? url)
        case .tooLarge:
            throw WebFetchError("Could not fetch \(text): the page is larger than \(maximumBytes / 1_000_000) MB.")
        case .tooManyRedirects:
            throw WebFetchError("Could not fetch \(text): it redirects more than \(maximumRedirects) times.")
        case .badRedirect:
            throw WebFetchError("Could not fetch \(text): it redirects to an address that is not http or https.")
        case .failed(let code):
            throw WebFetchError.transport(code: code, url: text, host: host)
        case .timedOut:
            throw WebFetchError.transport(code: -1001, url: text, host: host)
        case .cancelled:
            throw WebFetchError("The import of \(text) was cancelled.")
        }
    }

    /// Downloads `url` within the limits and says how it went, for callers that word failures
    /// their own way (a picture's failure is a note, a page's is an error).
    func download(_ url: URL, cancellation: FetchCancellation?) -> FetchState.Outcome {
        if cancellation?.isCancelled == true { return .cancelled }
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
        cancellation?.onCancel {
            state.finish(.cancelled)
            Self.close(session, state: state)
        }
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
