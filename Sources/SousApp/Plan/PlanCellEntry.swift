import SousCore

/// What a plan cell shows for one entry: its text (a recipe marked when it does not suit who eats
/// it, a note, a deleted recipe) and, under a mark, whom the mark is for ("✗ Alex"). Read by the
/// screen that draws the cell and by the mouse that finds the entry under a click, so both wrap
/// the same lines.
public struct PlanCellEntry: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case recipe, note, deletedRecipe
        /// Marked: an allergy (red), a diet (orange), or a line to check on the label.
        case allergy, diet, check
    }

    public var text: String
    /// Whom a mark is for: "⚠ Sam · ✗ Alex", "? check the label"; nil when unmarked.
    public var who: String?
    public var kind: Kind

    public init(_ entry: PlanEntry, household: HouseholdState) {
        who = nil
        if entry.isNote {
            text = entry.label
            kind = .note
            return
        }
        if entry.isDeletedRecipe {
            text = entry.label
            kind = .deletedRecipe
            return
        }
        // A meal set for named people ends in "·2" (how many eat it).
        let eaters = entry.eaters.map { "·\($0.count)" } ?? ""
        guard let safety = entry.recipeSafety, household.hasRestrictions,
              case let verdict = household.verdict(safety, eaters: entry.eaters), !verdict.isSafe else {
            text = entry.label + eaters
            kind = .recipe
            return
        }
        let mark = verdict.hasAllergy ? "⚠" : verdict.conflicts.isEmpty ? "?" : "✗"
        text = mark + " " + entry.label + eaters
        kind = verdict.hasAllergy ? .allergy : verdict.conflicts.isEmpty ? .check : .diet
        let people = verdict.conflicts.map { ($0.isAllergy ? "⚠ " : "✗ ") + $0.person }
        who = (people + (verdict.checkTheLabel ? ["? check the label"] : [])).joined(separator: " · ")
    }

    /// The entry's lines at `width`: the text wrapped, then whom its mark is for.
    public func lines(width: Int) -> [String] {
        Self.wrap(text: text, detail: who, width: width)
    }

    /// `text` wrapped to `width` (one line at least), then `detail` wrapped under it.
    public static func wrap(text: String, detail: String?, width: Int) -> [String] {
        let wrapped = TextWrap.wrap(text, width: width)
        return (wrapped.isEmpty ? [""] : wrapped) + (detail.map { TextWrap.wrap($0, width: width) } ?? [])
    }

    /// Rows each entry gets in a cell of `height` rows, given how many lines each would like:
    /// one each first, then the rest in order, each up to all its lines, while rows are left.
    /// With more entries than rows, each gets one (the cell then shows "+N more").
    public static func share(_ wanted: [Int], height: Int) -> [Int] {
        var shares = wanted.map { _ in 1 }
        var left = height - wanted.count
        for index in wanted.indices where left > 0 {
            let extra = min(left, max(0, wanted[index] - 1))
            shares[index] += extra
            left -= extra
        }
        return shares
    }

    /// The entry drawn on row `row` of a cell whose entries have `shares` rows; nil below them.
    public static func entry(atRow row: Int, shares: [Int]) -> Int? {
        var top = 0
        for (index, rows) in shares.enumerated() {
            if row < top + rows { return index }
            top += rows
        }
        return nil
    }
}
