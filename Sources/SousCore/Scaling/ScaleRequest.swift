/// How much of a recipe the command line asks for: as written, a number of servings
/// (`--servings N`), or a multiple of the amounts (`--scale F`), which suits any recipe.
public enum ScaleRequest: Hashable, Sendable {
    case asWritten
    case servings(Int)
    case multiple(Rational)

    /// Reads the two options; giving both, or a multiple that is no positive number, is an error.
    public init(servings: Int?, scale: String?) throws(ScaleRequestError) {
        switch (servings, scale) {
        case (nil, nil): self = .asWritten
        case (let servings?, nil): self = .servings(servings)
        case (nil, let text?):
            guard let multiple = Scaler.multiple(parsing: text) else { throw .badMultiple(text) }
            self = .multiple(multiple)
        case (_?, _?): throw .both
        }
    }

    /// What every amount of `recipe` is multiplied by. Servings asked of a recipe that does not say
    /// how many it serves are an error: there is nothing to scale from, and a multiple says what is meant.
    public func factor(for recipe: Recipe) throws(ScaleRequestError) -> Rational {
        switch self {
        case .asWritten: return .one
        case .servings(let servings):
            guard let base = recipe.servings, base > 0 else { throw .noServings(title: recipe.title, asked: servings) }
            return Scaler.factor(from: base, to: servings)
        case .multiple(let multiple): return multiple
        }
    }

    /// The servings `recipe` makes at this request, when it says how many it serves and that comes
    /// out whole (3 servings x 1 1/2 is none).
    public func servings(of recipe: Recipe) -> Int? {
        switch self {
        case .asWritten: return recipe.servings
        case .servings(let servings): return servings
        case .multiple(let multiple):
            guard let base = recipe.servings, base > 0 else { return nil }
            let made = Rational(base) * multiple
            return made.isInteger ? made.wholePart : nil
        }
    }
}

/// Why a `--servings` or `--scale` request cannot be met, as a sentence for the user.
public enum ScaleRequestError: Error, Equatable, CustomStringConvertible {
    case both
    case badMultiple(String)
    case noServings(title: String, asked: Int)

    public var description: String {
        switch self {
        case .both:
            "Give --servings or --scale, not both."
        case .badMultiple(let text):
            "--scale must be a number above 0 and at most \(Scaler.largestMultiple), such as 2, 1.5 or 1/2, not \"\(ImportedText.clean(text))\"."
        case .noServings(let title, let asked):
            "\u{201C}\(title)\u{201D} does not say how many it serves, so it cannot be scaled to \(asked) serving\(asked == 1 ? "" : "s"); "
                + "--scale \(asked) makes \(asked == 1 ? "it as written" : "\(asked) times as much")."
        }
    }
}
