import Foundation

/// Remembers the food the knowledge base route chose for a name and its variant words, so a
/// name is read once per run. Shared by every thread; bounded like `NutritionMatchCache`.
final class KnownFoodCache: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: NutritionCalculator.KnownFood?] = [:]
    static let capacity = 50_000

    /// `.some(nil)` when the route is known to give nothing; nil when never asked.
    func answer(for key: String) -> NutritionCalculator.KnownFood?? {
        lock.lock()
        defer { lock.unlock() }
        return answers[key]
    }

    func remember(_ answer: NutritionCalculator.KnownFood?, for key: String) {
        lock.lock()
        defer { lock.unlock() }
        if answers.count >= Self.capacity { answers.removeAll(keepingCapacity: true) }
        answers[key] = .some(answer)
    }
}
