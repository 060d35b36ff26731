import Foundation
import SousTestSupport
import Testing
@testable import SousFormats

@Suite struct WebFetcherTests {
    @Test(arguments: ["ftp://example.com/a", "file:///etc/passwd", "not a url", "http://"])
    func refusesWhatIsNotHTTP(_ address: String) {
        #expect(throws: WebFetchError.self) { try WebFetcher.validate(address) }
    }

    @Test func acceptsHTTPAndHTTPS() throws {
        #expect(try WebFetcher.validate("https://example.com/x").host == "example.com")
        #expect(try WebFetcher.validate("http://example.com").scheme == "http")
    }

    @Test(arguments: [(404, "not found"), (403, "refused access"), (500, "server error"), (429, "too many requests")])
    func httpErrorsHaveSentences(_ status: Int, _ phrase: String) {
        let error = WebFetchError.http(status: status, url: "https://example.com/r")
        #expect(error.message.contains(phrase))
        #expect(error.message.contains("HTTP \(status)"))
    }

    @Test(arguments: [(-1003, "was not found"), (-1004, "refused the connection"), (-1001, "did not answer"), (-1009, "offline")])
    func transportErrorsHaveSentences(_ code: Int, _ phrase: String) {
        #expect(WebFetchError.transport(code: code, url: "https://h.test/", host: "h.test").message.contains(phrase))
    }

    @Test(arguments: [-1, -999, -1100, -1200, -1206, -1300])
    func everyTransportCodeHasASentence(_ code: Int) {
        // Codes past the named ones once reached a malformed range pattern (-1200...-1201).
        #expect(WebFetchError.transport(code: code, url: "https://h.test/", host: "h.test").message.hasPrefix("Could not fetch"))
    }

    @Test func unreachableLocalPortFailsWithAMessage() {
        // Port 1 on the loopback interface is closed, so this fails at once without the network.
        let error = #expect(throws: WebFetchError.self) { try WebFetcher().fetch("http://127.0.0.1:1/recipe") }
        #expect(error?.message.contains("127.0.0.1") == true)
    }

    @Test func aCancelledFetchStopsAtOnce() throws {
        // A local server that accepts the connection and never answers: only the cancel ends the wait.
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(server >= 0)
        defer { close(server) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        try #require(bound == 0 && listen(server, 4) == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(server, $0, &length) } }
        let port = Int(UInt16(bigEndian: address.sin_port))

        let cancellation = FetchCancellation()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { cancellation.cancel() }
        // The server never answers, so only the cancel can end the fetch with "cancelled" (a
        // time-out would say so); how fast is measured by no test.
        let error = #expect(throws: WebFetchError.self) {
            try WebFetcher().fetch("http://127.0.0.1:\(port)/recipe", cancellation: cancellation)
        }
        #expect(error?.message.contains("cancelled") == true)
    }

    @Test func aFetchCancelledBeforeItStartsNeverWaits() {
        let cancellation = FetchCancellation()
        cancellation.cancel()
        let error = #expect(throws: WebFetchError.self) { try WebFetcher().fetch("http://127.0.0.1:1/recipe", cancellation: cancellation) }
        #expect(error?.message.contains("cancelled") == true)
    }

    /// The answer `sous-fetch` writes reads back as it was written, body and all.
    @Test(arguments: [
        FetchOutcome.success(Data("<html>ü\n\u{0}</html>".utf8), status: 200, url: URL(string: "https://example.com/r?a=1")),
        .success(Data(), status: 404, url: nil), .tooLarge, .tooManyRedirects, .badRedirect, .timedOut, .cancelled,
        .failed(code: -1003), .helperFailed("sous-fetch could not be started (no such file)."),
    ])
    func theHelpersAnswerReadsBack(_ outcome: FetchOutcome) {
        #expect(FetchOutcome(decoding: outcome.encoded) == outcome)
    }

    @Test(arguments: ["", "success\n", "success x y\n", "nonsense\n", "failed\n", "tooLarge"])
    func anAnswerThatIsNoneIsRefused(_ text: String) {
        #expect(FetchOutcome(decoding: Data(text.utf8)) == nil)
    }

    @Test func aMissingHelperSaysHowToInstallIt() {
        let fetcher = WebFetcher(environment: ["SOUS_FETCH_HELPER": "/nonexistent/sous-fetch"])
        let error = #expect(throws: WebFetchError.self) { try fetcher.fetch("http://127.0.0.1:1/recipe") }
        #expect(error?.message.contains("make install") == true)
    }

    @Test func theHelperRefusesToRunWithoutSous() throws {
        let helper = try #require(FetchHelper.path(environment: ProcessInfo.processInfo.environment))
        let run = try BoundedProgram(executable: helper, arguments: [], environment: [:], timeout: 10, maximumOutputBytes: 4096).run()
        #expect(run.status == 2)
        #expect(String(decoding: run.errors, as: UTF8.self).contains("sous starts it"))
    }
}
