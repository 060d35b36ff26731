/// Why a page could not be fetched, as a sentence for the user.
public struct WebFetchError: Error, CustomStringConvertible, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// The sentence for an HTTP status that is not a success.
    public static func http(status: Int, url: String) -> WebFetchError {
        let reason: String
        switch status {
        case 401, 403: reason = "the site refused access"
        case 404, 410: reason = "the page was not found"
        case 429: reason = "the site says too many requests; try again later"
        case 500...599: reason = "the site had a server error"
        default: reason = "the site answered with an error"
        }
        return WebFetchError("Could not fetch \(url): \(reason) (HTTP \(status)).")
    }

    /// The sentence for a URLError code (as a raw value, so tests need no networking).
    public static func transport(code: Int, url: String, host: String) -> WebFetchError {
        switch code {
        case -1003: return WebFetchError("Could not fetch \(url): the host \(host) was not found; check the address and your connection.")
        case -1004: return WebFetchError("Could not fetch \(url): \(host) refused the connection.")
        case -1001: return WebFetchError("Could not fetch \(url): \(host) did not answer within 15 seconds.")
        case -1009: return WebFetchError("Could not fetch \(url): the computer is offline.")
        case -1007: return WebFetchError("Could not fetch \(url): it redirects more than 5 times.")
        case -1206 ... -1200: return WebFetchError("Could not fetch \(url): the secure connection to \(host) failed.")
        default: return WebFetchError("Could not fetch \(url): the connection to \(host) failed (error \(code)).")
        }
    }
}
