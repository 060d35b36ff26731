import SousApp
import SousCore
import SousStore

/// `sous list`: the library as a table.
public enum LibraryReport {
    /// "  7  ♥ Pancakes  Breakfast  25 min  ⚠ Sam", ids right-aligned, no trailing spaces.
    public static func lines(_ summaries: [RecipeSummary], people: [Person]) -> [String] {
        let idWidth = String(summaries.map(\.id).max() ?? 0).count
        return summaries.map { summary in
            let id = String(summary.id)
            let time = summary.totalMinutes.map { RecipeFacts.duration(minutes: $0) } ?? ""
            let fields = [String(repeating: " ", count: idWidth - id.count) + id,
                          (summary.favorite ? "♥ " : "  ") + summary.title,
                          summary.category ?? "", time, SafetyVerdict(safety: summary.safety, people: people).badge]
            var line = fields.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
