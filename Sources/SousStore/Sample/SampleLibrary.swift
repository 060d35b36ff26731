import Foundation
import SousCore

/// Realistic random recipes for benchmarks and demos: varied titles, about ten ingredients and
/// eight steps each, categories, tags, times, ratings. The same seed always gives the same library.
public enum SampleLibrary {
    public static func recipes(count: Int, seed: UInt64) -> [Recipe] {
        var random = SplitMix64(seed: seed)
        // A fixed origin, not the clock, so the same seed gives the same dates.
        let origin = Date(timeIntervalSince1970: 1_735_689_600) // 2025-01-01
        return (0..<max(count, 0)).map { _ in recipe(using: &random, origin: origin) }
    }

    private static func recipe(using random: inout SplitMix64, origin: Date) -> Recipe {
        let main = mains.randomElement(using: &random)!
        let dish = dishes.randomElement(using: &random)!
        var titleWords = [flavours.randomElement(using: &random)!]
        if random.next() % 3 == 0 { titleWords.append(flavours.randomElement(using: &random)!) }
        titleWords += [main, dish]
        if random.next() % 6 == 0 { titleWords.append(extras.randomElement(using: &random)!) }
        let title = titleWords.joined(separator: " ")

        let ingredientCount = 7 + Int(random.next() % 7)
        var pool = pantry.shuffled(using: &random)
        pool.insert((main.lowercased(), "g", [Rational(250), Rational(400), Rational(500)] as [Rational?]), at: 0)
        var ingredients: [Ingredient] = []
        for index in 0..<ingredientCount {
            let (name, unit, amounts) = pool[index]
            let quantity: Rational? = amounts.randomElement(using: &random) ?? nil
            let high: Rational? = (random.next() % 10 == 0 && quantity != nil) ? quantity! + Rational(1) : nil
            let section = ingredientCount > 10 ? (index < ingredientCount - 3 ? "Main" : "To serve") : nil
            let note = random.next() % 4 == 0 ? notes.randomElement(using: &random) : nil
            let amountText = [quantity.map(text(for:)), high.map { "-" + text(for: $0) }]
                .compactMap { $0 }.joined()
            let lineText = [amountText, unit ?? "", name].filter { !$0.isEmpty }.joined(separator: " ")
                + (note.map { ", \($0)" } ?? "")
            ingredients.append(Ingredient(section: section, quantity: quantity, quantityHigh: high,
                                          unit: unit, name: name, note: note, text: lineText))
        }

        var steps: [Step] = []
        for index in 0..<8 {
            let first = Int(random.next() % UInt64(ingredientCount))
            let second = (first + 1 + Int(random.next() % UInt64(ingredientCount - 1))) % ingredientCount
            let template = stepTemplates[(index + Int(random.next() % 3)) % stepTemplates.count]
            let minutes = 2 + Int(random.next() % 40)
            let text = template
                .replacingOccurrences(of: "{a}", with: ingredients[first].name)
                .replacingOccurrences(of: "{b}", with: ingredients[second].name)
                .replacingOccurrences(of: "{m}", with: "\(minutes)")
            steps.append(Step(section: nil, text: text, ingredientIndices: [first, second].sorted()))
        }

        let prep = 5 + Int(random.next() % 40)
        let cook = Int(random.next() % 150)
        let hasTimes = random.next() % 12 != 0
        let tagCount = 1 + Int(random.next() % 4)
        let tags = Array(tagWords.shuffled(using: &random).prefix(tagCount))
        let ageSeconds = Double(random.next() % (3 * 365 * 24 * 3600))
        let created = origin.addingTimeInterval(-ageSeconds)
        return Recipe(
            title: title,
            summary: "A \(dish.lowercased()) of \(main.lowercased()) with \(ingredients[1].name) and \(ingredients[2].name).",
            servings: 2 + Int(random.next() % 5),
            prepMinutes: hasTimes ? prep : nil,
            cookMinutes: hasTimes ? cook : nil,
            totalMinutes: hasTimes && random.next() % 4 == 0 ? prep + cook + 10 : nil,
            category: categories.randomElement(using: &random),
            cuisine: cuisines.randomElement(using: &random),
            difficulty: ["easy", "medium", "hard"].randomElement(using: &random),
            rating: Int(random.next() % 6),
            favorite: random.next() % 10 == 0,
            sourceURL: random.next() % 3 == 0 ? "https://example.com/recipes/\(random.next() % 1_000_000)" : nil,
            tags: tags,
            ingredients: ingredients,
            steps: steps,
            created: created,
            updated: created)
    }

    private static func text(for value: Rational) -> String {
        value.isInteger ? "\(value.numerator)" : "\(value.numerator)/\(value.denominator)"
    }

    private static let flavours = [
        "Smoky", "Lemon", "Garlic", "Crispy", "Spicy", "Creamy", "Honey", "Herbed", "Roasted",
        "Charred", "Sticky", "Zesty", "Golden", "Rustic", "Ginger", "Chilli", "Miso", "Harissa",
        "Sesame", "Maple", "Tomato", "Coconut", "Pesto", "Buttery", "Peppered", "Caramelised",
        "Tangy", "Sweet", "Saffron", "Paprika", "Cumin", "Basil", "Sumac", "Crème Fraîche",
    ]
    private static let mains = [
        "Chicken", "Beef", "Pork", "Salmon", "Tofu", "Chickpea", "Lentil", "Mushroom", "Prawn",
        "Lamb", "Halloumi", "Aubergine", "Cauliflower", "Sweet Potato", "Squash", "Cod", "Duck",
        "Bean", "Spinach", "Feta", "Paneer", "Sausage", "Turkey", "Tempeh", "Courgette", "Crab",
    ]
    private static let dishes = [
        "Traybake", "Curry", "Stew", "Salad", "Soup", "Pie", "Tacos", "Risotto", "Pasta",
        "Stir-Fry", "Bake", "Skewers", "Burgers", "Noodles", "Tart", "Gratin", "Flatbread",
        "Bowl", "Fritters", "Casserole", "Dhal", "Wraps", "Pilaf", "Frittata", "Sandwich",
    ]
    private static let extras = ["with Herb Salsa", "for Two", "with Garlic Bread", "with Rice", "Deluxe"]
    private static let categories = [
        "Dinner", "Lunch", "Breakfast", "Dessert", "Baking", "Soup", "Salad", "Side", "Snack", "Drinks",
    ]
    private static let cuisines = [
        "Italian", "Indian", "Mexican", "Thai", "French", "British", "Japanese", "Middle Eastern",
        "Greek", "Chinese", "Korean", "Spanish",
    ]
    private static let tagWords = [
        "vegetarian", "vegan", "quick", "weeknight", "freezer-friendly", "spicy", "gluten-free",
        "one-pot", "batch", "comfort", "summer", "winter", "party", "kids", "healthy", "budget",
    ]
    private static let notes = ["finely chopped", "diced", "at room temperature", "to taste", "sliced", "grated"]
    private static let stepTemplates = [
        "Heat the oven to 200°C and line a tray with {a}.",
        "Chop the {a} and the {b} into bite-sized pieces.",
        "Fry the {a} in a little oil for {m} minutes until golden.",
        "Add the {b} and stir for {m} minutes.",
        "Season the {a} well and toss with the {b}.",
        "Simmer gently for {m} minutes, stirring now and then.",
        "Roast for {m} minutes, turning the {a} halfway.",
        "Rest for {m} minutes, then scatter over the {b} and serve.",
        "Whisk the {a} with the {b} until smooth.",
    ]
    private static let pantry: [(String, String?, [Rational?])] = [
        ("olive oil", "tbsp", [Rational(1), Rational(2), Rational(3)]),
        ("onion", nil, [Rational(1), Rational(2)]),
        ("garlic", "clove", [Rational(2), Rational(3), Rational(4)]),
        ("lemon", nil, [Rational(1, 2), Rational(1)]),
        ("salt", nil, [nil]),
        ("black pepper", nil, [nil]),
        ("butter", "g", [Rational(25), Rational(50)]),
        ("plain flour", "cup", [Rational(1, 3), Rational(1, 2), Rational(3, 4), Rational(1)]),
        ("milk", "ml", [Rational(100), Rational(250)]),
        ("eggs", nil, [Rational(2), Rational(3)]),
        ("tinned tomatoes", "g", [Rational(400)]),
        ("chicken stock", "ml", [Rational(500), Rational(750)]),
        ("coconut milk", "ml", [Rational(400)]),
        ("rice", "g", [Rational(200), Rational(300)]),
        ("spaghetti", "g", [Rational(300)]),
        ("smoked paprika", "tsp", [Rational(1), Rational(3, 2)]),
        ("ground cumin", "tsp", [Rational(1), Rational(2)]),
        ("chilli flakes", "tsp", [Rational(1, 4), Rational(1, 2)]),
        ("fresh ginger", "cm", [Rational(2), Rational(3)]),
        ("soy sauce", "tbsp", [Rational(2), Rational(3)]),
        ("honey", "tbsp", [Rational(1), Rational(2)]),
        ("parmesan", "g", [Rational(30), Rational(50)]),
        ("crème fraîche", "tbsp", [Rational(2), Rational(4)]),
        ("jalapeño", nil, [Rational(1)]),
        ("coriander", "bunch", [Rational(1, 2), Rational(1)]),
        ("parsley", "handful", [Rational(1)]),
        ("spring onions", nil, [Rational(3), Rational(4)]),
        ("red pepper", nil, [Rational(1), Rational(2)]),
        ("carrots", nil, [Rational(2), Rational(3)]),
        ("celery", "stick", [Rational(2)]),
        ("potatoes", "g", [Rational(500), Rational(750)]),
        ("chickpeas", "g", [Rational(400)]),
        ("feta", "g", [Rational(100), Rational(200)]),
        ("yoghurt", "tbsp", [Rational(3), Rational(4)]),
        ("sugar", "tsp", [Rational(1), Rational(2)]),
        ("white wine vinegar", "tbsp", [Rational(1)]),
        ("mustard", "tsp", [Rational(1), Rational(2)]),
        ("thyme", "sprig", [Rational(3), Rational(4)]),
        ("rosemary", "sprig", [Rational(2)]),
        ("bay leaves", nil, [Rational(2)]),
        ("double cream", "ml", [Rational(150), Rational(300)]),
        ("breadcrumbs", "cup", [Rational(1, 2)]),
        ("sesame seeds", "tbsp", [Rational(1)]),
        ("lime", nil, [Rational(1)]),
        ("spinach", "g", [Rational(100), Rational(200)]),
        ("mushrooms", "g", [Rational(250)]),
        ("cheddar", "g", [Rational(100)]),
        ("tahini", "tbsp", [Rational(2)]),
    ]
}
