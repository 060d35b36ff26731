/// Scales recipes to a different number of servings, or by a multiple, exactly (1/3 cup x 3 is
/// 1 cup, not 0.99999 cups).
public enum Scaler {
    /// The factor that turns a recipe for `from` servings into one for `to`. A recipe that does not
    /// say how many it serves (unknown or non-positive servings) is one batch, so `to` is a multiple
    /// of it: "×2" doubles every amount. A non-positive `to` gives 1: zero would erase every amount.
    public static func factor(from: Int?, to: Int) -> Rational {
        guard to > 0 else { return .one }
        guard let from, from > 0 else { return Rational(to) }
        return Rational(to, from)
    }

    /// The largest multiple `multiple(parsing:)` accepts: more is a typo, and keeps amounts sane.
    public static let largestMultiple = Rational(100)

    /// A multiple typed by a person ("2", "1.5", "1/2", "½", "1 1/2"): above zero and at most
    /// `largestMultiple`, a single amount (not a range); nil otherwise.
    public static func multiple(parsing text: String) -> Rational? {
        guard let range = QuantityParser.parse(text), range.high == nil,
              range.low > .zero, range.low <= largestMultiple else { return nil }
        return range.low
    }

    /// `ingredient` with its amounts multiplied by `factor`. The unit, name, note and original
    /// text are kept; a non-positive factor leaves the ingredient as it was.
    public static func scale(_ ingredient: Ingredient, by factor: Rational) -> Ingredient {
        guard factor > .zero, factor != .one else { return ingredient }
        var scaled = ingredient
        scaled.quantity = ingredient.quantity.map { $0 * factor }
        scaled.quantityHigh = ingredient.quantityHigh.map { $0 * factor }
        return scaled
    }
}
