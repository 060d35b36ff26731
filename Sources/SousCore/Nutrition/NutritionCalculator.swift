import Foundation

/// Works out a recipe's nutrition from its ingredient lines with the nutrient table: each line is
/// matched to a food (the user's correction first, then the matcher), weighed in grams
/// (`IngredientGrams`) and counted at the food's per-100 g figures. Lines that cannot be counted
/// say why, and still weigh in the coverage figure when their unit alone gives a weight.
public struct NutritionCalculator: Sendable {
    public static let standard = NutritionCalculator.loadStandard()

    /// Table load problem, when there is one (then nothing is counted).
    public let problem: String?

    let foods: [NutritionFood]
    /// A food's position in `foods` by its id.
    let positionByID: [String: Int32]
    /// Each food's portions, read the first time the food is used (reading all at load took
    /// longer than the rest of the table).
    let portions = PreparedPortionCache()
    let knownFoods = NameCache<KnownFood>()
    /// The food each name's head reads (`headFood`), worked out once.
    let headFoods = NameCache<NutritionFood>()
    /// The food of the same kind weighed by volume for a food that is not (`volumeStandIn`), by id.
    let sameKindStandIns = NameCache<NutritionFood>()
    /// The food name read from each name and note (`foodName(of:name:)`), worked out once.
    let foodNames = NameCache<String>()
    let match: @Sendable (String) -> NutritionFood?
    /// `match`, answering only when the food's description says every word of the name (see
    /// `NutritionFoodMatcher.food(sayingEveryWordOf:)`): how a concept's names are looked up.
    let completeMatch: @Sendable (String) -> NutritionFood?
    /// Whether a reviewed alias names the food for a name (see `NutritionFoodMatcher.hasAlias`).
    let hasAlias: @Sendable (String) -> Bool
    let searcher: @Sendable (String, Int) -> [NutritionFood]

    /// A calculator over `foods`, naming ingredients with `match` (the table's matcher, or a
    /// small one in tests) and answering the picker with `search` (word containment when nil).
    /// `completeMatch` is `match` for names the food's description must say in full; when nil,
    /// `match` checked against the description's words.
    public init(foods: [NutritionFood], problem: String? = nil,
                match: @escaping @Sendable (String) -> NutritionFood?,
                completeMatch: (@Sendable (String) -> NutritionFood?)? = nil,
                hasAlias: @escaping @Sendable (String) -> Bool = { _ in false },
                search: (@Sendable (String, Int) -> [NutritionFood])? = nil) {
        var byID: [String: Int32] = [:]
        byID.reserveCapacity(foods.count)
        for (position, food) in foods.enumerated() where byID[food.id] == nil {
            byID[food.id] = Int32(position)
        }
        self.foods = foods
        self.positionByID = byID
        self.problem = problem
        self.match = match
        self.hasAlias = hasAlias
        self.completeMatch = completeMatch ?? { name in
            match(name).flatMap { food in
                let described = Set(NutritionWords.words(food.description))
                let named = NutritionWords.words(name).filter { !NutritionMatchWords.filler.contains($0) }
                return named.allSatisfy(described.contains) ? food : nil
            }
        }
        self.searcher = search ?? { text, limit in Self.containing(text, in: foods, limit: limit) }
    }

    /// The food with this USDA id, or nil.
    func food(id: String) -> NutritionFood? {
        positionByID[id].map { foods[Int($0)] }
    }

    static func loadStandard() -> NutritionCalculator {
        let matcher = NutritionFoodMatcher.standard
        return NutritionCalculator(foods: matcher.table.foods, problem: matcher.table.problem ?? matcher.problem,
                                   match: { matcher.food(for: $0) }, completeMatch: { matcher.food(sayingEveryWordOf: $0) },
                                   hasAlias: { matcher.hasAlias($0) },
                                   search: { matcher.search($0, limit: $1) })
    }

    /// `corrections` maps a normalised ingredient name (see `FoodCorrection`) to the food concept
    /// or USDA food chosen by the user; they win over the matcher.
    public func nutrition(for recipe: Recipe, corrections: [String: String] = [:]) -> RecipeNutrition {
        var total = Nutrients.zero
        var lines: [RecipeNutrition.Line] = []
        lines.reserveCapacity(recipe.ingredients.count)
        // Whether the method fries is read only when a line holds a cup or more of oil.
        let fries = { SpecialLine.mayDeepFry(recipe) }
        for (index, ingredient) in recipe.ingredients.enumerated() {
            let line = self.line(index: index, ingredient, corrections: corrections, total: &total, fries: fries)
            lines.append(line)
        }
        return RecipeNutrition(total: total, servings: recipe.servings, lines: lines)
    }

    func line(index: Int, _ ingredient: Ingredient, corrections: [String: String], total: inout Nutrients,
              fries: () -> Bool = { true }) -> RecipeNutrition.Line {
        let name = ingredient.name.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty || SpecialLine.isHeading(ingredient) {
            return .init(index: index, name: name, outcome: .skipped)
        }
        let kind = SpecialLine.kind(of: ingredient)
        var ingredient = ingredient
        let food: NutritionFood?
        if corrections[Self.key(for: name)] != nil {
            switch corrected(name, corrections, variant: Self.variantWords(in: ingredient.note)) {
            case .food(let chosen): food = chosen
            case .notFood: return .init(index: index, name: name, outcome: .notFood)
            case nil: food = nil
            }
        } else {
            switch kind {
            case .water:
                // Water (and ice) weighs what it says and brings nothing: counted, at zero.
                food = self.food(id: Self.waterID) ?? Self.water
            case .saltAndPepper:
                // "salt and pepper": salt is what matters (sodium); pepper's few grams bring nothing.
                food = match("salt")
            case .plain, .frying:
                let foodName = Self.matchingName(cachedFoodName(of: ingredient, name: name))
                // The note's variant words ("skin-on", "90/10", "reduced fat") pick the food's kind.
                let variant = Self.variantWords(in: ingredient.note, packed: Self.isCanned(ingredient))
                switch knowledgeFood(foodName, variant: variant) {
                case .notFood:
                    return .init(index: index, name: name, outcome: .notFood)
                case .food(let known):
                    food = known
                case .none:
                    let plain = match(foodName)
                    let variantWords = variant.split(separator: " ").map(String.init)
                    let varied = variant.isEmpty || (plain.map { Self.says(variantWords, $0) } ?? false)
                        ? nil : match(variant + " " + foodName)
                    let matched = varied.flatMap { varied in plain.map { Self.sameKind($0, varied) } ?? true ? varied : nil } ?? plain
                    // The food the name's head reads wins over a match of another kind.
                    let head = headFood(foodName, variant: variant)
                    food = head.flatMap { head in matched.map { Self.sameKind($0, head) } ?? false ? nil : head } ?? matched
                }
                // Weigh by the food's name too ("parmesan" for a line read as "fresh").
                if foodName != name { ingredient.name = foodName }
            }
        }
        guard let food else {
            return .init(index: index, name: name, outcome: .noFood, grams: IngredientGrams.gramsFromUnitAlone(ingredient))
        }
        var weighed = IngredientGrams.grams(for: ingredient, food: food, portions: portions.prepared(food))
        if weighed == .noWeight, let unit = ingredient.unit.flatMap(Unit.lookup), unit.dimension == .volume,
           let standIn = volumeStandIn(for: food) {
            weighed = IngredientGrams.grams(for: ingredient, food: food, portions: portions.prepared(standIn))
        }
        switch weighed {
        case .noAmount:
            return .init(index: index, name: name, outcome: .noAmount)
        case .noWeight:
            return .init(index: index, name: name, outcome: .noWeight, grams: IngredientGrams.gramsFromUnitAlone(ingredient))
        case .grams(var grams):
            if kind == .frying || (SpecialLine.isDeepFryingOil(food, grams: grams) && fries()) {
                grams *= SpecialLine.fryingShare(ofGrams: grams, ingredient)
            }
            total += food.per100g.scaled(by: grams / 100)
            return .init(index: index, name: name, outcome: .counted(foodID: food.id, description: food.description), grams: grams)
        }
    }

    /// The food a person chose for `name`: a USDA food, or the USDA food of the concept they
    /// chose (with the line's variant words), or not food. Nil when there is no correction, or
    /// the chosen concept has no food in the table (the line is then not counted).
    func corrected(_ name: String, _ corrections: [String: String], variant: String = "") -> KnownFood? {
        guard !corrections.isEmpty, let choice = corrections[Self.key(for: name)] else { return nil }
        guard FoodCorrection.isConcept(choice) else { return food(idOrDescription: choice).map(KnownFood.food) }
        let knowledge = FoodKnowledge.standard
        guard let concept = knowledge.index(of: choice) else { return nil }
        if knowledge.concepts[concept].isNotFood { return .notFood }
        let modifiers = variant.split(separator: " ").map(String.init)
        return food(ofConcept: concept, modifiers: modifiers).map(KnownFood.food)
    }

    /// The food the table would use for an ingredient name, or nil.
    public func food(for name: String, corrections: [String: String] = [:]) -> NutritionFood? {
        if case .food(let chosen) = corrected(name, corrections) { return chosen }
        return match(name)
    }

    /// The food with this id, or the first whose description is exactly this (ignoring case).
    /// Descriptions are looked through one by one: a person's choice is rare, an index of them
    /// would cost every process a megabyte.
    public func food(idOrDescription: String) -> NutritionFood? {
        let text = idOrDescription.trimmingCharacters(in: .whitespaces)
        if text == Self.waterID || text == Self.water.id { return food(id: Self.waterID) ?? Self.water }
        if let food = food(id: text) { return food }
        let lower = text.lowercased()
        return foods.first { $0.description.lowercased() == lower }
    }

    /// Foods whose description contains every word of `text`, best first (for the app's picker).
    public func search(_ text: String, limit: Int = 20) -> [NutritionFood] {
        searcher(text, limit)
    }

    /// The key a correction is remembered by: the name lower-cased, trimmed, singular.
    public static func key(for name: String) -> String {
        FoodCorrection.key(for: name)
    }

    func cachedFoodName(of ingredient: Ingredient, name: String) -> String {
        let key = name + "\u{1}" + (ingredient.note ?? "")
        if let known = foodNames.answer(for: key), let known { return known }
        let answer = Self.foodName(of: ingredient, name: name)
        foodNames.remember(answer, for: key)
        return answer
    }

    /// The line's food name: its name, unless that only describes while the food went to the
    /// note ("1 cup fresh chopped cilantro" read as "fresh" with the note "chopped cilantro");
    /// then the two together.
    static func foodName(of ingredient: Ingredient, name: String) -> String {
        let lower = name.lowercased()
        let packet = IngredientGrams.packagingWords.contains(ShoppingName.singular(lower))
        guard let note = ingredient.note, !note.isEmpty else { return stripLeadingSize(name) }
        let firstPart = note.prefix(while: { $0 != "," && $0 != "(" })
        // "14.5 oz can diced tomatoes" read as "can": the note is the food.
        if packet { return String(firstPart) }
        if describingOnly.contains(lower) { return name + " " + firstPart }
        // A name that names no food while its note does ("loosely packed", then "grated peeled
        // carrots"): the two together, where the head noun decides.
        let knowledge = FoodKnowledge.standard
        if knowledge.match(name).kind == .unknown, knowledge.concept(forName: String(firstPart)) != nil {
            return name + " " + firstPart
        }
        return stripLeadingSize(name)
    }

    /// "14- ounce can of full fat coconut milk" (a size the line parser left in the name) gives
    /// "full fat coconut milk".
    static func stripLeadingSize(_ name: String) -> String {
        guard let first = name.first, first.isNumber else { return name }
        var words = name.split(separator: " ")[...]
        guard words.count > 2 else { return name }
        // The number, with a unit glued on ("14oz") or after it ("14- ounce").
        let number = words.removeFirst()
        if number.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) {
            guard let unit = words.first, Unit.lookup(String(unit)) != nil else { return name }
            words.removeFirst()
        } else if Unit.lookup(String(number.drop(while: { $0.isNumber || $0 == "." || $0 == "-" }))) == nil {
            return name
        }
        if let packet = words.first, IngredientGrams.packagingWords.contains(ShoppingName.singular(packet.lowercased())) { words.removeFirst() }
        if words.first?.lowercased() == "of" { words.removeFirst() }
        return words.isEmpty ? name : words.joined(separator: " ")
    }

    static let describingOnly: Set<String> = [
        "fresh", "freshly", "dried", "frozen", "ground", "raw", "cooked", "whole", "large", "small", "medium", "finely",
        "roughly", "chopped", "minced", "sliced", "diced", "grated", "shredded", "crushed", "plain", "organic", "light",
    ]

    /// Whether two foods are kinds of the same food (the first part of their descriptions
    /// agrees): a state or variant word ("canned", "dried", "lean") may choose the kind, never
    /// another food ("canned chicken broth" is not "Chicken, canned").
    static func sameKind(_ a: NutritionFood, _ b: NutritionFood) -> Bool {
        // The description's first part that is not a group's name ("Spices, thyme, dried" is thyme).
        let first = { (food: NutritionFood) -> String in
            let parts = food.description.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.first { !NutritionMatchWords.groupNames.contains(NutritionWords.singular($0)) } ?? parts.first ?? ""
        }
        return first(a) == first(b)
    }

    /// Whether the food's description already says every one of `words` ("canned" of chopped
    /// tomatoes the aliases already read as canned): then the plain match stands.
    static func says(_ words: [String], _ food: NutritionFood) -> Bool {
        // Whole words: "Quinoa, uncooked" does not say "cooked".
        let description = Set(food.description.lowercased().split(whereSeparator: { !$0.isLetter }))
        return words.allSatisfy { description.contains(Substring($0.lowercased())) }
    }

    /// Whether the food's description says one of `modifiers` in full ("90/10" in "90% lean
    /// meat / 10% fat", "skin-on" in "meat and skin" as "skin"): a kind the modifiers chose.
    static func saysOneOf(_ modifiers: [String], _ food: NutritionFood) -> Bool {
        let isPart = { (character: Character) in !character.isLetter && !character.isNumber }
        // Singular on both sides: "saltine" is said by "Crackers, saltines".
        let description = Set(food.description.lowercased().split(whereSeparator: isPart).map { NutritionWords.singular(String($0)) })
        return modifiers.contains { modifier in
            let parts = modifier.lowercased().split(whereSeparator: isPart).map { NutritionWords.singular(String($0)) }
                .filter { !["on", "in", "of"].contains($0) }
            return !parts.isEmpty && parts.allSatisfy(description.contains)
        }
    }

    /// Whether the line measures its food by the can or tin ("1 (15 oz) can black beans", "400g
    /// tin chickpeas"): then the food is the canned kind, not the dry beans or the raw fruit.
    static func isCanned(_ ingredient: Ingredient) -> Bool {
        if let unit = ingredient.unit, let id = Unit.lookup(unit)?.id, id == "can" || id == "tin" { return true }
        // The packet in the name ("15 oz can butter beans"); "canned" anywhere. Not the verb
        // "can" of a note ("or you can use...").
        let nameWords = ingredient.name.lowercased().split(whereSeparator: { !$0.isLetter })
        if nameWords.contains(where: { cannedWords.contains(String($0)) }) { return true }
        let text = ingredient.text.lowercased()
        return text.contains("canned") || text.contains("tinned")
    }

    static let cannedWords: Set<String> = DrainedCan.canWords.union(["canned", "tinned"])

    /// Words in a line's note that choose between kinds of the same food ("canned" first when
    /// the line comes in a can).
    static func variantWords(in note: String?, packed canned: Bool = false) -> String {
        var found: [String] = canned ? ["canned"] : []
        guard let note, !note.isEmpty else { return found.joined(separator: " ") }
        let lower = note.lowercased()
        for phrase in variantPhrases where lower.contains(phrase) { found.append(descriptionWords[phrase] ?? phrase) }
        // "90/10", "80/20": a lean-to-fat ratio.
        for token in lower.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," })
        where token.contains("/") && token.split(separator: "/").count == 2
            && token.split(separator: "/").allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
            found.append(String(token))
        }
        return found.joined(separator: " ")
    }

    /// Variant phrases as USDA descriptions say them, joined so that they are matched in full:
    /// a skin-on cut is "meat and skin", never the "skin only" that the word "skin" alone finds.
    static let descriptionWords = ["skin-on": "meat-and-skin"]

    static let variantPhrases = [
        "skin-on", "skinless", "boneless", "bone-in", "reduced fat", "reduced-fat", "low fat", "low-fat", "fat free",
        "fat-free", "nonfat", "unsweetened", "low sodium", "low-sodium", "no salt added", "unsalted", "lean",
    ]

    /// The name as the matcher should see it: without bracketed asides and words that say how the
    /// recipe uses the food ("sugar, divided", "chilli flakes (optional)").
    static func matchingName(_ name: String) -> String {
        let lower = name.lowercased()
        if lower.contains(" or ") || lower.contains("/") {
            let alternative = firstAlternative(name)
            if alternative != name { return matchingName(alternative) }
        }
        guard name.contains("(") || lower.contains("divided") || lower.contains("optional") || lower.contains("full") else { return name }
        var text = name
        while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            text.removeSubrange(open...close)
        }
        let words = text.split(separator: " ").filter {
            let word = $0.lowercased().trimmingCharacters(in: .punctuationCharacters)
            return word != "divided" && word != "optional"
        }
        // "full fat coconut milk" is coconut milk; "full fat" alone steers the matcher to whole milk.
        .filter { $0.lowercased() != "full-fat" }
        let joined = words.joined(separator: " ").replacingOccurrences(of: "full fat ", with: "", options: .caseInsensitive)
        let cleaned = joined.trimmingCharacters(in: CharacterSet(charactersIn: " ,;"))
        return cleaned.isEmpty ? name : cleaned
    }

    /// The first of the foods a name offers ("sour cream or Greek yogurt" is sour cream). A lone
    /// word before "or" shares the noun after it: "beef or chicken broth" is beef broth, "cherry
    /// or grape tomatoes" cherry tomatoes (not beef, not cherries).
    static func firstAlternative(_ written: String) -> String {
        // "cake / pastry flour", "cake/pastry flour": a slash between words is "or".
        let name = written.contains("/")
            ? written.replacingOccurrences(of: #"(?<=\p{L})\s*/\s*(?=\p{L})"#, with: " or ", options: .regularExpression) : written
        guard let or = name.range(of: " or ", options: .caseInsensitive) else { return written }
        let first = name[..<or.lowerBound].trimmingCharacters(in: .whitespaces)
        let rest = name[or.upperBound...].split(whereSeparator: { $0 == "," || $0 == "(" }).first.map(String.init) ?? ""
        // "chicken or vegetable stock or water": only the alternative right after.
        let next = (rest.range(of: " or ", options: .caseInsensitive).map { String(rest[..<$0.lowerBound]) } ?? rest)
            .split(separator: " ")
        let firstWords = first.split(separator: " ")
        guard !firstWords.isEmpty else { return name }
        guard next.count >= 2, let noun = next.last, noun.first?.isLetter == true,
              firstWords.last?.lowercased() != noun.lowercased() else { return first }
        // Several words before "or" name a food of their own ("sour cream or Greek yogurt")
        // unless they only describe ("low sodium vegetable or chicken broth").
        if firstWords.count > 1 {
            let reading = FoodKnowledge.standard.match(first)
            if reading.kind == .food, reading.confidence >= 0.5 { return first }
        }
        return first + " " + noun
    }

    /// USDA's tap water, used for "water" lines when the table has it.
    static let waterID = "14411"
    static let water = NutritionFood(id: "water", description: "Water", per100g: .zero,
                                     portions: [.init(amount: 100, unit: "ml", grams: 100)])

    /// Word containment search, shortest description first, for a calculator without a table search.
    static func containing(_ text: String, in foods: [NutritionFood], limit: Int) -> [NutritionFood] {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard !words.isEmpty, limit > 0 else { return [] }
        let found = foods.filter { food in
            let description = food.description.lowercased()
            return words.allSatisfy { description.contains($0) }
        }
        return Array(found.sorted { $0.description.count < $1.description.count }.prefix(limit))
    }
}
