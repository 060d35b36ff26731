import Foundation

/// Someone the household cooks for, with their allergies and diets.
public struct Person: Hashable, Sendable, Codable, Identifiable {
    public var id: Int64?
    public var name: String
    public var allergies: Set<Allergen>
    public var diets: Set<Diet>
    /// A guest is checked only at the meals they are set to eat; "everyone" means the household.
    public var guest: Bool

    public init(id: Int64? = nil, name: String, allergies: Set<Allergen> = [], diets: Set<Diet> = [],
                guest: Bool = false) {
        self.id = id
        self.name = name
        self.allergies = allergies
        self.diets = diets
        self.guest = guest
    }

    /// Everything this person must not eat.
    public var avoids: FoodContents {
        diets.reduce(into: FoodContents(allergens: allergies)) { $0.formUnion($1.excludes) }
    }

    public var hasRestrictions: Bool { !allergies.isEmpty || !diets.isEmpty }

    /// Why food with `contents` does not suit this person; nil when it does.
    public func conflict(with contents: FoodContents) -> PersonConflict? {
        let allergens = allergies.sorted().filter { contents.contains(FoodContents($0)) }
        let diets = diets.sorted().filter { !$0.excludes.isDisjoint(with: contents) }
        if allergens.isEmpty && diets.isEmpty { return nil }
        return PersonConflict(person: name, allergens: allergens, diets: diets)
    }
}

/// One person's reasons not to eat a dish: allergies (a safety matter) and diets (a preference).
public struct PersonConflict: Hashable, Sendable, Codable {
    public var person: String
    public var allergens: [Allergen]
    public var diets: [Diet]

    public var isAllergy: Bool { !allergens.isEmpty }

    /// "Sam (tree nuts, vegan)".
    public var description: String {
        "\(person) (\((allergens.map(\.name) + diets.map(\.name)).joined(separator: ", ")))"
    }
}

extension Array where Element == Person {
    /// The person called `name`, ignoring case and surrounding spaces.
    public func named(_ name: String) -> Person? {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        return first { $0.name.lowercased() == key }
    }
}
