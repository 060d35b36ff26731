/// What a food contains, as far as allergies and diets care: the 14 allergen groups and the
/// kinds of food diets exclude. A set of bits, stored per recipe so that "safe for Sam" is one
/// SQL condition: `contents & mask = 0`.
public struct FoodContents: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int64
    public init(rawValue: Int64) { self.rawValue = rawValue }

    public init(_ allergen: Allergen) { self.init(rawValue: 1 << Int64(allergen.rawValue)) }

    public init<S: Sequence>(allergens: S) where S.Element == Allergen {
        self = allergens.reduce(into: FoodContents()) { $0.insert(FoodContents($1)) }
    }

    /// Meat and poultry (and gelatine, stock and fat made from them).
    public static let meat = FoodContents(rawValue: 1 << 20)
    /// Pork in any form: bacon, ham, lard, chorizo, most gelatine.
    public static let pork = FoodContents(rawValue: 1 << 21)
    /// Alcoholic drinks and foods made with them (wine, beer, mirin, vanilla extract is not counted).
    public static let alcohol = FoodContents(rawValue: 1 << 22)
    /// Other animal products that vegans leave out: honey, beeswax, carmine.
    public static let animalProduct = FoodContents(rawValue: 1 << 23)

    /// The allergen groups among the contents, in the law's order.
    public var allergens: [Allergen] {
        Allergen.allCases.filter { contains(FoodContents($0)) }
    }

    /// Only the allergen bits.
    public var allergenPart: FoodContents {
        FoodContents(rawValue: rawValue & ((1 << Int64(Allergen.allCases.count)) - 1))
    }

    /// The words a kind of food is written with in a dictionary file: allergen names and short
    /// names, plus "meat", "pork", "alcohol", "animal".
    public init?(word: String) {
        switch word.lowercased() {
        case "meat": self = .meat
        case "pork": self = .pork
        case "alcohol": self = .alcohol
        case "animal", "animal product": self = .animalProduct
        default:
            guard let allergen = Allergen(named: word) else { return nil }
            self.init(allergen)
        }
    }

    /// The kinds of food among the contents that are not allergens ("meat", "pork", "alcohol").
    public var kindNames: [String] {
        [(FoodContents.meat, "meat"), (.pork, "pork"), (.alcohol, "alcohol"), (.animalProduct, "honey or other animal products")]
            .filter { contains($0.0) }.map(\.1)
    }

    /// The diets these contents rule out.
    public var dietsExcluded: [Diet] {
        Diet.allCases.filter { !$0.excludes.isDisjoint(with: self) }
    }
}
