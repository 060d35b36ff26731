/// Two readings of one source side by side, line by line: the recipe as sous read it and as a
/// second reader (the household's assistant) read the same text, aligned so that lines about
/// the same thing face each other, with the cook's pick for each row that differs. Nothing
/// changes until the cook takes the picks (`result`); sous's own line is every row's first pick.
public struct ReadingComparison: Hashable, Sendable {
    public enum Part: Hashable, Sendable { case ingredients, steps }
    public enum Pick: Hashable, Sendable { case mine, theirs }

    /// One line of either reading, or of both.
    public struct Row: Hashable, Sendable {
        public var part: Part
        /// The line's index in sous's reading, and in the second reading; nil where that reading has none.
        public var mine: Int?
        public var theirs: Int?
        public var pick: Pick = .mine
        /// Whether the two readings differ here; only such rows are offered.
        public var differs: Bool
    }

    /// The recipe as sous read it, and as the second reader did.
    public let original: Recipe
    public let reading: Recipe
    public private(set) var rows: [Row]
    /// The rows that differ, as indices into `rows`: the ones the cook picks among.
    public let offered: [Int]
    /// The highlighted one of `offered`.
    public var selected = 0

    public init(original: Recipe, reading: Recipe) {
        self.original = original
        self.reading = reading
        func rows(_ part: Part, _ mine: [String], _ theirs: [String]) -> [Row] {
            LineAlignment.pairs(mine, theirs).map { pair in
                let same = pair.left.flatMap { l in pair.right.map { Self.sameLine(mine[l], theirs[$0]) } } ?? false
                return Row(part: part, mine: pair.left, theirs: pair.right, differs: !same)
            }
        }
        let all = rows(.ingredients, original.ingredients.map(Self.line), reading.ingredients.map(Self.line))
            + rows(.steps, original.steps.map(\.text), reading.steps.map(\.text))
        self.rows = all
        offered = all.indices.filter { all[$0].differs }
    }

    /// sous's line on `row`, and the second reader's, as text.
    public func mineText(_ row: Row) -> String? { row.mine.map { text(of: original, row.part, $0) } }
    public func theirsText(_ row: Row) -> String? { row.theirs.map { text(of: reading, row.part, $0) } }

    /// Whether sous marked its own line on `row` as unsure.
    public func mineIsUnsure(_ row: Row) -> Bool {
        guard let index = row.mine else { return false }
        let provenance = row.part == .ingredients ? original.ingredients[index].provenance : original.steps[index].provenance
        return provenance?.isLowConfidence == true
    }

    /// The highlighted row.
    public var selectedRow: Row? { offered.indices.contains(selected) ? rows[offered[selected]] : nil }

    /// Picks `pick` for the highlighted row; `nil` switches it.
    public mutating func choose(_ pick: Pick?) {
        guard offered.indices.contains(selected) else { return }
        let index = offered[selected]
        rows[index].pick = pick ?? (rows[index].pick == .mine ? .theirs : .mine)
    }

    /// Picks the second reading on every offered row where sous was unsure of its own line or had none.
    public mutating func chooseTheirsWhereUnsure() {
        for index in offered where mineIsUnsure(rows[index]) || rows[index].mine == nil {
            rows[index].pick = .theirs
        }
    }

    /// How many rows take the second reading's line (or leave sous's out).
    public var takenCount: Int { offered.filter { rows[$0].pick == .theirs }.count }

    /// sous's recipe with the picks made: a taken line is the second reader's, marked as the
    /// assistant's but sure (the cook chose it beside the line sous read), in the section of the
    /// line it replaces; a step's ingredients follow their lines to their new places.
    public func result() -> Recipe {
        var recipe = original
        var ingredients: [Ingredient] = []
        var newIndex: [Int: Int] = [:]
        var steps: [Step] = []
        var section: (ingredient: String?, step: String?) = (nil, nil)
        let taken = Provenance(source: .assistant, confidence: 1)
        for row in rows {
            switch (row.part, row.pick) {
            case (.ingredients, .mine):
                guard let index = row.mine else { continue }
                newIndex[index] = ingredients.count
                ingredients.append(original.ingredients[index])
                section.ingredient = original.ingredients[index].section
            case (.ingredients, .theirs):
                guard let index = row.theirs else { continue }
                var line = reading.ingredients[index]
                line.section = row.mine.map { original.ingredients[$0].section } ?? section.ingredient
                line.provenance = taken
                if let mine = row.mine { newIndex[mine] = ingredients.count }
                ingredients.append(line)
            case (.steps, .mine):
                guard let index = row.mine else { continue }
                steps.append(original.steps[index])
                section.step = original.steps[index].section
            case (.steps, .theirs):
                guard let index = row.theirs else { continue }
                var step = reading.steps[index]
                step.section = row.mine.map { original.steps[$0].section } ?? section.step
                step.ingredientIndices = row.mine.map { original.steps[$0].ingredientIndices } ?? []
                step.provenance = taken
                steps.append(step)
            }
        }
        for index in steps.indices {
            steps[index].ingredientIndices = steps[index].ingredientIndices.compactMap { newIndex[$0] }
        }
        recipe.ingredients = ingredients
        recipe.steps = steps
        return recipe
    }

    private func text(of recipe: Recipe, _ part: Part, _ index: Int) -> String {
        part == .ingredients ? Self.line(recipe.ingredients[index]) : recipe.steps[index].text
    }

    /// An ingredient as it was written, or its name when no line was kept.
    static func line(_ ingredient: Ingredient) -> String { ingredient.text.isEmpty ? ingredient.name : ingredient.text }

    /// The same line, but for case and spacing.
    static func sameLine(_ a: String, _ b: String) -> Bool {
        func key(_ text: String) -> String { text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return key(a) == key(b)
    }
}
