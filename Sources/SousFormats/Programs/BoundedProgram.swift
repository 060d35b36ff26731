import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a helper program to completion with an argument array (never a shell), no terminal input,
/// its output read into memory up to a cap, and a time limit after which it is stopped: an OCR
/// engine given a hostile picture must not hang an import or fill the memory.
struct BoundedProgram {
    var executable: String
    var arguments: [String]
    var environment: [String: String]
    var timeout: TimeInterval
    var maximumOutputBytes: Int
    var maximumErrorBytes = 64 * 1024
    var cancellation: FetchCancellation?

    struct Outcome {
        var status: Int32
        var output: Data
        var errors: Data
    }

    enum Failure: Error {
        case couldNotStart(String)
        case timedOut
        case outputTooLarge
        case cancelled
    }

    func run() throws(Failure) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw .couldNotStart(error.localizedDescription) }

        let outputBuffer = CappedBuffer(limit: maximumOutputBytes)
        let errorBuffer = CappedBuffer(limit: maximumErrorBytes)
        let readers = DispatchGroup()
        let pid = process.processIdentifier
        for (pipe, buffer, stopWhenFull) in [(output, outputBuffer, true), (errors, errorBuffer, false)] {
            readers.enter()
            let handle = pipe.fileHandleForReading
            DispatchQueue.global().async {
                defer { readers.leave() }
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    // Past the cap the rest is read and dropped, so the program never blocks on a full pipe.
                    if !buffer.append(chunk), stopWhenFull { kill(pid, SIGKILL) }
                }
            }
        }
        cancellation?.onCancel { kill(pid, SIGKILL) }
        var timedOut = false
        if readers.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if readers.wait(timeout: .now() + 2) == .timedOut {
                kill(pid, SIGKILL)
                readers.wait()
            }
        }
        process.waitUntilExit()
        if cancellation?.isCancelled == true { throw .cancelled }
        if timedOut { throw .timedOut }
        if outputBuffer.overflowed { throw .outputTooLarge }
        return Outcome(status: process.terminationStatus, output: outputBuffer.data, errors: errorBuffer.data)
    }
}

/// Bytes read from a pipe on another thread, up to a limit.
private final class CappedBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var bytes = Data()
    private var full = false

    init(limit: Int) { self.limit = limit }

    /// False once the limit is passed.
    func append(_ chunk: Data) -> Bool {
        lock.withLock {
            guard !full else { return false }
            if bytes.count + chunk.count > limit {
                bytes.append(chunk.prefix(limit - bytes.count))
                full = true
                return false
            }
            bytes.append(chunk)
            return true
        }
    }

    var data: Data { lock.withLock { bytes } }
    var overflowed: Bool { lock.withLock { full } }
}
