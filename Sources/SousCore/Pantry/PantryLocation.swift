import Foundation

/// Where an item is kept: the fridge, the freezer, the cupboard, or an aisle group's name
/// ("produce", "dairy & eggs"), so the pantry can be listed the way the kitchen is arranged.
public enum PantryLocation {
    public static let places = ["fridge", "freezer", "cupboard"]

    /// The canonical name for what was typed ("Fridge" -> "fridge", "dairy" -> "dairy & eggs"),
    /// or nil when it names no place.
    public static func normalised(_ text: String) -> String? {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !lower.isEmpty else { return nil }
        if places.contains(lower) { return lower }
        if lower == "pantry" || lower == "larder" || lower == "cupboards" { return "cupboard" }
        if let aisle = Aisle(named: lower) { return aisle.title.lowercased() }
        return nil
    }

    /// Every accepted name, for error messages.
    public static var allNames: [String] { places + Aisle.allCases.map { $0.title.lowercased() } }
}
