/// Where in a shop a line is found; the list is grouped in this order.
public enum Aisle: String, CaseIterable, Hashable, Sendable, Codable {
    case produce
    case dairyAndEggs = "dairy"
    case meatAndFish = "meat"
    case bakery, pantry, spices, frozen, drinks, other

    public var title: String {
        switch self {
        case .produce: "Produce"
        case .dairyAndEggs: "Dairy & eggs"
        case .meatAndFish: "Meat & fish"
        case .bakery: "Bakery"
        case .pantry: "Pantry"
        case .spices: "Spices"
        case .frozen: "Frozen"
        case .drinks: "Drinks"
        case .other: "Other"
        }
    }

    /// Accepts the raw value or the title, any case ("dairy & eggs", "meat").
    public init?(named text: String) {
        let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
        guard let match = Aisle.allCases.first(where: { $0.rawValue == lower || $0.title.lowercased() == lower
            || $0.title.lowercased().hasPrefix(lower) && lower.count >= 3 }) else { return nil }
        self = match
    }
}

import Foundation
