import Foundation

/// A food's household portion with its unit text read once: its words, and for a cup or spoon
/// measure the millilitres it holds and the words that qualify it ("chopped"). Built once per
/// food by the calculator so weighing a line never re-reads portion texts.
struct PreparedPortion: Sendable {
    /// Grams in one of the portion's unit ("3 cloves = 9 g" gives 3).
    var gramsEach: Double
    /// The unit text's words, lowercased, brackets dropped: "medium (2-1/2\" dia)" gives ["medium"].
    var words: [String]
    /// The first word made singular ("cloves" gives "clove").
    var firstSingular: String
    /// Millilitres in one of the unit when it is a volume ("cup, chopped" gives 236.6).
    var millilitres: Double?
    var volumeUnitID: String?
    /// The volume portion's qualifying words, singular ("cup, chopped" gives ["chopped"]).
    var qualifiers: [String]

    init?(_ portion: NutritionFood.Portion) {
        guard portion.amount > 0, portion.grams > 0, portion.amount.isFinite, portion.grams.isFinite else { return nil }
        gramsEach = portion.grams / portion.amount
        words = Self.words(of: portion.unit)
        firstSingular = words.first.map(ShoppingName.singular) ?? ""
        qualifiers = []
        if let (unit, rest) = Self.volumeUnit(words: words, text: portion.unit), let ml = unit.baseFactor?.doubleValue {
            millilitres = ml
            volumeUnitID = unit.id
            qualifiers = rest.filter { !Self.neutral.contains($0) }.map(ShoppingName.singular)
        } else if let (ml, unit) = Self.servingVolume(portion.unit) {
            // "serving 1/2 cup": a serving measured by volume still gives the food's density.
            millilitres = ml
            volumeUnitID = unit.id
        }
    }

    /// The volume of a serving the unit text gives ("serving 1/2 cup" is 118 ml), or nil.
    static func servingVolume(_ unit: String) -> (Double, Unit)? {
        let lower = unit.lowercased()
        guard lower.hasPrefix("serving ") else { return nil }
        let after = lower.dropFirst("serving ".count).drop(while: { $0 == "(" || $0 == " " })
        guard let (range, rest) = QuantityParser.parseLeading(after), range.high == nil else { return nil }
        let word = rest.prefix(while: { $0.isLetter || $0 == " " }).trimmingCharacters(in: .whitespaces)
        guard let volume = Unit.lookup(word), volume.dimension == .volume, let ml = volume.baseFactor?.doubleValue else { return nil }
        return (range.low.doubleValue * ml, volume)
    }

    static func prepare(_ food: NutritionFood) -> [PreparedPortion] { food.portions.compactMap(PreparedPortion.init) }

    /// Words in a portion that only qualify it and say nothing about the line.
    static let neutral: Set<String> = [
        "nlea", "serving", "whole", "yields", "approx", "about", "dia", "long", "thick", "inch", "or", "and",
    ]

    static func words(of unit: String) -> [String] {
        var text = unit.lowercased()
        while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            text.removeSubrange(open...close)
        }
        if let open = text.firstIndex(of: "(") { text = String(text[..<open]) }
        return text.split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    /// The volume unit a portion is measured in ("cup", "tbsp", "fl oz") and the words after it.
    static func volumeUnit(words w: [String], text: String) -> (unit: Unit, rest: [String])? {
        guard let first = w.first else { return nil }
        if w.count >= 2, let unit = Unit.lookup(first + " " + w[1]), unit.id == "fl oz" {
            return (unit, Array(w.dropFirst(2)))
        }
        guard first != "c", first != "t", let unit = Unit.lookup(first), unit.dimension == .volume else { return nil }
        return (unit, Array(w.dropFirst()))
    }
}

/// The words of an ingredient line that can pick a portion (name, note and text, lowercased, each
/// also singular), read once per line.
struct LineWords {
    let words: Set<String>
    /// The name's words only, each also singular.
    let nameWords: Set<String>

    init(_ ingredient: Ingredient) {
        var name = Set<String>()
        for word in ingredient.name.lowercased().split(whereSeparator: { !$0.isLetter }) {
            name.insert(String(word))
            name.insert(ShoppingName.singular(String(word)))
        }
        nameWords = name
        // Two name words written as one, as the table sometimes does ("sweetpotato, 5\" long").
        let nameList = ingredient.name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        var joined: [String] = []
        for index in nameList.indices.dropFirst() { joined.append(nameList[index - 1] + nameList[index]) }
        let text = ([ingredient.name, ingredient.note ?? "", ingredient.text] + joined).joined(separator: " ").lowercased()
        var result = Set<String>()
        for word in text.split(whereSeparator: { !$0.isLetter }) {
            let w = String(word)
            result.insert(w)
            result.insert(ShoppingName.singular(w))
        }
        words = result
    }

    func contains(_ word: String) -> Bool { words.contains(word) }
}
