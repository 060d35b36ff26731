import Foundation

/// The 14 allergen groups that EU food labelling law (Regulation 1169/2011, Annex II) requires a
/// label to name. The raw values are stable: they are bit positions in `FoodContents` and are
/// stored in the database.
public enum Allergen: Int, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case gluten = 0
    case crustaceans
    case eggs
    case fish
    case peanuts
    case soybeans
    case milk
    case treeNuts
    case celery
    case mustard
    case sesame
    case sulphites
    case lupin
    case molluscs

    /// The group's name as the law words it, in lower case: what `--json` prints and
    /// `--allergy` accepts.
    public var name: String {
        switch self {
        case .gluten: "cereals containing gluten"
        case .crustaceans: "crustaceans"
        case .eggs: "eggs"
        case .fish: "fish"
        case .peanuts: "peanuts"
        case .soybeans: "soybeans"
        case .milk: "milk"
        case .treeNuts: "tree nuts"
        case .celery: "celery"
        case .mustard: "mustard"
        case .sesame: "sesame"
        case .sulphites: "sulphites"
        case .lupin: "lupin"
        case .molluscs: "molluscs"
        }
    }

    /// A short word for badges and summaries ("gluten", "soy").
    public var shortName: String {
        switch self {
        case .gluten: "gluten"
        case .soybeans: "soy"
        default: name
        }
    }

    /// The group a person typed: its full name, its short name or a common word for it
    /// ("peanut", "nuts", "shellfish", "dairy", "wheat", "egg", "soy", "sulfites"), ignoring case.
    public init?(named text: String) {
        let key = text.lowercased().trimmingSpaces
        if let found = Allergen.allCases.first(where: { $0.name == key || $0.shortName == key }) {
            self = found
            return
        }
        switch key {
        case "wheat", "cereals", "gluten-containing cereals": self = .gluten
        case "crustacean", "shellfish", "prawns", "shrimp": self = .crustaceans
        case "egg": self = .eggs
        case "peanut", "groundnut", "groundnuts": self = .peanuts
        case "soybean", "soya", "soy beans": self = .soybeans
        case "dairy", "lactose": self = .milk
        case "tree nut", "nuts", "nut": self = .treeNuts
        case "sulphite", "sulfite", "sulfites", "sulphur dioxide", "sulfur dioxide": self = .sulphites
        case "lupine": self = .lupin
        case "mollusc", "mollusk", "mollusks": self = .molluscs
        default: return nil
        }
    }

    public static func < (lhs: Allergen, rhs: Allergen) -> Bool { lhs.rawValue < rhs.rawValue }
}
