import SousCore

/// A week of the meal plan as a Cooklang `.menu` file (cooklang.org, "conventions"): a valid
/// Cooklang file whose sections are the days, dated so other apps place them, and whose steps
/// reference recipes by their path in the folder without `.cook`, scaled to servings:
///
///     == Monday (2026-11-23) ==
///
///     Dinner: @./soups/carrot-soup{4%servings}
///
///     Lunch: Eat out
///
/// One meal a paragraph, its slot before a colon; a note about a meal follows it as a comment
/// (`-- no onions for Sam`). Reading takes what people write by hand too: `= Monday (date)`
/// sections, a bare number as servings, `{}` for the recipe's own, a meal with no slot.
public enum CooklangMenu {
    public static func write(_ week: MenuWeek) -> String {
        var text = "---\ntitle: Meal plan \(MenuWeek.isoWeekName(of: week.monday))\n---\n"
        for offset in 0..<7 {
            let day = week.monday.adding(days: offset)
            text += "\n== \(dayNames[offset]) (\(day.iso)) ==\n"
            for meal in week.meals where meal.day == day {
                text += "\n" + line(for: meal) + "\n"
            }
        }
        return text
    }

    /// The meals of a `.menu` file, and the Mondays of the weeks its dated sections cover (a
    /// day left empty still says its week was planned to have nothing).
    public static func read(_ text: String) -> (meals: [MenuWeek.Meal], mondays: Set<PlanDay>) {
        var meals: [MenuWeek.Meal] = []
        var mondays = Set<PlanDay>()
        var day: PlanDay?
        var inFrontMatter = false
        // Any line end: a file saved on Windows ends its lines in CRLF, which Swift reads as one character.
        for (number, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if number == 0 && line == "---" { inFrontMatter = true; continue }
            if inFrontMatter { if line == "---" { inFrontMatter = false }; continue }
            if line.isEmpty || line.hasPrefix("--") || line.hasPrefix(">") { continue }
            if line.hasPrefix("=") {
                day = date(in: line)
                if let day { mondays.insert(MenuWeek.monday(of: day)) }
                continue
            }
            guard let day else { continue }
            meals += self.meals(in: line, on: day)
        }
        return (meals, mondays)
    }

    static let dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    static func line(for meal: MenuWeek.Meal) -> String {
        var text = meal.slot.map { clean($0) + ": " } ?? ""
        if let path = meal.recipePath {
            text += "@./\(clean(path)){\(meal.servings.map { "\($0)%servings" } ?? "")}"
        } else {
            text += clean(meal.title)
        }
        if let note = meal.note, !note.isEmpty { text += " -- " + clean(note) }
        return text
    }

    /// A name or note on one line, without what would end a reference or start a comment early.
    private static func clean(_ text: String) -> String {
        TerminalText.visibleLine(text).replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
            .replacingOccurrences(of: "--", with: "-").trimmingCharacters(in: .whitespaces)
    }

    /// The YYYY-MM-DD in a section line, if any.
    private static func date(in line: String) -> PlanDay? {
        let characters = Array(line)
        guard characters.count >= 10 else { return nil }
        for start in 0...(characters.count - 10) {
            if let day = PlanDay(iso: String(characters[start..<start + 10])) { return day }
        }
        return nil
    }

    /// "Dinner: @./soups/carrot-soup{4%servings} -- note": one meal for each reference, or a
    /// note when there is none.
    private static func meals(in line: String, on day: PlanDay) -> [MenuWeek.Meal] {
        var body = Substring(line)
        var note: String?
        if let comment = body.range(of: " --") {
            note = body[comment.upperBound...].trimmingCharacters(in: .whitespaces)
            body = body[..<comment.lowerBound]
        }
        var slot: String?
        if let colon = body.firstIndex(of: ":"), !body[..<colon].contains("@") {
            slot = body[..<colon].trimmingCharacters(in: .whitespaces)
            body = body[body.index(after: colon)...]
        }
        var meals: [MenuWeek.Meal] = []
        var rest = body
        while let at = rest.firstIndex(of: "@") {
            let afterAt = rest[rest.index(after: at)...]
            guard let open = afterAt.firstIndex(of: "{"), let close = afterAt[open...].firstIndex(of: "}") else { break }
            var path = afterAt[..<open].trimmingCharacters(in: .whitespaces)
            if path.hasPrefix("./") { path.removeFirst(2) }
            if path.lowercased().hasSuffix(".cook") { path.removeLast(5) }
            let amount = afterAt[afterAt.index(after: open)..<close].split(separator: "%", maxSplits: 1).first.map(String.init) ?? ""
            let servings = Int(amount.trimmingCharacters(in: .whitespaces)).flatMap { $0 > 0 ? $0 : nil }
            if !path.isEmpty {
                let title = path.split(separator: "/").last.map(String.init) ?? path
                meals.append(MenuWeek.Meal(day: day, slot: slot, recipePath: path, title: title, servings: servings, note: note))
            }
            rest = afterAt[afterAt.index(after: close)...]
        }
        if meals.isEmpty {
            let text = body.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty || note != nil {
                meals.append(MenuWeek.Meal(day: day, slot: slot, title: text, note: text.isEmpty ? note : nil))
            }
        }
        return meals
    }
}
