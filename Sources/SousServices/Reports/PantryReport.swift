import Foundation
import SousCore
import SousFormats

/// `sous pantry`: what is typed read into items (with the options' date and place), and the
/// pantry and its changes as lines or JSON.
public enum PantryReport {
    /// The items in `lines`; `bestBefore` and `location` (as typed) go to the items that give none.
    /// Nothing is added when any of it cannot be read.
    public static func items(from lines: [String], bestBefore: String?, location: String?, today: PlanDay) throws -> [PantryItem] {
        var date: PlanDay?
        if let bestBefore {
            guard let day = PantryLines.date(bestBefore, today: today) else {
                throw ServiceFailure("\u{201C}\(bestBefore)\u{201D} is not a date; write it as 2026-11-30. Nothing was added.")
            }
            date = day
        }
        var place: String?
        if let location {
            guard let known = PantryLocation.normalised(location) else {
                throw ServiceFailure("\u{201C}\(location)\u{201D} is not a place; use one of: " + PantryLocation.allNames.joined(separator: ", ") + ". Nothing was added.")
            }
            place = known
        }
        do {
            return try PantryLines.items(from: lines, bestBefore: date, location: place, today: today)
        } catch {
            throw ServiceFailure(error.description)
        }
    }

    /// "  2 onions, in the cupboard, best before 2026-11-30 (in 4 days)", then the staples.
    public static func lines(items: [PantryItem], staples: [String], today: PlanDay) -> [String] {
        var lines: [String] = []
        if items.isEmpty {
            lines.append("The pantry is empty. Add things with: sous pantry add \"2 onions, 500 g rice, milk\"")
        }
        for item in items {
            var parts = [item.text]
            if let location = item.location { parts.append("in the " + location) }
            if let day = item.bestBefore {
                let mark = PantryDateMark(bestBefore: day, today: today)
                parts.append("best before " + day.iso + (mark.text.map { " (\($0))" } ?? ""))
            }
            lines.append("  " + parts.joined(separator: ", "))
        }
        if !staples.isEmpty {
            lines.append("Always there (staples): " + staples.joined(separator: ", "))
        }
        return lines
    }

    /// Every item and staple as `{"name", "key", "amount", "quantity", "unit", "best_before", "location", "staple"}`.
    public static func json(items: [PantryItem], staples: [String]) throws -> String {
        var rows: [[String: Any]] = items.map { item in
            [
                "name": item.name, "key": item.key, "amount": item.amountText,
                "quantity": item.quantity.map { $0.doubleValue as Any } ?? NSNull(),
                "unit": item.unit.map { $0 as Any } ?? NSNull(),
                "best_before": item.bestBefore.map { $0.iso as Any } ?? NSNull(),
                "location": item.location.map { $0 as Any } ?? NSNull(), "staple": false,
            ]
        }
        rows += staples.map { name in
            ["name": name, "key": ShoppingName.key(for: name), "amount": "", "quantity": NSNull(), "unit": NSNull(),
             "best_before": NSNull(), "location": NSNull(), "staple": true]
        }
        return try encode(rows)
    }

    /// "added 2 onions", or "now 4 onions" when the food was there already.
    public static func lines(changes: [PantryChange]) -> [String] {
        changes.compactMap { change in
            change.after.map { change.before == nil ? "added \($0.text)" : "now \($0.text)" }
        }
    }

    /// The items as they are after the changes: `[{"name", "key", "amount"}]`.
    public static func json(changes: [PantryChange]) throws -> String {
        try encode(changes.compactMap(\.after).map { ["name": $0.name, "key": $0.key, "amount": $0.amountText] })
    }

    private static func encode(_ rows: [[String: Any]]) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
