import Foundation

/// Remembers which food (by position in the table) each ingredient name was matched to, so a
/// name is scored once per run. Shared by every thread; bounded, so odd names cannot grow it
/// without end.
final class NutritionMatchCache: @unchecked Sendable {
    private let lock = NSLock()
    private var positions: [String: Int?] = [:]
    static let capacity = 50_000

    /// `.some(nil)` when the name is known to match nothing; nil when it was never matched.
    func position(for name: String) -> Int?? {
        lock.lock()
        defer { lock.unlock() }
        return positions[name]
    }

    func remember(_ position: Int?, for name: String) {
        lock.lock()
        defer { lock.unlock() }
        if positions.count >= Self.capacity { positions.removeAll(keepingCapacity: true) }
        positions[name] = .some(position)
    }
}
