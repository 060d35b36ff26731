import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A model server on 127.0.0.1 for the assistant's tests: it speaks OpenAI's
/// `/v1/chat/completions` (streamed as server-sent events, or one JSON body) and `/v1/models`,
/// records every request, and answers as the test says, one connection at a time.
public final class ChatStubServer: @unchecked Sendable {
    /// How the next chat request is answered.
    public enum Reply: Sendable {
        /// Streamed pieces, each sent after `gate` lets it go (nil: at once).
        case stream([String], gate: (@Sendable (Int) -> Void)? = nil)
        /// One JSON body, not streamed.
        case whole(String)
        /// A status and a JSON body (an error).
        case status(Int, String)
        /// Nothing at all until the connection is closed by the other side or `seconds` pass.
        case silence(seconds: Double)
    }

    public struct Request: Sendable {
        public var method: String
        public var path: String
        public var headers: [String: String]
        public var body: Data

        /// The body as JSON, when it is an object.
        public var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] }
    }

    public let port: UInt16
    public let models: [String]
    /// What `/v1/audio/transcriptions` answers (WebVTT); nil: the server does not transcribe (404).
    public let transcript: String?
    private let listener: Int32
    private let lock = NSLock()
    private var replies: [Reply]
    private var recorded: [Request] = []
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    public init(replies: [Reply], models: [String] = ["llama3.2:latest"], transcript: String? = nil) throws {
        self.replies = replies
        self.models = models
        self.transcript = transcript
        (listener, port) = try LoopbackSocket.listen(backlog: 8)
        Thread.detachNewThread { [self] in serve() }
    }

    public var url: String { "http://127.0.0.1:\(port)" }
    public var requests: [Request] { lock.withLock { recorded } }

    public func stop() {
        lock.withLock { stopped = true }
        done.wait()
        close(listener)
    }

    private func serve() {
        defer { done.signal() }
        while !lock.withLock({ stopped }) {
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 50) == 1 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            if let request = read(connection) {
                lock.withLock { recorded.append(request) }
                answer(request, on: connection)
            }
            close(connection)
        }
    }

    private func read(_ connection: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        var headEnd: Int?
        var length = 0
        while true {
            if let end = headEnd, bytes.count >= end + length { break }
            let count = Glibc.read(connection, &buffer, buffer.count)
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
            if headEnd == nil, let range = Data(bytes).range(of: Data("\r\n\r\n".utf8)) {
                headEnd = range.upperBound
                let head = String(decoding: bytes[0..<range.lowerBound], as: UTF8.self)
                length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            }
        }
        let head = String(decoding: bytes[0..<headEnd!], as: UTF8.self).split(separator: "\r\n")
        let requestLine = head.first?.split(separator: " ") ?? []
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Request(method: requestLine.first.map(String.init) ?? "", path: requestLine.count > 1 ? String(requestLine[1]) : "/",
                       headers: headers, body: Data(bytes[headEnd!...]))
    }

    private func answer(_ request: Request, on connection: Int32) {
        if request.path.hasSuffix("/models") {
            let list = models.map { "{\"id\":\"\($0)\",\"object\":\"model\"}" }.joined(separator: ",")
            return send(status: 200, type: "application/json", body: "{\"object\":\"list\",\"data\":[\(list)]}", on: connection)
        }
        if request.path.hasSuffix("/audio/transcriptions") {
            guard let transcript else { return send(status: 404, type: "text/plain", body: "404 page not found", on: connection) }
            return send(status: 200, type: "text/vtt", body: transcript, on: connection)
        }
        guard request.path.hasSuffix("/chat/completions") else {
            return send(status: 404, type: "text/plain", body: "404 page not found", on: connection)
        }
        let reply = lock.withLock { replies.isEmpty ? Reply.status(500, "{\"error\":{\"message\":\"no reply left\"}}") : replies.removeFirst() }
        switch reply {
        case .stream(let pieces, let gate):
            write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n", to: connection)
            for (index, piece) in pieces.enumerated() {
                gate?(index)
                let event = ["choices": [["index": 0, "delta": ["content": piece]]]]
                let data = (try? JSONSerialization.data(withJSONObject: event)) ?? Data()
                write("data: " + String(decoding: data, as: UTF8.self) + "\n\n", to: connection)
            }
            write("data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n", to: connection)
        case .whole(let text):
            let object = ["choices": [["index": 0, "message": ["role": "assistant", "content": text], "finish_reason": "stop"]]]
            let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
            send(status: 200, type: "application/json", body: String(decoding: data, as: UTF8.self), on: connection)
        case .status(let status, let body):
            send(status: status, type: "application/json", body: body, on: connection)
        case .silence(let seconds):
            var waiting = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            _ = poll(&waiting, 1, Int32(seconds * 1000))
        }
    }

    private func send(status: Int, type: String, body: String, on connection: Int32) {
        write("HTTP/1.1 \(status) Status\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body,
              to: connection)
    }

    private func write(_ text: String, to connection: Int32) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBufferPointer { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            written += count
        }
    }
}
