import Foundation

/// Each food's portions read once (`PreparedPortion.prepare`), the first time the food is used,
/// and shared by every thread.
final class PreparedPortionCache: @unchecked Sendable {
    private let lock = NSLock()
    private var prepared: [String: [PreparedPortion]] = [:]

    func prepared(_ food: NutritionFood) -> [PreparedPortion] {
        lock.lock()
        defer { lock.unlock() }
        if let known = prepared[food.id] { return known }
        let made = PreparedPortion.prepare(food)
        prepared[food.id] = made
        return made
    }
}
