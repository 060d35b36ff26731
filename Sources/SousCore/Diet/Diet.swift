/// A way of eating a person chooses (or follows for their faith or health), as opposed to an
/// allergy. The raw values are what the command line accepts and the database stores.
public enum Diet: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case vegetarian
    case vegan
    case pescatarian
    case glutenFree = "gluten-free"
    case dairyFree = "dairy-free"
    case noPork = "no pork"
    case noAlcohol = "no alcohol"
    case halal

    public var name: String { rawValue }

    /// What a recipe must not contain for this diet.
    public var excludes: FoodContents {
        switch self {
        case .vegetarian: [.meat, .pork, FoodContents(.fish), FoodContents(.crustaceans), FoodContents(.molluscs)]
        case .vegan: Diet.vegetarian.excludes.union([FoodContents(.eggs), FoodContents(.milk), .animalProduct])
        case .pescatarian: [.meat, .pork]
        case .glutenFree: FoodContents(.gluten)
        case .dairyFree: FoodContents(.milk)
        case .noPork: .pork
        case .noAlcohol: .alcohol
        case .halal: [.pork, .alcohol]
        }
    }

    /// The diet a person typed, ignoring case, spaces and hyphens ("gluten free", "no-pork").
    public init?(named text: String) {
        let key = Self.key(text)
        guard let found = Diet.allCases.first(where: { Self.key($0.rawValue) == key }) else { return nil }
        self = found
    }

    private static func key(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter })
    }

    public static func < (lhs: Diet, rhs: Diet) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
