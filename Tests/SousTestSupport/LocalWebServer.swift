import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A web server on 127.0.0.1 for fetch tests: answers each path from a table (status, headers,
/// body), one connection at a time, until it is stopped. Unknown paths get a 404 page.
public final class LocalWebServer: @unchecked Sendable {
    public struct Response {
        public var status: Int
        public var headers: [String: String] = [:]
        public var body: Data = Data()
        /// Sent without a Content-Length (the body ends with the connection), as streams are.
        public var unsized = false

        public init(status: Int, headers: [String: String] = [:], body: Data = Data(), unsized: Bool = false) {
            self.status = status
            self.headers = headers
            self.body = body
            self.unsized = unsized
        }
    }

    public let port: UInt16
    private let listener: Int32
    private let routes: [String: Response]
    private let lock = NSLock()
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    public init(routes: [String: Response]) throws {
        self.routes = routes
        (listener, port) = try LoopbackSocket.listen(backlog: 8)
        Thread.detachNewThread { [self] in serve() }
    }

    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    public func stop() {
        lock.withLock { stopped = true }
        done.wait()
        close(listener)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func serve() {
        defer { done.signal() }
        while !isStopped {
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 50) == 1 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            answer(connection)
            close(connection)
        }
    }

    private func answer(_ connection: Int32) {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            request += buffer[0..<count]
            if request.count > 65_536 { break }
        }
        let line = String(decoding: request.prefix { $0 != 0x0D }, as: UTF8.self).split(separator: " ")
        let path = line.count > 1 ? String(line[1]) : "/"
        let response = routes[path] ?? Response(status: 404, headers: ["Content-Type": "text/html"],
                                                body: Data("<html><body>Not found</body></html>".utf8))
        var head = "HTTP/1.1 \(response.status) Status\r\n"
            + (response.unsized ? "" : "Content-Length: \(response.body.count)\r\n") + "Connection: close\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        let bytes = Array((head + "\r\n").utf8) + Array(response.body)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBufferPointer { write(connection, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            written += count
        }
    }
}
