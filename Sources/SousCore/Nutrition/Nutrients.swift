/// What an amount of food holds, for the figures a cook asks about. Masses in grams except
/// sodium (milligrams); salt is worked out from sodium (x 2.5).
public struct Nutrients: Hashable, Sendable, Codable {
    public var kcal: Double
    public var protein: Double
    public var fat: Double
    public var saturatedFat: Double
    public var carbohydrate: Double
    public var sugars: Double
    public var fibre: Double
    public var sodiumMg: Double

    public init(kcal: Double = 0, protein: Double = 0, fat: Double = 0, saturatedFat: Double = 0,
                carbohydrate: Double = 0, sugars: Double = 0, fibre: Double = 0, sodiumMg: Double = 0) {
        self.kcal = kcal
        self.protein = protein
        self.fat = fat
        self.saturatedFat = saturatedFat
        self.carbohydrate = carbohydrate
        self.sugars = sugars
        self.fibre = fibre
        self.sodiumMg = sodiumMg
    }

    public static let zero = Nutrients()

    /// Salt in grams: sodium x 2.5, as food labels work it out.
    public var saltG: Double { sodiumMg * 2.5 / 1000 }

    public static func + (lhs: Nutrients, rhs: Nutrients) -> Nutrients {
        Nutrients(kcal: lhs.kcal + rhs.kcal, protein: lhs.protein + rhs.protein, fat: lhs.fat + rhs.fat,
                  saturatedFat: lhs.saturatedFat + rhs.saturatedFat, carbohydrate: lhs.carbohydrate + rhs.carbohydrate,
                  sugars: lhs.sugars + rhs.sugars, fibre: lhs.fibre + rhs.fibre, sodiumMg: lhs.sodiumMg + rhs.sodiumMg)
    }

    public static func += (lhs: inout Nutrients, rhs: Nutrients) { lhs = lhs + rhs }

    /// Every figure multiplied by `factor` (grams / 100 for a table's per-100 g values).
    public func scaled(by factor: Double) -> Nutrients {
        Nutrients(kcal: kcal * factor, protein: protein * factor, fat: fat * factor, saturatedFat: saturatedFat * factor,
                  carbohydrate: carbohydrate * factor, sugars: sugars * factor, fibre: fibre * factor,
                  sodiumMg: sodiumMg * factor)
    }
}
