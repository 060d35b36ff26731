/// Compares a recipe's ingredients with the pantry: pure, so the store's candidates and any
/// recipe already in memory are judged the same way. Keys are `ShoppingName.key(for:)`;
/// staples count as held; amounts count when both sides have them (700 g rice needed, 500 g
/// held: "short"), and an amount-less or incomparable item counts as held.
///
/// Where the words differ, the food knowledge base decides: the same food or a more specific one
/// covers the need ("chopped tomatoes" held for "canned tomatoes", "red onion" for "onion"), and
/// a more general one covers it with a note ("onion" held for "red onion": "you have onion").
public struct PantryMatcher: Sendable {
    public var items: [String: PantryItem]
    public var staples: PantryStaples
    public var today: PlanDay
    /// Per held key: its concept, every concept above it, and its state words ("dried").
    private var heldConcepts: [(key: String, concept: Int, ancestors: Set<Int>, states: Set<String>)] = []
    private let knowledge: FoodKnowledge
    /// The concepts of foods bought fresh unless the line says otherwise (`produceIDs`).
    private let produce: [Int]

    /// The person's corrections of which food a name means (`FoodCorrection`).
    private let corrections: [String: String]

    public init(items: [PantryItem], staples: PantryStaples, today: PlanDay, corrections: [String: String] = [:]) {
        var byKey: [String: PantryItem] = [:]
        for item in items where !item.key.isEmpty {
            if let existing = byKey[item.key], let merged = PantryStock.merge(item, into: existing) {
                byKey[item.key] = merged
            } else if byKey[item.key] == nil {
                byKey[item.key] = item
            }
        }
        self.items = byKey
        self.staples = staples
        self.today = today
        self.corrections = corrections
        let knowledge = FoodKnowledge.standard
        self.knowledge = knowledge
        produce = Self.produceIDs.compactMap(knowledge.index(of:))
        for key in byKey.keys.sorted() {
            if let concept = FoodCorrection.concept(of: byKey[key]!.name, corrections: corrections, knowledge: knowledge) {
                heldConcepts.append((key, concept, knowledge.ancestors(of: concept), Self.states(of: byKey[key]!.name, concept, knowledge)))
            }
        }
    }

    /// What the pantry holds for a need: the item of the same key, else of the same or a more
    /// specific food, else of a more general one (`noted`).
    public func item(for key: String, name: String) -> (item: PantryItem, noted: Bool)? {
        if let item = items[key] { return (item, false) }
        guard !heldConcepts.isEmpty, let need = FoodCorrection.concept(of: name, corrections: corrections, knowledge: knowledge) else { return nil }
        let needStates = Self.states(of: name, need, knowledge)
        let above = knowledge.ancestors(of: need)
        let isProduce = produce.contains { above.contains($0) }
        let usable = heldConcepts.filter { !Self.statesConflict(held: $0.states, need: needStates, produce: isProduce) }
        if let held = usable.first(where: { $0.ancestors.contains(need) }) { return (items[held.key]!, false) }
        if let held = usable.first(where: { above.contains($0.concept) }) { return (items[held.key]!, true) }
        return nil
    }

    /// The states a name puts its food in, from its own words and its concept's name ("sun-dried
    /// tomatoes": dried).
    private static func states(of name: String, _ concept: Int, _ knowledge: FoodKnowledge) -> Set<String> {
        let words = IngredientWords(line: name).words + IngredientWords(line: knowledge.concepts[concept].name).words
        let states = FoodStateWords.standard.states
        return Set(words.compactMap { states[$0] ?? nil })
    }

    /// Foods bought fresh unless the line says otherwise.
    private static let produceIDs = ["en:vegetable", "en:fruit", "en:herb"]

    /// Dried produce does not stand in for the produce itself (sun-dried tomatoes for tomatoes,
    /// dried thyme for thyme; dried spaghetti is spaghetti), nor anything processed for a need
    /// that says fresh or raw.
    private static func statesConflict(held: Set<String>, need: Set<String>, produce: Bool) -> Bool {
        if produce && held.contains("dried") && !need.contains("dried") { return true }
        return need.contains("raw") && !held.isDisjoint(with: ["dried", "canned", "cooked", "frozen"])
    }

    /// The recipe judged at `servings` (its own servings when nil).
    public func suggestion(for recipe: Recipe, servings: Int? = nil) -> PantrySuggestion {
        let factor = servings.map { Scaler.factor(from: recipe.servings, to: $0) } ?? .one
        var result = PantrySuggestion(recipeID: recipe.id, title: recipe.title, totalMinutes: recipe.totalMinutes,
                                      category: recipe.category)
        // One verdict per food: the recipe's amounts of one key are added up first.
        var order: [String] = []
        var needs: [String: (name: String, amount: ShoppingAmount)] = [:]
        for ingredient in recipe.ingredients {
            let key = ShoppingName.key(for: ingredient.name)
            guard !key.isEmpty else { continue }
            let scaled = Scaler.scale(ingredient, by: factor)
            if needs[key] == nil {
                order.append(key)
                needs[key] = (ShoppingName.display(for: ingredient.name), ShoppingAmount())
            }
            needs[key]!.amount.add(quantity: scaled.quantity, high: scaled.quantityHigh, unit: scaled.unit)
        }
        for key in order {
            let (name, amount) = needs[key]!
            if let (item, noted) = item(for: key, name: name) {
                switch PantryCoverage.remaining(amount, key: key, have: item) {
                case .covered, .haveSome: result.have.append(name)
                case .rest: result.short.append(name)
                }
                if noted { result.noted.append("\(name) (you have \(item.name))") }
                if let mark = item.dateMark(today: today), mark.isNear {
                    result.usesUp.append("\(name) (\(mark.shortText))")
                }
            } else if staples.contains(key) {
                result.have.append(name)
                result.staples.append(name)
            } else {
                result.missing.append(name)
            }
        }
        return result
    }
}
