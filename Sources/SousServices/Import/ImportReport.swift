import SousCore
import SousStore

/// Counts and reasons for one `sous import` run, as the lines it prints.
public struct ImportReport {
    public var importedTitles: [String] = []
    public var skipped: [String] = []
    public var failed: [String] = []
    /// What was imported without something (a picture that could not be had).
    public var notes: [String] = []
    /// Better sources to try, such as the recipe page a video's caption links to.
    public var hints: [String] = []
    /// How many were to be saved, when saving stopped part way ("imported 1000 of 20000").
    public var outOf: Int?

    public init() {}

    public func text(dryRun: Bool) -> String {
        let of = outOf.map { " of \($0)" } ?? ""
        var lines = ["\(dryRun ? "would import" : "imported") \(importedTitles.count)\(of), skipped \(skipped.count), failed \(failed.count)"]
        // One line per entry: a file name (or a message quoting one) with a line break in it shows it as \n.
        func entries(_ label: String, _ texts: [String]) -> [String] { texts.map { "  \(label): " + TerminalText.visibleName($0) } }
        if importedTitles.count <= 50 { lines += entries(dryRun ? "would import" : "imported", importedTitles) }
        lines += entries("hint", hints)
        lines += entries("skipped", skipped)
        lines += entries("failed", failed)
        lines += entries("note", notes)
        return lines.joined(separator: "\n") + "\n"
    }

    /// "Pancakes (4 ingredients, 3 steps)".
    public static func titleLine(_ recipe: Recipe) -> String {
        "\(recipe.title) (\(recipe.ingredients.count) ingredients, \(recipe.steps.count) steps)"
    }

    /// "imported 1,000 of 20,000; the disk is full: the other 19,000 were not saved. …"
    public static func stopped(saved: Int, of total: Int, by error: Error) -> String {
        let rest = total - saved
        let unsaved = saved == 0 ? "nothing was saved" : "the other \(CountText.grouped(rest)) \(rest == 1 ? "was" : "were") not saved"
        let again = saved == 0 ? "try again" : "run the same import again (the \(CountText.grouped(saved)) already saved are skipped)"
        let remedy = StoreError.isDiskFull(error) ? "Free some space and " : "When that is fixed, "
        return "imported \(CountText.grouped(saved)) of \(CountText.grouped(total)); \(StoreError.cause(of: error)): \(unsaved). \(remedy)\(again)."
    }
}
