import Foundation
import SousCore

/// `sous shop --format json`.
public enum ShoppingReport {
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
