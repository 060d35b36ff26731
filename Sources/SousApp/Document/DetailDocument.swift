import SousCore

/// Lays out a recipe as lines for a width: the detail view and the library's preview both draw these.
public enum DetailDocument {
    /// Rows for the document: all but the title bar and the status line.
    public static func bodyHeight(for size: TerminalSize) -> Int { max(1, size.rows - 2) }

    /// Text is kept to a readable measure on wide terminals.
    public static func textWidth(for size: TerminalSize) -> Int { max(1, min(size.columns - 2, 100)) }

    /// `people` are those the recipe is checked for (the household); with none, only what it contains is said.
    /// With an `aside` (the recipe's picture), the header wraps beside it and the ingredients start below it.
    public static func lines(for detail: DetailState, people: [Person] = [], nutritionPerRecipe: Bool = false,
                             badges: ProvenanceBadges = .hidden, width: Int, aside: DocumentAside? = nil) -> [DocumentLine] {
        let recipe = detail.recipe
        let aside = aside.flatMap { width - $0.columns >= DocumentAside.minimumTextWidth ? $0 : nil }
        var lines: [DocumentLine] = []
        // The header's text is narrower while it is beside the aside, and full width below it.
        func add(_ text: String, _ role: DocumentLine.Role) {
            lines += flowed(text, role: role, width: width, aside: aside, from: lines.count)
        }
        func widthHere() -> Int { aside.map { lines.count < $0.rows ? width - $0.columns : width } ?? width }
        add(recipe.title, .title)
        if let times = RecipeFacts.timeLine(recipe) { add(times, .muted) }
        add(servingsLine(detail), .accent)
        if let meta = RecipeFacts.metaLine(recipe) { add(meta, .muted) }
        if !recipe.tags.isEmpty { add("Tags: " + recipe.tags.joined(separator: ", "), .muted) }
        var marks = [recipe.rating > 0 ? DocumentLine.Run(RecipeFacts.stars(recipe.rating), .warning) : .init("Not rated yet", .muted)]
        if recipe.favorite { marks.append(.init("  ♥ favourite", .accent)) }
        lines.append(DocumentLine(marks))
        if let history = detail.cookHistory, let cooked = CookHistoryText.line(history) { lines.append(DocumentLine(cooked, .muted)) }
        lines += SafetyLines.summary(recipe, lines: detail.lineSafety, people: people, width: widthHere())
        if let summary = recipe.summary, !summary.isEmpty {
            lines.append(.blank)
            add(summary, .text)
        }
        if let aside, lines.count < aside.rows { lines += Array(repeating: .blank, count: aside.rows - lines.count) }
        lines.append(.blank)
        let plan = SafetyLines.adaptation(recipe, lines: detail.lineSafety, people: people)
        lines += ingredientLines(recipe, factor: detail.scaleFactor, safety: detail.lineSafety, people: people,
                                 plan: plan, badges: badges, width: width)
        if let nutrition = detail.nutrition, nutrition.ingredientLines > 0 {
            lines.append(.blank)
            lines += NutritionLines.lines(nutrition, page: recipe.pageNutrition, servingsShown: detail.servings,
                                          perRecipe: nutritionPerRecipe, width: width)
        }
        lines.append(.blank)
        lines += stepLines(recipe, badges: badges, width: width)
        if let notes = recipe.notes, !notes.isEmpty {
            lines.append(.blank)
            lines.append(DocumentLine("Notes", .heading))
            lines += wrapped(notes, role: .text, width: width)
        }
        if let source = recipe.sourceURL, !source.isEmpty {
            lines.append(.blank)
            lines += wrapped("Source: " + source, role: .muted, width: width)
        }
        return lines
    }

    static func servingsLine(_ detail: DetailState) -> String {
        if let multiple = detail.multiple { return multipleLine(detail.recipe, multiple: multiple) }
        let servings = "Serves \(detail.servings)"
        guard let base = detail.recipe.servings, base > 0 else {
            return detail.servings == 1 ? (detail.recipe.yieldText.map { "Makes \($0)" } ?? "Servings not given") : "×\(detail.servings)"
        }
        return base == detail.servings ? servings : "\(servings) (scaled from \(base))"
    }

    /// A recipe scaled by a multiple: its servings when they come out whole ("Serves 6 (scaled from 4)"),
    /// else the multiple ("×1 1/2 (serves 3 as written)").
    static func multipleLine(_ recipe: Recipe, multiple: Rational) -> String {
        let times = "×" + KitchenFormatter.format(multiple)
        guard let base = recipe.servings, base > 0 else {
            return multiple == .one ? (recipe.yieldText.map { "Makes \($0)" } ?? "Servings not given") : times
        }
        let made = Rational(base) * multiple
        if multiple == .one { return "Serves \(base)" }
        return made.isInteger ? "Serves \(made.wholePart) (scaled from \(base))" : "\(times) (serves \(base) as written)"
    }

    /// Ingredients under their section headings, each as "• amount unit name, note" with a hanging indent.
    /// With `safety` and `people`, a line that does not suit someone is marked after its text.
    public static func ingredientLines(_ recipe: Recipe, factor: Rational, safety: [IngredientSafety] = [],
                                       people: [Person] = [], plan: AdaptationPlan? = nil, badges: ProvenanceBadges = .hidden,
                                       width: Int) -> [DocumentLine] {
        var lines = [DocumentLine("Ingredients", .heading)]
        if recipe.ingredients.isEmpty { lines.append(DocumentLine("(none listed)", .muted)) }
        var section: String? = nil
        for (index, ingredient) in recipe.ingredients.enumerated() {
            if ingredient.section != section, let heading = ingredient.section, !heading.isEmpty {
                lines += wrapped(heading, role: .section, width: width)
            }
            section = ingredient.section
            var text = hanging(IngredientFormatter.display(ingredient, factor: factor), marker: "• ", role: .text, width: width)
            if safety.indices.contains(index), let mark = SafetyLines.mark(for: safety[index], people: people) {
                if let last = text.last, DisplayWidth.of(last.plainText) + 2 + DisplayWidth.of(mark.text) <= width {
                    text[text.count - 1].runs += [.init("  ", .text), mark]
                } else {
                    text += hanging(mark.text, marker: "  ", role: mark.role, width: width)
                }
            }
            lines += withBadge(text, badges.badge(ingredient.provenance), width: width)
            if let planned = plan?.line(at: index) {
                let role: DocumentLine.Role = planned.swap != nil ? .success : (planned.conflict.allergenPart.isEmpty ? .diet : .allergy)
                lines += hanging(planned.message(factor: factor), marker: "  ↳ ", role: role, width: width)
            }
        }

        return lines
    }

    static func stepLines(_ recipe: Recipe, badges: ProvenanceBadges = .hidden, width: Int) -> [DocumentLine] {
        var lines = [DocumentLine("Steps", .heading)]
        if recipe.steps.isEmpty { lines.append(DocumentLine("(none listed)", .muted)) }
        var section: String? = nil
        let numberWidth = String(recipe.steps.count).count
        for (index, step) in recipe.steps.enumerated() {
            if step.section != section, let heading = step.section, !heading.isEmpty {
                if index > 0 { lines.append(.blank) }
                lines += wrapped(heading, role: .section, width: width)
            }
            section = step.section
            let number = String(index + 1)
            let marker = String(repeating: " ", count: numberWidth - number.count) + number + ". "
            let text = hanging(StepNumber.withoutOwnNumber(step.text, number: index + 1), marker: marker, role: .text, width: width)
            lines += withBadge(text, badges.badge(step.provenance), width: width)
        }
        return lines
    }

    /// A line's badge after its text (or on a line of its own when it does not fit); a badge
    /// that asks for a check marks the line's first row.
    static func withBadge(_ text: [DocumentLine], _ badge: DocumentLine.Run?, width: Int) -> [DocumentLine] {
        guard let badge, !text.isEmpty else { return text }
        var text = text
        if DisplayWidth.of(text[text.count - 1].plainText) + DisplayWidth.of(badge.text) <= width {
            text[text.count - 1].runs.append(badge)
        } else {
            text.append(DocumentLine([DocumentLine.Run(String(badge.text.drop(while: { $0 == " " })), badge.role)]))
        }
        if badge.role == .warning { text[0].needsCheck = true }
        return text
    }

    static func wrapped(_ text: String, role: DocumentLine.Role, width: Int) -> [DocumentLine] {
        TextWrap.wrap(text, width: width).map { DocumentLine($0, role) }
    }

    /// `text` wrapped as if it started on line `row`: narrower while beside `aside`, then at the full
    /// width, so a long summary runs on under the picture instead of in a narrow column.
    static func flowed(_ text: String, role: DocumentLine.Role, width: Int, aside: DocumentAside?, from row: Int) -> [DocumentLine] {
        guard let aside, row < aside.rows else { return wrapped(text, role: role, width: width) }
        var result: [DocumentLine] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let besideRows = max(0, aside.rows - row - result.count)
            guard besideRows > 0 else {
                result += wrapped(paragraph, role: role, width: width)
                continue
            }
            let narrow = TextWrap.wrap(paragraph, width: width - aside.columns)
            result += narrow.prefix(besideRows).map { DocumentLine($0, role) }
            if narrow.count > besideRows {
                result += wrapped(narrow.dropFirst(besideRows).joined(separator: " "), role: role, width: width)
            }
        }
        return result
    }

    /// A marker ("• ", "12. ") before the first line and matching indent before the rest.
    static func hanging(_ text: String, marker: String, role: DocumentLine.Role, width: Int) -> [DocumentLine] {
        let indent = DisplayWidth.of(marker)
        guard width > indent + 4 else { return wrapped(marker + text, role: role, width: width) }
        let body = TextWrap.wrap(text, width: width - indent)
        return body.enumerated().map { index, line in
            let lead = index == 0 ? marker : String(repeating: " ", count: indent)
            return DocumentLine([.init(lead, index == 0 ? .accent : role), .init(line, role)])
        }
    }
}
