import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A web server on 127.0.0.1 that answers only when the test says so: a page that keeps loading
/// for as long as the test likes. One request, one answer.
final class HeldWebServer {
    let port: UInt16
    private let listener: Int32

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(listener, raw, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, raw, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw Failure(description: "bind or listen: \(errno)")
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(listener) }

    var url: String { "http://127.0.0.1:\(port)/recipe" }

    /// Waits (up to `seconds`) for the request that is being held, then answers it with an HTML page.
    func answer(html body: String, waitingUpTo seconds: Int32 = 15) throws {
        var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, seconds * 1000) == 1 else { throw Failure(description: "no request came") }
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { throw Failure(description: "accept: \(errno)") }
        defer { close(connection) }
        var request = [UInt8](repeating: 0, count: 8192)
        _ = read(connection, &request, request.count)
        let page = Array(body.utf8)
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(page.count)\r\n"
            + "Connection: close\r\n\r\n"
        let response = Array(head.utf8) + page
        guard write(connection, response, response.count) == response.count else {
            throw Failure(description: "write: \(errno)")
        }
    }
}
