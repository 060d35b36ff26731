import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `sous-fetch --post URL TIMEOUT [CONTENT-TYPE]`: sends standard input as a JSON request (or of
/// the type given: an audio file as multipart form data; an empty input asks
/// with GET, as for a server's list of models) and writes the answer
/// to standard output as it arrives (a model server streams its reply): first a line
/// `STATUS 200`, then the body's bytes as they come. An `Authorization` header is sent when
/// `SOUS_FETCH_AUTHORIZATION` is set (never an argument: arguments are visible to every user).
/// A transport failure ends with exit status 3 and `FAILED <URLError code>` on standard error.
struct Post {
    var url: URL
    /// Seconds the server may stay silent, before its first byte or between two.
    var timeout: TimeInterval
    var body: Data
    /// The body's media type: JSON, or multipart form data for an audio file.
    var contentType: String
    var authorization: String?

    func run() -> Int32 {
        let stream = PostStream()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = 24 * 3600
        let session = URLSession(configuration: configuration, delegate: stream, delegateQueue: nil)
        var request = URLRequest(url: url, timeoutInterval: timeout)
        if !body.isEmpty {
            request.httpMethod = "POST"
            request.httpBody = body
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        }
        request.setValue("text/event-stream, application/json", forHTTPHeaderField: "Accept")
        request.setValue("sous/0.1 (+assistant)", forHTTPHeaderField: "User-Agent")
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        session.dataTask(with: request).resume()
        let failure = stream.wait()
        session.finishTasksAndInvalidate()
        guard let failure else { return 0 }
        FileHandle.standardError.write(Data("FAILED \(failure)\n".utf8))
        return 3
    }
}

/// Writes what the server sends as it comes, and says how the request ended.
final class PostStream: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var failure: Int?

    /// Nil when the answer came whole, else the URLError code.
    func wait() -> Int? {
        done.wait()
        return lock.withLock { failure }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        FileHandle.standardOutput.write(Data("STATUS \(status)\n".utf8))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive chunk: Data) {
        FileHandle.standardOutput.write(chunk)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { lock.withLock { failure = (error as? URLError)?.errorCode ?? (error as NSError).code } }
        done.signal()
    }
}
