import Foundation
import SousCore
import SousStore

/// `sous shop`: the list for a week of the plan or for recipes named, and `--format json`.
public enum ShoppingReport {
    /// The list for the recipes named (ids or titles), at `servings` each or scaled as `request`
    /// says; for the plan's week starting `week` when none is named.
    public static func list(week: PlanDay?, recipes names: [String], servings: Int?, request: ScaleRequest,
                            in database: AppDatabase) throws -> ShoppingList {
        if names.isEmpty, let week { return try database.shoppingList(weekFrom: week) }
        let chosen = try names.map { try database.findRecipe($0) }
        for found in chosen { _ = try request.factor(for: found) }
        var multiple: Rational? = nil
        if case .multiple(let value) = request { multiple = value }
        let ids = chosen.compactMap(\.id).map(String.init).joined(separator: ",")
        return try database.shoppingList(recipes: chosen, servings: servings, multiple: multiple, listID: "recipes:" + ids,
                                         title: "Shopping for " + chosen.map(\.title).joined(separator: ", "))
    }

    /// Each line carries its amounts as numbers beside the text, and says whether it is a pantry
    /// staple, so that scripts need not parse "1.8 kg, plus 2".
    public static func json(_ list: ShoppingList) throws -> String {
        func line(_ l: ShoppingLine, staple: Bool) -> [String: Any] {
            let amounts: [[String: Any]] = ShoppingAmountPart.parts(of: l.amount).map { part in
                var amount: [String: Any] = ["quantity": part.quantity, "unit": part.unit.map { $0 as Any } ?? NSNull()]
                if let high = part.high { amount["quantity_high"] = high }
                return amount
            }
            return ["key": l.key, "name": l.name, "amount": l.amount, "amounts": amounts, "aisle": l.aisle.rawValue,
                    "recipes": l.recipes, "checked": l.isChecked, "manual": l.isManual, "staple": staple]
        }
        let object: [String: Any] = [
            "list": list.listID, "title": list.title, "items": list.lines.map { line($0, staple: false) },
            "staples": list.staples.map { line($0, staple: true) },
            "check_you_have": list.checkYouHave.map { line($0, staple: false) },
            "in_pantry": list.inPantry.map { line($0, staple: false) },
            "notes": list.notes,
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
