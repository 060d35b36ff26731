/// Turns exact amounts into what a cook expects to read: "1 1/2", "1/3", "2-3 cloves",
/// "188 g", "330 ml", never "0.33333334".
///
/// Plain numbers (`format(_:)`):
/// - Below 10: whole numbers and halves, thirds, quarters and eighths are shown exactly
///   ("1 1/2", "2/3", "3/8"), as is 1/16. Other values snap to the nearest of those when that
///   changes the amount by at most 5% ("0.3333" and "7/9" read "1/3" and "3/4"); otherwise
///   they are decimals: two significant digits below 1 ("3/20" reads "0.15"), at most two
///   decimal places above ("1.06").
/// - From 10 to 100: the nearest half ("12 1/2"); from 100 up: the nearest whole number.
///
/// Amounts with units (`format(low:high:unit:)`):
/// - Metric masses and volumes are shown in decimals in the most readable metric unit:
///   under 1000 g (ml) in g (ml), otherwise kg (l) with at most two decimals; cl becomes ml,
///   and dl stays dl from 1/2 dl up to a litre ("2.5 dl": Nordic cooks measure in decilitres). Grams and millilitres round to 0.5 below 10, to 1 below 250, to 10 above
///   ("187.5 g" reads "188 g", "0.333 l" reads "330 ml"); below 1 they keep two significant
///   digits. Milligrams stay milligrams below a gram when written as such.
/// - Other known units use kitchen fractions and the unit's display name, plural above one.
/// - Unknown units are kept exactly as written (no guessed plurals).
public enum KitchenFormatter {
    public static func format(_ value: Rational) -> String {
        if value < .zero { return "-" + format(value.magnitude) }
        if value == .zero { return "0" }
        if value >= 100 { return "\(value.rounded(toMultipleOf: 1).wholePart)" }
        if value >= 10 { return mixed(value.rounded(toMultipleOf: Rational(1, 2))) }

        let whole = Rational(value.wholePart)
        let fraction = value - whole
        if kitchenDenominators.contains(fraction.denominator) || value == Rational(1, 16) {
            return mixed(value)
        }
        let nearest = snapFractions.min { (fraction - $0).magnitude < (fraction - $1).magnitude } ?? .zero
        let snapped = whole + nearest
        if (value - snapped).magnitude * 20 <= value, snapped > .zero {
            return mixed(snapped)
        }
        return value < .one ? decimal(value, significantDigits: 2) : decimal(value, places: 2)
    }

    /// `exact`: the amount is the recipe's own (not scaled), so metric amounts are not rounded
    /// for a kitchen scale ("475 ml" stays "475 ml", not "480 ml").
    public static func format(low: Rational, high: Rational?, unit: String?, exact: Bool = false) -> String {
        let written = unit.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") } ?? ""
        guard !written.isEmpty else { return range(low, high, format) }
        guard let known = Unit.lookup(written) else {
            return range(low, high, format) + " " + written
        }
        if known.system == .metric, let factor = known.baseFactor {
            return metric(low: low * factor, high: high.map { $0 * factor }, dimension: known.dimension,
                          writtenIn: known, exact: exact)
        }
        return range(low, high, format) + " " + known.name(for: high ?? low)
    }

    // MARK: - Fractions

    static let kitchenDenominators: Set<Int> = [1, 2, 3, 4, 8]
    static let snapFractions: [Rational] = [
        0, Rational(1, 8), Rational(1, 4), Rational(1, 3), Rational(3, 8), Rational(1, 2),
        Rational(5, 8), Rational(2, 3), Rational(3, 4), Rational(7, 8), 1,
    ]

    /// "1 1/2", "3/4", "2" for a non-negative value.
    static func mixed(_ value: Rational) -> String {
        let whole = value.wholePart
        let fraction = value - Rational(whole)
        if fraction == .zero { return "\(whole)" }
        let part = "\(fraction.numerator)/\(fraction.denominator)"
        return whole == 0 ? part : "\(whole) \(part)"
    }

    static func range(_ low: Rational, _ high: Rational?, _ show: (Rational) -> String) -> String {
        let a = show(low)
        guard let high, high != low else { return a }
        let b = show(high)
        if a == b { return a }
        // "3-4 1/2" reads as three numbers; mixed numbers get words between them.
        return a.contains(" ") || b.contains(" ") ? "\(a) to \(b)" : "\(a)-\(b)"
    }

    // MARK: - Decimals

    /// `value` rounded to `places` decimals, trailing zeros dropped, computed exactly so no
    /// binary floating-point noise can appear.
    static func decimal(_ value: Rational, places: Int) -> String {
        var scale = 1
        for _ in 0..<max(0, min(places, 9)) { scale *= 10 }
        let scaled = (value.magnitude * Rational(scale)).rounded(toMultipleOf: 1).wholePart
        let sign = value < .zero && scaled != 0 ? "-" : ""
        let whole = scaled / scale
        var fraction = scaled % scale
        guard fraction != 0 else { return sign + "\(whole)" }
        var digits = places
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let text = String(fraction)
        return sign + "\(whole)." + String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `value` with `significantDigits` significant digits (at most 9 decimals).
    static func decimal(_ value: Rational, significantDigits: Int) -> String {
        let magnitude = value.magnitude
        guard magnitude != .zero else { return "0" }
        var places = 0
        var threshold = Rational(1)
        for _ in 1..<max(1, significantDigits) { threshold = threshold * 10 }
        // Find the decimal places that put `significantDigits` digits before the point.
        var shifted = magnitude
        while shifted < threshold && places < 9 {
            shifted = shifted * 10
            places += 1
        }
        return decimal(value, places: places)
    }

    // MARK: - Metric

    static func metric(low: Rational, high: Rational?, dimension: Unit.Dimension, writtenIn: Unit,
                       exact: Bool = false) -> String {
        let base = dimension == .mass ? "g" : "ml"
        let large = dimension == .mass ? "kg" : "l"
        if exact {
            // To the whole gram or millilitre, never to the nearest ten.
            if low >= 1000 { return range(low, high, { decimal($0.rounded(toMultipleOf: 1) / 1000, places: 3) }) + " " + large }
            if low >= 10 { return range(low, high, { decimal($0.rounded(toMultipleOf: 1), places: 0) }) + " " + base }
        }
        if low >= 1000 {
            let show = { (v: Rational) in decimal(v / 1000, places: 2) }
            return range(low, high, show) + " " + large
        }
        if writtenIn == .decilitre, low >= 50, (high ?? low) < 1000 {
            let show = { (v: Rational) in decimal((v / 100).rounded(toMultipleOf: Rational(1, 10)), places: 1) }
            return range(low, high, show) + " dl"
        }
        if writtenIn == .milligram && (high ?? low) < 1 {
            let show = { (v: Rational) in decimal((v * 1000).rounded(toMultipleOf: 1), places: 0) }
            return range(low, high, show) + " mg"
        }
        return range(low, high, metricBase) + " " + base
    }

    /// Grams or millilitres rounded to the precision a kitchen scale or jug can show.
    static func metricBase(_ value: Rational) -> String {
        let magnitude = value.magnitude
        if magnitude < 1 { return decimal(value, significantDigits: 2) }
        let step: Rational = magnitude < 10 ? Rational(1, 2) : magnitude < 250 ? 1 : 10
        return decimal(value.rounded(toMultipleOf: step), places: 1)
    }
}
