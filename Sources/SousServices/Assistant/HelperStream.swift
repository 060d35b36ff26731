import Foundation
import SousFormats
import SousProcess
#if canImport(Glibc)
import Glibc
#endif

/// `sous-fetch --post`: sends a request body and reads the answer as it arrives, so the
/// networking libraries stay in the helper (see `FetchHelper`). The status comes first, then
/// each piece of the body is handed to `received` as soon as it is read.
struct HelperStream {
    enum Failure: Error, Equatable {
        case helperMissing
        case couldNotStart(String)
        /// The helper's URLError code (-1004 refused, -1001 timed out, -1003 no such host).
        case transport(Int)
        /// Silent longer than the timeout.
        case timedOut
        case cancelled
    }

    var url: String
    var body: Data
    /// Nil for JSON.
    var contentType: String? = nil
    /// Seconds the server may be silent.
    var timeout: Int
    var authorization: String?
    var environment: [String: String]
    var cancellation: FetchCancellation?

    /// The HTTP status; `received` has had the body.
    func run(received: (Data) -> Void) throws(Failure) -> Int {
        guard let helper = FetchHelper.path(environment: environment) else { throw .helperMissing }
        var childEnvironment = environment
        childEnvironment["SOUS_FETCH_AUTHORIZATION"] = authorization
        // The body goes through a socket, written without SIGPIPE should the helper end early.
        let input = Self.socketEnds(), output = Self.pipeEnds(), errors = Self.pipeEnds()
        let pid: pid_t
        do {
            pid = try ChildProcess.spawn(helper, arguments: [FetchHelper.name, "--post", url, String(timeout)] + (contentType.map { [$0] } ?? []),
                                         environment: childEnvironment, input: .descriptor(input.read),
                                         output: .descriptor(output.write), error: .descriptor(errors.write), group: .own)
        } catch {
            [input.read, input.write, output.read, output.write, errors.read, errors.write].forEach { close($0) }
            throw .couldNotStart(error.description)
        }
        [input.read, output.write, errors.write].forEach { close($0) }
        defer {
            close(output.read)
            close(errors.read)
        }
        Self.writeAll(body, to: input.write)
        shutdown(input.write, Int32(SHUT_WR))
        close(input.write)
        let child = RunningHelper(pid: pid)
        defer { child.ended() }
        cancellation?.onCancel { child.stop() }

        var status: Int?
        var head = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var silentSince = Date()
        while true {
            if cancellation?.isCancelled == true {
                child.stop()
                throw .cancelled
            }
            var poller = pollfd(fd: output.read, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready < 0 && errno != EINTR { break }
            if ready <= 0 {
                if Date().timeIntervalSince(silentSince) > Double(timeout) + 5 {
                    child.stop()
                    throw .timedOut
                }
                continue
            }
            let count = read(output.read, &buffer, buffer.count)
            if count <= 0 { break }
            silentSince = Date()
            let chunk = Data(buffer[0..<count])
            if status == nil {
                head.append(chunk)
                guard let newline = head.firstIndex(of: 0x0A) else { continue }
                let line = String(decoding: head[head.startIndex..<newline], as: UTF8.self)
                status = line.hasPrefix("STATUS ") ? Int(line.dropFirst(7)) : nil
                let rest = head[head.index(after: newline)...]
                if !rest.isEmpty { received(Data(rest)) }
            } else {
                received(chunk)
            }
        }
        let exit = child.waitForExit()
        if cancellation?.isCancelled == true { throw .cancelled }
        if exit == 3 {
            let said = String(decoding: Self.readAll(errors.read), as: UTF8.self)
            let code = said.split(separator: "\n").last { $0.hasPrefix("FAILED ") }.flatMap { Int($0.dropFirst(7)) } ?? 0
            throw .transport(code)
        }
        guard let status else { throw .couldNotStart("sous-fetch stopped without an answer (exit status \(exit))") }
        return status
    }

    /// A pipe whose ends are closed in any program sous starts (the child gets its copies).
    private static func pipeEnds() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// A connected pair of sockets, closed in any program sous starts: the child reads the one
    /// given to it as its standard input.
    private static func socketEnds() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        _ = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = send(descriptor, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if count <= 0 { if errno == EINTR { continue } else { return } }
                offset += count
            }
        }
    }

    private static func readAll(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}

/// The helper while it runs: stopped at most once, and never signalled once it has been waited
/// for (its process id may by then belong to another program).
private final class RunningHelper: @unchecked Sendable {
    private let lock = NSLock()
    private let pid: pid_t
    private var waited = false

    init(pid: pid_t) { self.pid = pid }

    /// Ends the helper (a cancel, a timeout) and waits for it.
    func stop() {
        lock.withLock {
            guard !waited else { return }
            kill(pid, SIGTERM)
            _ = try? ChildProcess.wait(pid)
            waited = true
        }
    }

    func waitForExit() -> Int32 {
        lock.withLock {
            guard !waited else { return -1 }
            waited = true
            return (try? ChildProcess.wait(pid)) ?? -1
        }
    }

    /// Nothing may signal it any more.
    func ended() {
        lock.withLock { waited = true }
    }
}
