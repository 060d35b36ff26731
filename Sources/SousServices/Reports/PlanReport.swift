import Foundation
import SousApp
import SousCore
import SousStore

/// A week of the meal plan as `sous plan` prints it, as text or JSON, and the people a plan entry is for.
public enum PlanReport {
    /// "Meal plan 2026-W48: 2026-11-23 to 2026-11-29", then each day with its meals.
    public static func lines(calendar: PlanCalendar, start: PlanDay, slots: [MealSlot], entries: [PlanEntry],
                             household: HouseholdState) -> [String] {
        let end = start.adding(days: 6)
        var lines = ["Meal plan \(ISOWeek(containing: start)): \(start.iso) to \(end.iso)"]
        for day in calendar.week(from: start) {
            lines.append("")
            lines.append("\(day.weekdayShortName) \(day.day) \(day.monthShortName)")
            for slot in slots {
                let cell = entries.filter { $0.day == day && $0.slotID == slot.id }
                let text = cell.isEmpty ? "-" : cell.map { label($0, household: household) }.joined(separator: "; ")
                lines.append("  \(slot.name): \(text)")
            }
        }
        return lines
    }

    /// The entry as the grid names it, with who eats it when set and why it does not suit them.
    public static func label(_ entry: PlanEntry, household: HouseholdState) -> String {
        var text = entry.label
        if entry.eaters != nil { text += " (for " + household.eaters(entry.eaters).map(\.name).joined(separator: ", ") + ")" }
        if let safety = entry.recipeSafety, case let verdict = household.verdict(safety, eaters: entry.eaters), !verdict.isSafe {
            text += " [" + (verdict.hasAllergy ? "⚠ " : "") + verdict.sentence + "]"
        }
        return text
    }

    public static func json(start: PlanDay, slots: [MealSlot], entries: [PlanEntry], household: HouseholdState) throws -> String {
        let names = Dictionary(uniqueKeysWithValues: slots.map { ($0.id, $0.name) })
        let days: [[String: Any]] = (0..<7).map { offset in
            let day = start.adding(days: offset)
            let planned = entries.filter { $0.day == day }.map { entry -> [String: Any] in
                [
                    "slot": names[entry.slotID] ?? "",
                    "kind": entry.isNote ? "note" : entry.isDeletedRecipe ? "deleted_recipe" : "recipe",
                    "recipe_id": entry.recipeID.map { $0 as Any } ?? NSNull(),
                    "title": entry.isNote ? NSNull() : entry.title as Any,
                    "servings": (entry.servings ?? entry.recipeServings).map { $0 as Any } ?? NSNull(),
                    "note": entry.note.map { $0 as Any } ?? NSNull(),
                    "eaters": household.eaters(entry.eaters).map(\.name),
                    "not_safe_for": entry.recipeSafety.map { household.verdict($0, eaters: entry.eaters).conflicts.map(\.person) } ?? [],
                ]
            }
            return ["date": day.iso, "weekday": day.weekdayShortName, "entries": planned]
        }
        let object: [String: Any] = [
            "week": ISOWeek(containing: start).description, "start": start.iso,
            "slots": slots.map(\.name), "days": days,
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// The ids of the people named in "Sam, Maria", with a clear error for a name nobody has.
    public static func ids(of names: String, among people: [Person]) throws -> [Int64]? {
        let wanted = names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if wanted.isEmpty || wanted.map({ $0.lowercased() }) == ["everyone"] { return nil }
        return try wanted.map { name in
            guard let id = people.named(name)?.id else {
                let known = people.map(\.name).joined(separator: ", ")
                throw ServiceFailure("There is no one called \(name)" + (known.isEmpty ? "; add people with sous diet add-person" : "; known: \(known)"))
            }
            return id
        }
    }

    /// Plans `recipe` (an id or the start of a title) for `slot` on `day`, for the people named
    /// in `eaters` (nil: the household); says so, with a warning when it does not suit them.
    public static func add(recipe: String, day: PlanDay, slot: String, servings: Int?, eaters: String?,
                           in database: AppDatabase) throws -> [String] {
        guard let meal = try database.mealSlot(named: slot) else {
            let names = try database.mealSlots().map(\.name).joined(separator: ", ")
            throw ServiceFailure("\u{201C}\(slot)\u{201D} is not a meal in the plan; the meals are \(names)")
        }
        let found = try database.findRecipe(recipe)
        guard let id = found.id else { throw ServiceFailure("that recipe has no id") }
        let people = try database.people()
        let eaterIDs = try eaters.flatMap { try ids(of: $0, among: people) }
        try database.addPlanEntry(PlanEntry(day: day, slotID: meal.id, recipeID: id, title: found.title,
                                            servings: servings == found.servings ? nil : servings, eaters: eaterIDs))
        var lines = ["Planned \(found.title) for \(meal.name) on \(day.weekdayShortName) \(day.iso)."]
        let safety = AllergenDetector.standard.safety(of: found, corrections: try database.foodCorrections())
        let verdict = HouseholdState(people: people).verdict(safety, eaters: eaterIDs)
        if !verdict.isSafe { lines.append((verdict.hasAllergy ? "Warning: " : "Note: ") + verdict.sentence + ".") }
        return lines
    }
}
