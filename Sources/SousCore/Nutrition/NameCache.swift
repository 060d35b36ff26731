import Foundation

/// Remembers an answer per ingredient name (the food the nutrition matcher chose, by position in
/// the table; the food the knowledge base route chose), so a name is worked out once per run.
/// Shared by every thread; bounded, so odd names cannot grow it without end.
final class NameCache<Answer: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: Answer?] = [:]
    static var capacity: Int { 50_000 }

    /// `.some(nil)` when the name is known to have no answer; nil when it was never asked.
    func answer(for name: String) -> Answer?? {
        lock.lock()
        defer { lock.unlock() }
        return answers[name]
    }

    /// The answer for `name`, worked out by `work` the first time it is asked.
    func answer(for name: String, workedOutBy work: () -> Answer?) -> Answer? {
        if let known = answer(for: name) { return known }
        let answer = work()
        remember(answer, for: name)
        return answer
    }

    func remember(_ answer: Answer?, for name: String) {
        lock.lock()
        defer { lock.unlock() }
        if answers.count >= Self.capacity { answers.removeAll(keepingCapacity: true) }
        answers[name] = .some(answer)
    }
}
