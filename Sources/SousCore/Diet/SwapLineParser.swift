import Foundation

/// Reads one line of the swap table:
/// `food[, alias...] | avoiding | replacement | ratio | contains | note`.
enum SwapLineParser {
    static func parse(_ text: String, line: Int) throws(DataFileError) -> Swap {
        let columns = text.split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard columns.count == 5 || columns.count == 6 else {
            throw DataFileError(file: "swaps.txt", line: line, "expected 5 or 6 columns separated by |, found \(columns.count)")
        }
        let foods = list(columns[0])
        guard let food = foods.first else { throw DataFileError(file: "swaps.txt", line: line, "the food is missing") }

        let avoiding = list(columns[1])
        guard !avoiding.isEmpty else { throw DataFileError(file: "swaps.txt", line: line, "nothing to avoid is named") }
        let avoids = try contents(avoiding, line: line, column: "avoiding")

        let parts = try columns[2].split(separator: "+", omittingEmptySubsequences: false).map { (part) throws(DataFileError) in
            try self.part(part.trimmingCharacters(in: .whitespaces), line: line)
        }
        guard !parts.isEmpty else { throw DataFileError(file: "swaps.txt", line: line, "the replacement is missing") }

        let ratio = try self.ratio(columns[3], line: line)
        if case .times = ratio, parts.allSatisfy({ $0.amount != nil }) {
            // Fixed parts only: nothing would follow the food's amount, so "per" is what is meant.
            throw DataFileError(file: "swaps.txt", line: line, "every part has its own amount: write the ratio as \"per <unit>\"")
        }
        if case .per = ratio, !parts.contains(where: { $0.amount != nil }) {
            throw DataFileError(file: "swaps.txt", line: line, "a \"per\" ratio needs a part with its own amount")
        }

        let containsWords = columns[4] == "-" ? [] : list(columns[4])
        let contains = try contents(containsWords, line: line, column: "contains")
        let reintroduced = contains.intersection(avoids)
        if !reintroduced.isEmpty {
            throw DataFileError(file: "swaps.txt", line: line,
                                 "the replacement contains \(names(reintroduced)), which this swap is meant to avoid")
        }
        return Swap(food: food, foodKeys: foods.map(SwapFoodName.key), avoids: avoids, avoiding: avoiding,
                    parts: parts, ratio: ratio, contains: contains,
                    note: columns.count == 6 ? columns[5] : "", line: line)
    }

    static func list(_ column: String) -> [String] {
        column.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Allergen words and diet names ("milk", "tree nuts", "vegan", "no pork"); a diet stands
    /// for everything it excludes.
    static func contents(_ words: [String], line: Int, column: String) throws(DataFileError) -> FoodContents {
        var result = FoodContents()
        for word in words {
            if let found = FoodContents(word: word) {
                result.formUnion(found)
            } else if let diet = Diet(named: word) {
                result.formUnion(diet.excludes)
            } else {
                throw DataFileError(file: "swaps.txt", line: line, "\"\(word)\" in the \(column) column is not an allergen group or a diet")
            }
        }
        return result
    }

    /// "olive oil", "1 tbsp ground flaxseed", "1/4 tsp xanthan gum", "1 pinch of crumbled nori".
    /// Amounts start with a digit, so a name such as "a gluten-free flour blend" is never read
    /// as one of something.
    static func part(_ text: String, line: Int) throws(DataFileError) -> SwapPart {
        guard let first = text.first else { throw DataFileError(file: "swaps.txt", line: line, "an empty part in the replacement") }
        guard first.isNumber else { return SwapPart(name: text) }
        guard let (range, rest) = QuantityParser.parseLeading(Substring(text)), range.high == nil,
              range.low > .zero else {
            throw DataFileError(file: "swaps.txt", line: line, "\"\(text)\" does not start with a single amount")
        }
        var words = rest.split(separator: " ").map(String.init)
        var unit: String?
        for count in [2, 1] where unit == nil && words.count >= count {
            let candidate = words.prefix(count).joined(separator: " ")
            if Unit.lookup(candidate) != nil {
                unit = candidate
                words.removeFirst(count)
            }
        }
        if words.first == "of", words.count > 1 { words.removeFirst() }
        guard !words.isEmpty else { throw DataFileError(file: "swaps.txt", line: line, "\"\(text)\" names no food") }
        return SwapPart(amount: range.low, unit: unit, name: words.joined(separator: " "))
    }

    /// "3/4", "1", "0.5", "per egg", "per cup", "per 100 g".
    static func ratio(_ text: String, line: Int) throws(DataFileError) -> SwapRatio {
        let lower = text.lowercased()
        if lower.hasPrefix("per ") {
            let rest = lower.dropFirst(4).trimmingCharacters(in: .whitespaces)
            if let (range, unit) = QuantityParser.parseLeading(Substring(rest)), range.high == nil,
               range.low > .zero, !unit.isEmpty {
                return .per(amount: range.low, unit: String(unit))
            }
            guard !rest.isEmpty, !(rest.first?.isNumber ?? false) else {
                throw DataFileError(file: "swaps.txt", line: line, "\"\(text)\" is not a ratio such as \"per egg\" or \"per 100 g\"")
            }
            return .per(amount: .one, unit: rest)
        }
        guard let range = QuantityParser.parse(text), range.high == nil, range.low > .zero else {
            throw DataFileError(file: "swaps.txt", line: line, "\"\(text)\" is not a ratio such as \"1\", \"3/4\" or \"per egg\"")
        }
        return .times(range.low)
    }

    static func names(_ contents: FoodContents) -> String {
        var words = contents.allergens.map(\.shortName)
        if contents.contains(.meat) { words.append("meat") }
        if contents.contains(.pork) { words.append("pork") }
        if contents.contains(.alcohol) { words.append("alcohol") }
        if contents.contains(.animalProduct) { words.append("animal products") }
        return words.joined(separator: ", ")
    }
}
