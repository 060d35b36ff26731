/// One curated replacement for a food, read from a line of `Data/swaps.txt`: what it replaces,
/// what it makes the dish safe from, what goes in instead and in what amount.
public struct Swap: Hashable, Sendable {
    /// The food as the table writes it ("butter", "soy sauce"); `foodKeys` are the names it
    /// matches, normalised.
    public var food: String
    public var foodKeys: [String]
    /// Everything the swap takes out of the dish: the groups and diet exclusions named in its
    /// `avoiding` column, each diet expanded to what it excludes.
    public var avoids: FoodContents
    /// The `avoiding` column as written ("milk, vegan"), for display.
    public var avoiding: [String]
    /// What goes in instead, in order: "1 tbsp ground flaxseed" and "3 tbsp water".
    public var parts: [SwapPart]
    public var ratio: SwapRatio
    /// What the replacement itself contains or may contain ("tamari" has soy), so a swap is
    /// never offered to someone who avoids that.
    public var contains: FoodContents
    /// Advice for the cook ("binding, not for meringue"); empty when there is none.
    public var note: String
    /// The line of the table the swap was read from, for messages.
    public var line: Int

    public init(food: String, foodKeys: [String]? = nil, avoids: FoodContents, avoiding: [String] = [],
                parts: [SwapPart], ratio: SwapRatio = .times(.one), contains: FoodContents = [],
                note: String = "", line: Int = 0) {
        self.food = food
        self.foodKeys = foodKeys ?? [SwapFoodName.key(food)]
        self.avoids = avoids
        self.avoiding = avoiding
        self.parts = parts
        self.ratio = ratio
        self.contains = contains
        self.note = note
        self.line = line
    }

    /// The replacement as the table writes it: "1 tbsp ground flaxseed + 3 tbsp water".
    public var replacement: String {
        parts.map(\.description).joined(separator: " + ")
    }

    /// What a step calls the replacement: the part that takes the food's amount ("olive oil",
    /// "gluten-free flour blend"), else all the parts ("ground flaxseed and water").
    public var stepName: String {
        if let main = parts.first(where: { $0.amount == nil }) { return main.name }
        let names = parts.map(\.name)
        guard names.count > 1 else { return names.first ?? food }
        return Self.listed(names)
    }

    /// What a step calls the replacement where it first uses it: `stepName` and every other part
    /// ("soy milk and lemon juice"), so the extra foods are added where the food went in; nil
    /// when `stepName` already names them all.
    public var stepNameWithExtras: String? {
        let main = stepName
        let extras = parts.map(\.name).filter { $0 != main }
        guard parts.contains(where: { $0.amount == nil }), !extras.isEmpty else { return nil }
        return Self.listed([main] + extras)
    }

    /// "a, b and c", for two names or more.
    private static func listed(_ names: [String]) -> String {
        names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// Whether this swap makes a line with `conflict` safe for someone avoiding `avoided`: it
    /// takes out every conflicting bit and brings in nothing avoided.
    public func solves(_ conflict: FoodContents, avoiding avoided: FoodContents) -> Bool {
        avoids.isSuperset(of: conflict) && contains.isDisjoint(with: avoided)
    }
}

/// One ingredient of a replacement: with its own amount ("1 tbsp ground flaxseed", counted per
/// the swap's `per` unit, or fixed for the line), or without one ("olive oil": the food's own
/// amount times the ratio).
public struct SwapPart: Hashable, Sendable, CustomStringConvertible {
    public var amount: Rational?
    public var unit: String?
    public var name: String

    public init(amount: Rational? = nil, unit: String? = nil, name: String) {
        self.amount = amount
        self.unit = unit
        self.name = name
    }

    public var description: String {
        guard let amount else { return name }
        let unitText = unit.map { KitchenFormatter.format(low: amount, high: nil, unit: $0) }
            ?? KitchenFormatter.format(amount)
        return unitText + " " + name
    }
}

/// How much of the replacement goes in.
public enum SwapRatio: Hashable, Sendable, CustomStringConvertible {
    /// The food's amount times this, in the food's unit ("3/4": 150 g butter takes 112.5 g
    /// olive oil). Parts with their own amount are added once per line.
    case times(Rational)
    /// Parts with their own amount are given for each `amount` `unit` of the food ("per egg",
    /// "per cup", "per 100 g"); parts without one replace the food one for one.
    case per(amount: Rational, unit: String)

    public var description: String {
        switch self {
        case .times(let ratio): ratio == .one ? "1" : KitchenFormatter.format(ratio)
        case .per(let amount, let unit): amount == .one ? "per \(unit)" : "per \(KitchenFormatter.format(amount)) \(unit)"
        }
    }
}
