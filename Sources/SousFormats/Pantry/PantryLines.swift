import Foundation
import SousCore

/// Reads what a person types to stock the pantry: "2 onions, 500 g rice, milk" or one per line,
/// split on commas and newlines but not inside brackets, each line through
/// `IngredientLineParser`. A trailing "(use by 2026-11-30)", "(best before 2026-11-30)",
/// "bb 2026-11-30" or "bb 30 Nov" sets the best-before date. All or nothing: a bad line
/// rejects the whole input with a sentence naming it, so nothing half-typed is stored.
public enum PantryLines {
    /// More than this is a paste of something else, not a shopping bag.
    public static let maximumCharacters = 10_000
    public static let maximumLines = 200
    public static let maximumNameCharacters = 200

    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// The pieces of `text`, split on commas and newlines outside brackets, trimmed, blanks left out.
    public static func split(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "[": depth += 1; current.append(character)
            case ")", "]": depth = max(0, depth - 1); current.append(character)
            case ",", "\n", "\r\n", "\r", ";":
                if depth == 0 {
                    pieces.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            default: current.append(character)
            }
        }
        pieces.append(current)
        return pieces.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Items for every piece of every text; `bestBefore` and `location` apply to those that do
    /// not give their own date. `today` resolves a date written without a year ("bb 30 Nov").
    public static func items(from texts: [String], bestBefore: PlanDay? = nil, location: String? = nil,
                             today: PlanDay) throws(Failure) -> [PantryItem] {
        let total = texts.reduce(0) { $0 + $1.count }
        guard total <= maximumCharacters else {
            throw Failure("That is \(total) characters; the pantry takes up to \(maximumCharacters) at a time. Nothing was added.")
        }
        let pieces = texts.flatMap { split(ImportedText.clean($0, multiline: true)) }
        guard pieces.count <= maximumLines else {
            throw Failure("That is \(pieces.count) items; add up to \(maximumLines) at a time. Nothing was added.")
        }
        guard !pieces.isEmpty else { throw Failure("Nothing to add: give items such as \"2 onions, 500 g rice\".") }
        return try pieces.map { piece throws(Failure) in try item(from: piece, bestBefore: bestBefore, location: location, today: today) }
    }

    /// One piece ("500 g rice (use by 2026-11-30)").
    public static func item(from piece: String, bestBefore: PlanDay? = nil, location: String? = nil,
                            today: PlanDay) throws(Failure) -> PantryItem {
        var (text, date) = try trailingDate(piece, today: today)
        text = text.trimmingCharacters(in: .whitespaces)
        // Typed, not imported: "nan g flour" is no food and "-5 g" no bullet, so amounts get the strict look first.
        if let refusal = TypedAmount.refusal(leading: text) {
            throw Failure("\u{201C}\(piece)\u{201D}: \(refusal.description) Nothing was added.")
        }
        let ingredient = IngredientLineParser.parse(text)
        // "a bag of potatoes" is potatoes; "400 g tin chopped tomatoes" is chopped tomatoes.
        let name = FoodName.of(ingredient).trimmingCharacters(in: .whitespaces)
        let key = ShoppingName.key(for: name)
        guard !key.isEmpty else { throw Failure("\u{201C}\(piece)\u{201D} names no food.") }
        guard name.count <= maximumNameCharacters else {
            throw Failure("\u{201C}\(name.prefix(40))…\u{201D} is too long for a pantry item (up to \(maximumNameCharacters) characters). Nothing was added.")
        }
        if let quantity = ingredient.quantity, quantity <= .zero {
            throw Failure("\u{201C}\(piece)\u{201D}: an amount must be more than zero. Nothing was added.")
        }
        if let unit = ingredient.unit, Unit.lookup(unit) == nil, unit.count > 20 {
            throw Failure("\u{201C}\(piece)\u{201D}: the unit \u{201C}\(unit)\u{201D} is not one sous knows. Nothing was added.")
        }
        // A range ("2-3 onions") is stocked at its low end: never claim more than is there.
        return PantryItem(name: name, key: key, quantity: ingredient.quantity, unit: ingredient.unit,
                          bestBefore: date ?? bestBefore, location: location)
    }

    /// The piece without a trailing date, and the date.
    static func trailingDate(_ piece: String, today: PlanDay) throws(Failure) -> (String, PlanDay?) {
        let lower = piece.lowercased()
        // "(use by 2026-11-30)", "(best before 30 Nov)", "(bb 30 Nov)"
        if lower.hasSuffix(")"), let open = lower.lastIndex(of: "(") {
            let inside = String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
            for prefix in ["use by ", "best before ", "bb ", "use-by ", "best-before "] where inside.hasPrefix(prefix) {
                let dateText = String(inside.dropFirst(prefix.count))
                guard let day = date(dateText, today: today) else {
                    throw Failure("\u{201C}\(dateText)\u{201D} is not a date; write it as 2026-11-30 or 30 Nov. Nothing was added.")
                }
                return (String(piece[..<open]), day)
            }
        }
        // "milk bb 2026-11-30", "milk bb 30 nov"
        if let range = lower.range(of: " bb ", options: .backwards) {
            let dateText = String(lower[range.upperBound...])
            guard let day = date(dateText, today: today) else {
                throw Failure("\u{201C}\(dateText)\u{201D} is not a date; write it as 2026-11-30 or 30 Nov. Nothing was added.")
            }
            return (String(piece[..<range.lowerBound]), day)
        }
        return (piece, nil)
    }

    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// "2026-11-30", "30 Nov", "30 November", "30 Nov 2026"; a date without a year is the next
    /// one on or after `today`.
    public static func date(_ text: String, today: PlanDay) -> PlanDay? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let day = PlanDay(iso: trimmed) { return day }
        let words = trimmed.lowercased().split(separator: " ").map(String.init)
        guard words.count == 2 || words.count == 3, let day = Int(words[0]),
              let month = months.firstIndex(where: { words[1].hasPrefix($0) && words[1].count >= 3 }) else { return nil }
        if words.count == 3 {
            guard let year = Int(words[2]) else { return nil }
            return PlanDay(year: year, month: month + 1, day: day)
        }
        if let thisYear = PlanDay(year: today.year, month: month + 1, day: day), thisYear >= today { return thisYear }
        return PlanDay(year: today.year + 1, month: month + 1, day: day)
    }
}
