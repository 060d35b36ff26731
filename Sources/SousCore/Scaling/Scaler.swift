/// Scales recipes to a different number of servings, exactly (1/3 cup x 3 is 1 cup, not
/// 0.99999 cups).
public enum Scaler {
    /// The factor that turns a recipe for `from` servings into one for `to`. Unknown or
    /// non-positive servings give 1: a recipe that does not say how many it serves cannot be
    /// scaled by servings, and zero servings would erase every amount.
    public static func factor(from: Int?, to: Int) -> Rational {
        guard let from, from > 0, to > 0 else { return .one }
        return Rational(to, from)
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
