import SousCore

/// The detail view's safety text: the summary under the title ("Contains: milk, tree nuts —
/// not suitable for Sam (tree nuts), vegan") and the mark after each offending ingredient line.
/// Allergies read red, diets orange; nothing is ever left out to save room.
public enum SafetyLines {
    /// "Contains: …", then who should not eat it and what to check.
    public static func summary(_ recipe: Recipe, lines: [IngredientSafety], people: [Person], width: Int) -> [DocumentLine] {
        let safety = RecipeSafety(lines: lines)
        let verdict = SafetyVerdict(safety: safety, people: people)
        var runs: [DocumentLine.Run] = []
        let certain = safety.contents.subtracting(safety.mayContain).allergens
        let possible = safety.mayContain.allergens
        let kinds = safety.contents.kindNames
        if certain.isEmpty && possible.isEmpty {
            runs.append(.init(safety.unsureLines > 0 ? "No allergens found in the lines read" : "No allergens found", .muted))
            if !kinds.isEmpty { runs.append(.init("; contains " + kinds.joined(separator: ", "), .text)) }
        } else {
            runs.append(.init("Contains: ", .muted))
            runs.append(.init(certain.map(\.name).joined(separator: ", "), verdict.hasAllergy ? .allergy : .text))
            if !possible.isEmpty {
                runs.append(.init((certain.isEmpty ? "" : "; ") + "may contain " + possible.map(\.name).joined(separator: ", "),
                                  verdict.hasAllergy ? .allergy : .text))
            }
            if !kinds.isEmpty { runs.append(.init("; " + kinds.joined(separator: ", "), .text)) }
        }
        if !verdict.conflicts.isEmpty {
            runs.append(.init(" — not suitable for ", .muted))
            for (index, conflict) in verdict.conflicts.enumerated() {
                if index > 0 { runs.append(.init(", ", .muted)) }
                runs.append(.init(conflict.description, conflict.isAllergy ? .allergy : .diet))
            }
        } else if !people.isEmpty && !verdict.checkTheLabel {
            runs.append(.init(" — suits " + (people.count == 1 ? people[0].name : "everyone"), .success))
        }
        if safety.unsureLines > 0 {
            let count = safety.unsureLines
            runs.append(.init("; check the label: \(count) line\(count == 1 ? "" : "s")", .diet))
        }
        return wrap(runs, width: width)
    }

    /// The mark after an ingredient line, or nil when the line is fine for `people`:
    /// "⚠ tree nuts (Sam)", "✗ vegan (Alex)", "? check the label".
    public static func mark(for line: IngredientSafety, people: [Person]) -> DocumentLine.Run? {
        let conflicts = people.compactMap { $0.conflict(with: line.contents) }
        let allergens = Set(conflicts.flatMap(\.allergens)).sorted()
        if !allergens.isEmpty {
            let who = conflicts.filter(\.isAllergy).map(\.person).joined(separator: ", ")
            let may = line.mayContain.isSuperset(of: FoodContents(allergens: allergens)) ? "may contain " : ""
            return .init("⚠ " + may + allergens.map(\.name).joined(separator: ", ") + " (\(who))", .allergy)
        }
        let diets = Set(conflicts.flatMap(\.diets)).sorted()
        if !diets.isEmpty {
            let who = conflicts.map(\.person).joined(separator: ", ")
            return .init("✗ " + diets.map(\.name).joined(separator: ", ") + " (\(who))", .diet)
        }
        if line.unsure && !people.isEmpty { return .init("? check the label", .diet) }
        return nil
    }

    /// The swaps that would make the recipe suit `people`; nil when nothing conflicts.
    public static func adaptation(_ recipe: Recipe, lines: [IngredientSafety], people: [Person]) -> AdaptationPlan? {
        let avoids = people.reduce(into: FoodContents()) { $0.formUnion($1.avoids) }
        guard !avoids.isEmpty else { return nil }
        let plan = RecipeAdapter().plan(for: recipe, safety: lines, avoiding: avoids, label: adaptationLabel(people))
        return plan.lines.isEmpty ? nil : plan
    }

    /// What an adapted copy is called after: the diets when only diets are at stake ("vegan"),
    /// else who it is for ("for Sam", "for everyone").
    static func adaptationLabel(_ people: [Person]) -> String {
        let restricted = people.filter(\.hasRestrictions)
        if restricted.allSatisfy({ $0.allergies.isEmpty }) {
            let diets = Set(restricted.flatMap(\.diets)).sorted()
            if !diets.isEmpty && diets.count <= 2 { return diets.map(\.name).joined(separator: ", ") }
        }
        return restricted.count == 1 ? "for \(restricted[0].name)" : "for everyone"
    }

    /// Runs wrapped word by word to `width`, each keeping its role.
    static func wrap(_ runs: [DocumentLine.Run], width: Int) -> [DocumentLine] {
        var lines: [DocumentLine] = []
        var current: [DocumentLine.Run] = []
        var used = 0
        for run in runs {
            for (index, word) in run.text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                let piece = (index > 0 ? " " : "") + word
                let size = DisplayWidth.of(piece)
                if used + size > width && used > 0 {
                    lines.append(DocumentLine(current))
                    current = []
                    used = 0
                    let trimmed = String(word)
                    current.append(.init(trimmed, run.role))
                    used = DisplayWidth.of(trimmed)
                    continue
                }
                if let last = current.last, last.role == run.role {
                    current[current.count - 1].text += piece
                } else {
                    current.append(.init(piece, run.role))
                }
                used += size
            }
        }
        if !current.isEmpty { lines.append(DocumentLine(current)) }
        return lines
    }
}
