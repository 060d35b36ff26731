/// The things a kitchen always has (salt, pepper, water, oil by default), listed apart from the
/// shopping so the list shows only what must be bought. "Black pepper" and "olive oil" count as
/// pepper and oil; "red pepper" and "sesame oil" do not: only plain qualifiers are looked through.
public struct PantryStaples: Hashable, Sendable {
    public var names: [String]

    public init(names: [String] = PantryStaples.defaultNames) {
        self.names = names.map { ShoppingName.key(for: $0) }.filter { !$0.isEmpty }
    }

    public static let defaultNames = ["salt", "pepper", "water", "oil"]

    static let qualifiers: Set<String> = [
        "black", "white", "ground", "freshly", "fresh", "sea", "kosher", "table", "fine", "flaky", "coarse",
        "olive", "extra", "virgin", "extra-virgin", "vegetable", "sunflower", "neutral", "rapeseed", "canola",
        "cold", "warm", "hot", "boiling", "tap", "iced", "cooking", "light",
        // How warm the water is never makes it another food ("ice-cold" and "hand-hot" arrive as two words).
        "lukewarm", "tepid", "ice", "chilled", "cool", "hand", "boiled", "just", "filtered", "room", "temperature",
    ]

    /// The staples with `key` added, or, when it counts as one already, without the staples
    /// that cover it ("pepper" goes when "black pepper" is taken off).
    public func toggled(_ key: String) -> PantryStaples {
        var result = self
        if contains(key) {
            result.names.removeAll { PantryStaples(names: [$0]).contains(key) }
        } else {
            result.names.append(key)
        }
        return result
    }

    public func contains(_ key: String) -> Bool {
        let words = key.split(separator: " ").map(String.init)
        for staple in names {
            if key == staple { return true }
            let stapleWords = staple.split(separator: " ").map(String.init)
            guard words.count > stapleWords.count, Array(words.suffix(stapleWords.count)) == stapleWords else { continue }
            if words.dropLast(stapleWords.count).allSatisfy(Self.qualifiers.contains) { return true }
        }
        return false
    }
}
