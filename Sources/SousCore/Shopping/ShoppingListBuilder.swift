/// Builds a ShoppingList from recipes scaled to their planned servings.
/// Pure: everything it needs (pantry, checks, overrides, manual items) is passed in.
public struct ShoppingListBuilder: Sendable {
    /// One recipe to shop for, and how many servings of it (or a multiple, which wins).
    public struct Source: Hashable, Sendable {
        public var recipe: Recipe
        public var servings: Int?
        public var multiple: Rational?

        public init(recipe: Recipe, servings: Int? = nil, multiple: Rational? = nil) {
            self.recipe = recipe
            self.servings = servings
            self.multiple = multiple
        }
    }

    public var preference: UnitPreference
    public var pantry: PantryStaples
    /// Aisles the user chose, by line key.
    public var aisleOverrides: [String: Aisle]
    /// Keys of lines checked off.
    public var checked: Set<String>
    /// Keys of lines the user removed from this list.
    public var removed: Set<String>
    /// Lines typed in by hand.
    public var manualItems: [String]
    /// What the kitchen holds: lines it covers leave the list, lines it partly covers show the
    /// rest to buy, and lines it holds without a comparable amount go under "check you have".
    public var pantryItems: [PantryItem]
    /// The person's corrections of which food a name means (`FoodCorrection`).
    public var corrections: [String: String]

    public init(preference: UnitPreference = .metric, pantry: PantryStaples = PantryStaples(),
                aisleOverrides: [String: Aisle] = [:], checked: Set<String> = [], removed: Set<String> = [],
                manualItems: [String] = [], pantryItems: [PantryItem] = [], corrections: [String: String] = [:]) {
        self.preference = preference
        self.pantry = pantry
        self.aisleOverrides = aisleOverrides
        self.checked = checked
        self.removed = removed
        self.manualItems = manualItems
        self.pantryItems = pantryItems
        self.corrections = corrections
    }

    public func build(listID: String, title: String, sources: [Source], notes: [String] = []) -> ShoppingList {
        struct Accumulator {
            var name: String
            var amount = ShoppingAmount()
            var recipes: [String] = []
        }
        var order: [String] = []
        var totals: [String: Accumulator] = [:]
        // One line per food: names of one concept ("courgette", "zucchini") share the first one's key.
        let knowledge = FoodKnowledge.standard
        var keyOfConcept: [Int: String] = [:]
        for source in sources {
            let factor = source.multiple ?? source.servings.map { Scaler.factor(from: source.recipe.servings, to: $0) } ?? .one
            for ingredient in source.recipe.ingredients {
                var key = ShoppingName.key(for: ingredient.name)
                guard !key.isEmpty else { continue }
                if totals[key] == nil, let concept = FoodCorrection.concept(of: ingredient.name, corrections: corrections, knowledge: knowledge) {
                    if let first = keyOfConcept[concept] { key = first } else { keyOfConcept[concept] = key }
                }
                let scaled = Scaler.scale(ingredient, by: factor)
                if totals[key] == nil {
                    order.append(key)
                    totals[key] = Accumulator(name: ShoppingName.display(for: ingredient.name))
                }
                totals[key]!.amount.add(quantity: scaled.quantity, high: scaled.quantityHigh, unit: scaled.unit)
                if !totals[key]!.recipes.contains(source.recipe.title) {
                    totals[key]!.recipes.append(source.recipe.title)
                }
            }
        }
        var lines: [ShoppingLine] = []
        var staples: [ShoppingLine] = []
        var checkYouHave: [ShoppingLine] = []
        var inPantry: [ShoppingLine] = []
        let held = PantryMatcher(items: pantryItems, staples: pantry, today: PlanDay(dayNumber: 0), corrections: corrections)
        for key in order where !removed.contains(key) {
            let total = totals[key]!
            var amount = total.amount
            amount.foldVolumeIntoMass(density: IngredientDensity.gramsPerMillilitre(forKey: key))
            var line = ShoppingLine(key: key, name: total.name, amount: amount.text(preference: preference),
                                    aisle: aisleOverrides[key] ?? FoodAisle.aisle(forKey: key, name: total.name, knowledge: knowledge),
                                    recipes: total.recipes, isChecked: checked.contains(key))
            if pantry.contains(key) {
                staples.append(line)
                continue
            }
            // A line checked off on this list stays as bought: checking it put it in the pantry,
            // and it must not then read as "in the pantry (not bought)".
            guard let (item, noted) = held.item(for: key, name: total.name), !checked.contains(key) else {
                lines.append(line)
                continue
            }
            // Only a more general food is held ("onion" for "red onion"): worth a look, not bought.
            if noted {
                checkYouHave.append(line)
                continue
            }
            switch PantryCoverage.remaining(amount, key: key, have: item) {
            case .covered: inPantry.append(line)
            case .haveSome: checkYouHave.append(line)
            case .rest(let rest):
                line.amount = rest.text(preference: preference)
                lines.append(line)
            }
        }
        for item in manualItems {
            let key = "manual:" + item.lowercased()
            guard !removed.contains(key) else { continue }
            let nameKey = ShoppingName.key(for: item)
            lines.append(ShoppingLine(key: key, name: item, amount: "",
                                      aisle: aisleOverrides[key] ?? AisleTable.aisle(for: nameKey),
                                      isChecked: checked.contains(key), isManual: true))
        }
        // Within an aisle, alphabetical: the order a person walks a shelf doesn't exist, but A-Z is findable.
        lines.sort { ($0.aisle.sortIndex, $0.name.lowercased()) < ($1.aisle.sortIndex, $1.name.lowercased()) }
        staples.sort { $0.name.lowercased() < $1.name.lowercased() }
        checkYouHave.sort { $0.name.lowercased() < $1.name.lowercased() }
        inPantry.sort { $0.name.lowercased() < $1.name.lowercased() }
        return ShoppingList(listID: listID, title: title, lines: lines, staples: staples, notes: notes,
                            checkYouHave: checkYouHave, inPantry: inPantry)
    }
}

extension Aisle {
    var sortIndex: Int { Aisle.allCases.firstIndex(of: self) ?? 0 }
}
