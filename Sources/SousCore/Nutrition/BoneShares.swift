import Foundation

/// The share of bone in meat weighed on the bone (`Tables/bone-shares.txt`, from USDA SR28's
/// refuse): "2 lb bone-in chicken thighs" is about 1.5 lb of meat. Read by `IngredientGrams` for
/// weights only; a count's USDA portion is the meat already.
public struct BoneShares: Sendable {
    struct Cut: Sendable {
        /// The part of the weight that is bone, 0 to 1.
        var share: Double
        /// Whether the cut is always sold on the bone, or only when the line says so.
        var always: Bool
    }

    /// Cut words (as `NutritionCalculator.key` writes them) -> the cut.
    let cuts: [String: Cut]
    /// The cut each ingredient name names, worked out once (every weighed line asks).
    private let cutsByName = NameCache<Cut>()

    public static let standard: BoneShares = {
        guard let bytes = ShippedFile.bytes("bone-shares.txt", in: "Tables"),
              let shares = try? parse(String(decoding: bytes, as: UTF8.self)) else { return BoneShares(cuts: [:]) }
        return shares
    }()

    init(cuts: [String: Cut]) { self.cuts = cuts }

    /// Reads `cut words | percent | always or said` lines; `#` starts a comment.
    public static func parse(_ text: String) throws(DataFileError) -> BoneShares {
        var cuts: [String: Cut] = [:]
        for (line, parts) in PipeTable.rows(text) {
            guard parts.count == 3, !parts[0].isEmpty, let percent = Double(parts[1]), percent > 0, percent < 100,
                  parts[2] == "always" || parts[2] == "said" else {
                throw DataFileError(file: "bone-shares.txt", line: line, "expected \"cut words | percent bone | always or said\"")
            }
            cuts[NutritionCalculator.key(for: parts[0])] = Cut(share: percent / 100, always: parts[2] == "always")
        }
        return BoneShares(cuts: cuts)
    }

    /// The meat in `grams` weighed of `ingredient`: less the bone when the cut is on the bone
    /// (always, or because the line says "bone-in", "on the bone"), and never when it says
    /// "boneless".
    public func meat(in grams: Double, of ingredient: Ingredient) -> Double {
        guard let cut = cutsByName.answer(for: ingredient.name, workedOutBy: { cut(named: ingredient.name) }) else { return grams }
        let text = [ingredient.name, ingredient.note ?? "", ingredient.text].joined(separator: " ").lowercased()
        let words = " " + text.split(whereSeparator: { !$0.isLetter }).joined(separator: " ") + " "
        guard !Self.boneless.contains(where: { words.contains(" \($0) ") }),
              cut.always || Self.onTheBone.contains(where: { words.contains(" \($0) ") }) else { return grams }
        return grams * (1 - cut.share)
    }

    /// The cut the name names, the most words first: "bone-in pork shoulder steaks" is a pork
    /// shoulder, "chicken thighs" a chicken thigh before a chicken.
    private func cut(named name: String) -> Cut? {
        let words = NutritionCalculator.key(for: name).split(separator: " ")
        for length in stride(from: min(words.count, 4), through: 1, by: -1) {
            for start in 0...(words.count - length) {
                if let found = cuts[words[start..<(start + length)].joined(separator: " ")] { return found }
            }
        }
        return nil
    }

    /// What a line says of meat on the bone, as words apart ("bone-in" is "bone in").
    static let onTheBone = ["bone in", "on the bone", "with bone", "with the bone", "with bones", "bones in"]
    static let boneless = ["boneless", "deboned", "de boned", "bone removed", "bones removed", "off the bone", "without bone"]
}
