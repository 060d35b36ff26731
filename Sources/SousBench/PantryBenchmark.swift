import Foundation
import SousCore
import SousStore

/// "What can I cook" over a big library with a 60-item pantry (some near their date): the
/// first answer on a freshly opened database, as `sous suggest` gives it, then the median of
/// 20; also with `--missing 0` and with a category and time filter.
enum PantryBenchmark {
    struct Result {
        var firstMilliseconds: Double
        var repeatedMilliseconds: LatencyStats
        var zeroMissingMilliseconds: LatencyStats
        var filteredMilliseconds: LatencyStats
        var suggestions: Int
        var fullyCovered: Int
        var top: String
    }

    static let today = PlanDay(year: 2030, month: 1, day: 7)!

    /// 60 items: 36 foods the sample library uses, 4 of its mains, 20 it never mentions.
    static var items: [PantryItem] {
        let used = [
            "2 onions", "1 head garlic", "3 lemons", "250 g butter", "1 kg plain flour", "1 l milk", "6 eggs",
            "800 g tinned tomatoes", "500 ml chicken stock", "400 ml coconut milk", "1 kg rice", "500 g spaghetti",
            "smoked paprika", "ground cumin", "chilli flakes", "soy sauce", "honey", "100 g parmesan", "3 carrots",
            "celery", "1 kg potatoes", "400 g chickpeas", "200 g feta", "500 g yoghurt", "sugar", "mustard",
            "thyme", "rosemary", "bay leaves", "300 ml double cream", "breadcrumbs", "2 limes", "200 g spinach",
            "250 g mushrooms", "200 g cheddar", "tahini",
        ]
        let mains = ["500 g chicken", "400 g tofu", "300 g salmon", "2 sweet potatoes"]
        let others = [
            "oats", "peanut butter", "6 apples", "4 bananas", "jam", "coffee", "tea", "cornflakes", "200 g walnuts",
            "raisins", "cocoa powder", "baking powder", "vanilla extract", "maple syrup", "pickles", "capers",
            "anchovies", "olives", "tortillas", "frozen peas",
        ]
        return (used + mains + others).enumerated().map { index, line in
            let words = line.split(separator: " ")
            let quantity = words.first.flatMap { Int($0) }.map { Rational($0) }
            var rest = quantity == nil ? Array(words) : Array(words.dropFirst())
            var unit: String?
            if quantity != nil, rest.count > 1, let first = rest.first, Unit.lookup(String(first)) != nil {
                unit = String(first)
                rest.removeFirst()
            }
            // Every seventh item is near its date, as a real fridge has a few.
            let date = index % 7 == 3 ? today.adding(days: index % 4) : today.adding(days: 30 + index)
            return PantryItem(name: rest.joined(separator: " "), quantity: quantity, unit: unit, bestBefore: date)
        }
    }

    static func run(path: String, passes: Int = 20) throws -> Result {
        let setup = try AppDatabase(path: path)
        try setup.clearPantry()
        try setup.addPantryItems(items)
        defer { _ = try? setup.clearPantry() }

        // A new connection, as a `sous suggest` run opens one.
        let watch = Stopwatch()
        let database = try AppDatabase(path: path)
        let opened = watch.elapsedMilliseconds
        let firstAnswer = try database.suggestRecipes(PantrySuggestionQuery(), today: today)
        let first = watch.elapsedMilliseconds - opened

        func time(_ query: PantrySuggestionQuery) throws -> LatencyStats {
            var samples: [Double] = []
            for _ in 0..<passes {
                let watch = Stopwatch()
                _ = try database.suggestRecipes(query, today: today)
                samples.append(watch.elapsedMilliseconds)
            }
            return LatencyStats(samples)
        }
        let repeated = try time(PantrySuggestionQuery())
        let zero = try time(PantrySuggestionQuery(maxMissing: 0, limit: 50))
        let filtered = try time(PantrySuggestionQuery(maxMinutes: 45, category: "Dinner"))
        let covered = try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 0, limit: 1000), today: today).count
        return Result(firstMilliseconds: first, repeatedMilliseconds: repeated, zeroMissingMilliseconds: zero,
                      filteredMilliseconds: filtered, suggestions: firstAnswer.count, fullyCovered: covered,
                      top: firstAnswer.first.map { "\($0.title) (missing \($0.missingCount), uses up \($0.usesUp.count))" } ?? "none")
    }

    static func report(_ result: Result, into table: inout ResultTable) {
        table.atMost("pantry", "suggest at 100k, 60-item pantry: first time", result.firstMilliseconds, limit: 150, unit: "ms", digits: 2)
        table.atMost("pantry", "suggest at 100k: median of 20", result.repeatedMilliseconds.median, limit: 50, unit: "ms", digits: 2)
        table.add("pantry", "  max of 20", Format.number(result.repeatedMilliseconds.max, digits: 2) + " ms")
        table.add("pantry", "  --missing 0 --limit 50, median", Format.number(result.zeroMissingMilliseconds.median, digits: 2) + " ms")
        table.add("pantry", "  --category Dinner --max-minutes 45, median", Format.number(result.filteredMilliseconds.median, digits: 2) + " ms")
        table.add("pantry", "  fully covered recipes (up to 1,000)", "\(result.fullyCovered)")
        table.add("pantry", "  top suggestion", result.top)
    }
}
