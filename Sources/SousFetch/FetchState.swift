import Foundation
import SousFormats
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate that enforces the limits while a download runs; its state is guarded by a lock
/// because URLSession calls it on its own queue.
final class FetchState: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private let limit: Int
    private let maximumRedirects: Int
    private var redirects = 0
    private var data = Data()
    private var status = 0
    private var finalURL: URL?
    private var outcome: FetchOutcome?
    /// A redirect refused: the outcome once the task has ended.
    private var refusal: FetchOutcome?
    private var ended = false
    private var closed = false

    /// True once URLSession has said the task completed. Cancelling a task from then on makes
    /// FoundationNetworking trap ("a task that is not in the registry") when the cancel arrives
    /// after the task has left the session, so such a session is closed without a cancel.
    var taskHasEnded: Bool { lock.withLock { ended } }

    /// True the first time only: a session is closed once, whether by the cancel or after the
    /// wait. A second cancel of the same task traps in FoundationNetworking the same way.
    func claimClosing() -> Bool {
        lock.withLock {
            defer { closed = true }
            return !closed
        }
    }

    init(limit: Int, redirects: Int) {
        self.limit = limit
        self.maximumRedirects = redirects
    }

    func wait(timeout: TimeInterval) -> FetchOutcome {
        if done.wait(timeout: .now() + timeout) == .timedOut { return .timedOut }
        return lock.withLock { outcome ?? .failed(code: -1) }
    }

    func finish(_ result: FetchOutcome) {
        lock.withLock {
            guard outcome == nil else { return }
            outcome = result
            done.signal()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let (count, scheme) = lock.withLock { () -> (Int, String) in
            redirects += 1
            return (redirects, request.url?.scheme?.lowercased() ?? "")
        }
        // Refused by answering nil, and only so, and told when the task has ended: cancelling it
        // first makes FoundationNetworking trap when the answer comes ("not waiting for it"), and
        // a session torn down while the task still reads the redirect's body traps as well.
        if count > maximumRedirects {
            lock.withLock { refusal = .tooManyRedirects }
            completionHandler(nil); return
        }
        if scheme != "http" && scheme != "https" {
            lock.withLock { refusal = .badRedirect }
            completionHandler(nil); return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let tooBig = response.expectedContentLength > Int64(limit)
        lock.withLock {
            status = (response as? HTTPURLResponse)?.statusCode ?? 200
            finalURL = response.url
        }
        if tooBig { finish(.tooLarge); completionHandler(.cancel); return }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive chunk: Data) {
        let over = lock.withLock { () -> Bool in
            data.append(chunk)
            return data.count > limit
        }
        if over { finish(.tooLarge); dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.withLock { ended = true }
        if let refused = lock.withLock({ refusal }) {
            finish(refused)
            return
        }
        if let error {
            finish(.failed(code: (error as? URLError)?.errorCode ?? (error as NSError).code))
            return
        }
        let result = lock.withLock { FetchOutcome.success(data, status: status, url: finalURL) }
        finish(result)
    }
}
