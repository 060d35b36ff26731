import SousCore

/// What a shopping list is for: a week of the meal plan, or one recipe at some servings (`S` on
/// a recipe). The list's checks and removals are kept under `listID`.
public enum ShoppingSource: Hashable, Sendable {
    case week(PlanDay)
    case recipe(id: Int64, servings: Int)

    public var listID: String {
        switch self {
        case .week(let start): start.iso
        case .recipe(let id, let servings): "recipe-\(id)-\(servings)"
        }
    }

    /// The week's first day, for a week's list.
    public var weekStart: PlanDay? {
        if case .week(let start) = self { return start }
        return nil
    }
}
