import Foundation

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
    /// Where `sous-fetch` is looked for (`FetchHelper.path`) and the environment it runs in.
    public var environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

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
        case .helperFailed(let sentence):
            throw WebFetchError("Could not fetch \(text): \(sentence)")
        case .timedOut:
            throw WebFetchError.transport(code: -1001, url: text, host: host)
        case .cancelled:
            throw WebFetchError("The import of \(text) was cancelled.")
        }
    }

    /// Downloads `url` within the limits and says how it went, for callers that word failures
    /// their own way (a picture's failure is a note, a page's is an error). The download runs in
    /// `sous-fetch` (see `FetchHelper`), so sous itself never loads the networking libraries.
    func download(_ url: URL, cancellation: FetchCancellation?) -> FetchOutcome {
        if cancellation?.isCancelled == true { return .cancelled }
        guard let helper = FetchHelper.path(environment: environment) else { return .helperFailed(FetchHelper.missing) }
        let program = BoundedProgram(
            executable: helper,
            arguments: [url.absoluteString, String(timeout), String(maximumBytes), String(maximumRedirects), userAgent, accept],
            environment: environment, timeout: timeout + 5, maximumOutputBytes: maximumBytes + 64 * 1024, cancellation: cancellation)
        do {
            let outcome = try program.run()
            return FetchOutcome(decoding: outcome.output)
                ?? .helperFailed("sous-fetch stopped without an answer (exit status \(outcome.status)).")
        } catch {
            switch error {
            case .couldNotStart(let reason): return .helperFailed("sous-fetch could not be started (\(reason)).")
            case .timedOut: return .timedOut
            case .outputTooLarge: return .tooLarge
            case .cancelled: return .cancelled
            }
        }
    }
}
