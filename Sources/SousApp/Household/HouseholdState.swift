import SousCore

/// The household's people as the app holds them, and the profile screen's cursor and prompt.
public struct HouseholdState: Hashable, Sendable {
    public var people: [Person]
    /// The highlighted person on the profile screen.
    public var selected: Int
    /// The highlighted allergy, diet or guest box while one person's boxes are being ticked.
    public var item: Int?
    /// Text being typed: a new person's name, or a new name for the selected one.
    public var prompt: HouseholdPrompt?
    /// The last person removed, for `u`, and the plan entries they were set to eat.
    public var removed: Person?
    public var removedEatsAt: [Int64]

    public init(people: [Person] = []) {
        self.people = people
        selected = 0
        item = nil
        prompt = nil
        removed = nil
        removedEatsAt = []
    }

    public var selectedPerson: Person? {
        people.indices.contains(selected) ? people[selected] : nil
    }

    /// The household proper: everyone but guests. Who eats a meal unless the plan says otherwise.
    public var everyone: [Person] { people.filter { !$0.guest } }

    /// Whether anyone has an allergy or a diet: when no one has, no recipe is marked.
    public var hasRestrictions: Bool { people.contains(where: \.hasRestrictions) }

    /// The people who eat a plan entry: its eaters, else the household.
    public func eaters(_ ids: [Int64]?) -> [Person] {
        guard let ids, !ids.isEmpty else { return everyone }
        return people.filter { person in person.id.map(ids.contains) ?? false }
    }

    /// The verdict of a recipe with `safety` for the household (or `eaters`).
    public func verdict(_ safety: RecipeSafety, eaters: [Int64]? = nil) -> SafetyVerdict {
        SafetyVerdict(safety: safety, people: self.eaters(eaters))
    }
}

/// What the profile screen's prompt is for.
public struct HouseholdPrompt: Hashable, Sendable, TypedPrompt {
    public enum Kind: Hashable, Sendable { case add, rename }
    public var kind: Kind
    /// What is typed, with its cursor; a value the prompt opened with is selected.
    public var input: PromptText

    public init(kind: Kind, text: String = "") {
        self.kind = kind
        self.input = .prefilled(text)
    }

    public static let limit = 60
}

/// One box on a person's card: an allergen group, a diet, or "guest".
public enum ProfileItem: Hashable, Sendable {
    case allergy(Allergen)
    case diet(Diet)
    case guest

    public static let all: [ProfileItem] = Allergen.allCases.map(ProfileItem.allergy) + Diet.allCases.map(ProfileItem.diet) + [.guest]

    public var label: String {
        switch self {
        case .allergy(.gluten): "cereals with gluten"
        case .allergy(let allergen): allergen.name
        case .diet(let diet): diet.name
        case .guest: "guest (set per meal)"
        }
    }

    public func isTicked(for person: Person) -> Bool {
        switch self {
        case .allergy(let allergen): person.allergies.contains(allergen)
        case .diet(let diet): person.diets.contains(diet)
        case .guest: person.guest
        }
    }

    public func toggled(in person: Person) -> Person {
        var result = person
        switch self {
        case .allergy(let allergen):
            if result.allergies.remove(allergen) == nil { result.allergies.insert(allergen) }
        case .diet(let diet):
            if result.diets.remove(diet) == nil { result.diets.insert(diet) }
        case .guest:
            result.guest.toggle()
        }
        return result
    }
}
