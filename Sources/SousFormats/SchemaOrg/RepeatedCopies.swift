import SousCore

/// A page that offers its recipe in several measures (metric and imperial tabs, a pint and a
/// deluxe pint) often holds every copy, one after another: the same ingredients in the same
/// order with other amounts, the same steps with other sizes. The first copy is the recipe; the
/// others are not more ingredients or more steps.
enum RepeatedCopies {
    /// The share of items that must match the item at the same place in the first copy.
    static let sameShare = 0.7
    /// A pasted list of thousands of lines is not searched for copies.
    static let maximumItems = 1_000

    /// `items` without the copies after the first, or `items` when they hold no copies.
    static func firstCopy<Item>(_ items: [Item], same: (Item, Item) -> Bool) -> [Item] {
        let count = items.count
        guard count >= 4, count <= maximumItems else { return items }
        for length in 2...(count / 2) where count % length == 0 {
            let copies = (1..<(count / length)).allSatisfy { copy in
                let matching = (0..<length).filter { same(items[$0], items[copy * length + $0]) }.count
                return Double(matching) >= sameShare * Double(length)
            }
            if copies { return Array(items.prefix(length)) }
        }
        return items
    }

    /// A line of an ingredient list: a group's name ("For the sauce") or an ingredient, read once.
    enum ListLine {
        case group(String)
        case ingredient(Ingredient)

        var ingredient: Ingredient? {
            if case .ingredient(let ingredient) = self { return ingredient }
            return nil
        }
    }

    /// The lines of the first copy: group names equal, or ingredients naming a food in common
    /// ("200 g caster sugar" and "7 oz superfine sugar"), amounts and units aside.
    static func firstCopy(of lines: [ListLine]) -> [ListLine] {
        let words = lines.map { line -> Set<String> in
            if case .ingredient(let ingredient) = line { return wordsOf(ingredient.name) }
            return []
        }
        return firstCopy(Array(lines.indices)) { a, b in
            switch (lines[a], lines[b]) {
            case (.group(let x), .group(let y)): x == y
            case (.ingredient, .ingredient): !words[a].isDisjoint(with: words[b])
            default: false
            }
        }.map { lines[$0] }
    }

    /// Steps: most of their words in common ("Pour base into an empty Pint" and "Pour base into
    /// an empty Deluxe Pint").
    static func steps(_ steps: [Step]) -> [Step] {
        let words = steps.map { wordsOf($0.text) }
        let indexed = Array(steps.indices)
        return firstCopy(indexed) { a, b in
            let union = words[a].union(words[b]).count
            return union > 0 && Double(words[a].intersection(words[b]).count) >= 0.6 * Double(union)
        }.map { steps[$0] }
    }

    static func wordsOf(_ text: String) -> Set<String> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }.map(String.init))
    }
}
