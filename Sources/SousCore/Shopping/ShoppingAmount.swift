/// The total of one shopping line, kept exact by dimension: mass and volume in their base units
/// (grams, millilitres), counts per counting unit ("" for a bare count: 3 onions), so amounts
/// that can be added are added and the others are listed side by side.
public struct ShoppingAmount: Hashable, Sendable {
    /// Low and high totals (high differs only when a range was involved).
    public struct Total: Hashable, Sendable {
        public var low: Rational
        public var high: Rational

        public init(_ low: Rational, _ high: Rational) {
            self.low = low
            self.high = high
        }

        static func + (l: Total, r: Total) -> Total { Total(l.low + r.low, l.high + r.high) }
    }

    public var mass: Total?
    public var volume: Total?
    /// Whether every volume was measured with spoons (tsp/tbsp), which stay spoons when small.
    public var volumeAllSpoons = true
    /// Count unit (lower-cased as written, "" for none) to total, in first-seen order.
    public var counts: [(unit: String, total: Total)] = []
    /// Some recipe asked for it without an amount ("salt, to taste").
    public var unquantified = false

    public init() {}

    public static func == (l: ShoppingAmount, r: ShoppingAmount) -> Bool {
        l.mass == r.mass && l.volume == r.volume && l.unquantified == r.unquantified
            && l.counts.map(\.unit) == r.counts.map(\.unit) && l.counts.map(\.total) == r.counts.map(\.total)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(volume)
        hasher.combine(counts.map(\.unit))
    }

    /// Adds one ingredient's amount (already scaled).
    public mutating func add(quantity: Rational?, high: Rational?, unit: String?) {
        guard let quantity else {
            unquantified = true
            return
        }
        let total = Total(quantity, high ?? quantity)
        let written = (unit ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if !written.isEmpty, let known = Unit.lookup(written), let factor = known.baseFactor {
            let base = Total(total.low * factor, total.high * factor)
            switch known.dimension {
            case .mass: mass = (mass ?? Total(0, 0)) + base
            case .volume:
                volume = (volume ?? Total(0, 0)) + base
                if known != .teaspoon && known != .tablespoon { volumeAllSpoons = false }
            case .count: addCount(known.id, total)
            }
            return
        }
        let countUnit = Unit.lookup(written)?.id ?? written.lowercased()
        addCount(countUnit, total)
    }

    private mutating func addCount(_ unit: String, _ total: Total) {
        if let index = counts.firstIndex(where: { $0.unit == unit }) {
            counts[index].total = counts[index].total + total
        } else {
            counts.append((unit, total))
        }
    }

    public var isEmpty: Bool { mass == nil && volume == nil && counts.isEmpty }

    /// Weighed and measured by volume both: the volume, turned into grams at `density` (grams per
    /// millilitre), joins the weight, so the line reads as one amount to buy.
    public mutating func foldVolumeIntoMass(density: Rational?) {
        guard let density, let mass, let volume else { return }
        self.mass = mass + Total(volume.low * density, volume.high * density)
        self.volume = nil
    }

    /// "700 g", "6 tbsp", "3", "300 g, plus 3 medium"; "" when nothing was measured.
    public func text(preference: UnitPreference) -> String {
        var parts: [String] = []
        if let mass { parts.append(Self.massText(mass, preference)) }
        if let volume { parts.append(Self.volumeText(volume, spoons: volumeAllSpoons, preference)) }
        for (unit, total) in counts {
            let number = Self.range(total) { KitchenFormatter.format($0) }
            if unit.isEmpty {
                parts.append(number)
            } else if let known = Unit.lookup(unit) {
                parts.append(number + " " + known.name(for: total.high))
            } else {
                parts.append(number + " " + unit)
            }
        }
        return parts.joined(separator: ", plus ")
    }

    static func range(_ total: Total, _ format: (Rational) -> String) -> String {
        total.high == total.low ? format(total.low) : format(total.low) + "-" + format(total.high)
    }

    static func massText(_ grams: Total, _ preference: UnitPreference) -> String {
        switch preference {
        case .metric:
            return KitchenFormatter.format(low: grams.low, high: grams.high == grams.low ? nil : grams.high, unit: "g")
        case .us:
            let ounces = Total(grams.low / Unit.ounce.baseFactor!, grams.high / Unit.ounce.baseFactor!)
            if ounces.high >= 16 {
                let pounds = Total(ounces.low / 16, ounces.high / 16)
                return range(pounds) { KitchenFormatter.format($0.rounded(toMultipleOf: Rational(1, 4))) } + " lb"
            }
            return range(ounces) { KitchenFormatter.format($0.rounded(toMultipleOf: Rational(1, 4))) } + " oz"
        }
    }

    static func volumeText(_ millilitres: Total, spoons: Bool, _ preference: UnitPreference) -> String {
        let cup = Unit.cup.baseFactor!
        let tbsp = Unit.tablespoon.baseFactor!
        let tsp = Unit.teaspoon.baseFactor!
        func inUnit(_ factor: Rational, _ name: String, step: Rational) -> String {
            range(Total(millilitres.low / factor, millilitres.high / factor)) {
                KitchenFormatter.format($0.rounded(toMultipleOf: step))
            } + " " + name
        }
        // Small amounts stay in spoons in both systems: nobody measures 15 ml with a jug.
        let small = preference == .us ? millilitres.high < cup / 2 : (spoons && millilitres.high <= tbsp * 4)
        if small {
            if millilitres.high < tbsp { return inUnit(tsp, "tsp", step: Rational(1, 8)) }
            let inTbsp = millilitres.high / tbsp
            if (inTbsp * 2).isInteger { return inUnit(tbsp, "tbsp", step: Rational(1, 2)) }
            return inUnit(tsp, "tsp", step: Rational(1, 4))
        }
        switch preference {
        case .metric:
            return KitchenFormatter.format(low: millilitres.low, high: millilitres.high == millilitres.low ? nil : millilitres.high, unit: "ml")
        case .us:
            let cups = millilitres.high / cup
            let name = cups > .one ? "cups" : "cup"
            return inUnit(cup, name, step: Rational(1, 8))
        }
    }
}
