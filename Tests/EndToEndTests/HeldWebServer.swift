import Foundation
import SousTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A web server on 127.0.0.1 that answers only when the test says so: a page that keeps loading
/// for as long as the test likes. One request, one answer. (Sendable: its port and socket never
/// change, and each answer is one blocking call.)
final class HeldWebServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        (listener, port) = try LoopbackSocket.listen(backlog: 4)
    }

    deinit { close(listener) }

    var url: String { "http://127.0.0.1:\(port)/recipe" }

    /// Waits (up to `seconds`) for the request that is being held, then answers it with an HTML page.
    func answer(html body: String, waitingUpTo seconds: Int32 = 15) throws {
        try answer(status: 200, contentType: "text/html; charset=utf-8", body: Data(body.utf8), waitingUpTo: seconds)
    }

    /// Waits for the next request and answers it with `status` and `body`; returns the path asked for.
    @discardableResult
    func answer(status: Int, contentType: String, body: Data, waitingUpTo seconds: Int32 = 15) throws -> String {
        var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, seconds * 1000) == 1 else { throw Failure(description: "no request came") }
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { throw Failure(description: "accept: \(errno)") }
        defer { close(connection) }
        var request = [UInt8](repeating: 0, count: 8192)
        let count = read(connection, &request, request.count)
        let line = String(decoding: request.prefix(max(0, count)).prefix { $0 != 0x0D }, as: UTF8.self).split(separator: " ")
        let page = Array(body)
        let head = "HTTP/1.1 \(status) Status\r\nContent-Type: \(contentType)\r\nContent-Length: \(page.count)\r\n"
            + "Connection: close\r\n\r\n"
        let response = Array(head.utf8) + page
        guard write(connection, response, response.count) == response.count else {
            throw Failure(description: "write: \(errno)")
        }
        return line.count > 1 ? String(line[1]) : "/"
    }
}
