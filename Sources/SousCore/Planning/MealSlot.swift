/// A row of the plan grid: Breakfast, Lunch, Dinner, or one the user added (Snack).
public struct MealSlot: Hashable, Sendable, Codable {
    public var id: Int64
    public var name: String
    public var position: Int

    public init(id: Int64, name: String, position: Int) {
        self.id = id
        self.name = name
        self.position = position
    }

    public static let defaultNames = ["Breakfast", "Lunch", "Dinner"]
}
