import Foundation
import SousCore

/// The hand-labelled captions that measure the caption reader (`Tests/SousFormatsTests/Captions/
/// Labelled`, described in its README), scored the same way by the test and by `make eval`.
///
/// Each caption is a `.txt` (pasted) or `.info.json` (yt-dlp) file beside a `.expected` file: a
/// `title:` line, then one `quantity | unit | name` line per ingredient in order (`-` for none).
/// A caption is right when its title and every ingredient are right: titles compared as
/// lowercase words ("&" is "and"); quantities as numbers ("1 1/2" = 3/2, "2-3" a range); units
/// by their canonical id ("tablespoons" = "tbsp"); names as lowercase words, each made singular.
public enum CaptionLabelledSet {
    public struct Result: Sendable {
        public var total = 0
        public var right = 0
        public var titlesRight = 0
        public var ingredientListsRight = 0
        /// Labelled ingredient lines, and how many of them the reader found right anywhere in its
        /// list (a list with one line missing is wrong as a list, but right on every other line).
        public var lines = 0
        public var linesFound = 0
        /// One paragraph per caption that was not right, saying what was expected and found.
        public var misses: [String] = []
    }

    /// Imports and scores every labelled caption in `folder`.
    /// The sets written after the reader was tuned on `Labelled/`, folder and number of captions,
    /// in the order they were written. Each was scored once before the reader was changed for it;
    /// each folder's README gives that first score.
    public static let heldOutSets: [(folder: String, captions: Int)] = [
        ("HeldOut", 12), ("HeldOut2", 20), ("HeldOut3", 25), ("HeldOut4", 30), ("HeldOut5", 30),
        ("HeldOut6", 30), ("HeldOut7", 25), ("HeldOut8", 25), ("HeldOut9", 20), ("HeldOut10", 20),
        ("HeldOut11", 20), ("HeldOut12", 20), ("HeldOut13", 20),
        ("HeldOut14", 15), ("HeldOut15", 15), ("HeldOut16", 15), ("HeldOut17", 20), ("HeldOut18", 20), ("HeldOut19", 20), ("HeldOut20", 20),
        ("HeldOut21", 20), ("HeldOut22", 20), ("HeldOut23", 20), ("HeldOut24", 20),
    ]

    public static func score(folder: URL) -> Result {
        var result = Result()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where name.hasSuffix(".expected") {
            let stem = String(name.dropLast(".expected".count))
            guard let captionName = names.first(where: { $0 == stem + ".txt" || $0 == stem + ".info.json" }),
                  let expected = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                  let data = try? Data(contentsOf: folder.appendingPathComponent(captionName)) else { continue }
            result.total += 1
            let label = parse(expected)
            let recipe: Recipe?
            var problem = ""
            // A video's subtitles beside its info file (`NN-dish.en.vtt`) are read with it, as an import reads them.
            let info = folder.appendingPathComponent(captionName)
            let subtitles = VideoFileGroup.isInfoFile(info) ? VideoFileGroup.subtitles(besideInfo: info) : []
            do { recipe = try RecipeImporter.read(data, name: captionName, subtitles: subtitles).recipes.first } catch {
                recipe = nil
                problem = " (\(error.message))"
            }
            let titleRight = words(label.title) == words(recipe?.title ?? "")
            let got = recipe?.ingredients ?? []
            var unclaimed = got
            for want in label.ingredients {
                result.lines += 1
                if let index = unclaimed.firstIndex(where: { matches($0, want) }) {
                    result.linesFound += 1
                    unclaimed.remove(at: index)
                }
            }
            var ingredientLines: [String] = []
            var listRight = got.count == label.ingredients.count
            for index in 0..<max(got.count, label.ingredients.count) {
                let want = index < label.ingredients.count ? label.ingredients[index] : nil
                let have = index < got.count ? got[index] : nil
                let same = want != nil && have != nil && matches(have!, want!)
                if !same {
                    listRight = false
                    let wanted = want.map { "\($0.quantity) | \($0.unit) | \($0.name)" } ?? "nothing"
                    let found = have.map { "\(quantityText($0)) | \($0.unit ?? "-") | \($0.name)   [\($0.text)]" } ?? "nothing"
                    ingredientLines.append("    ingredient \(index + 1): expected \(wanted); got \(found)")
                }
            }
            if titleRight { result.titlesRight += 1 }
            if listRight { result.ingredientListsRight += 1 }
            if titleRight && listRight {
                result.right += 1
            } else {
                var miss = ["\(captionName)\(problem)"]
                if !titleRight { miss.append("    title: expected \"\(label.title)\"; got \"\(recipe?.title ?? "")\"") }
                result.misses.append((miss + ingredientLines).joined(separator: "\n"))
            }
        }
        return result
    }

    struct Label {
        var title = ""
        var ingredients: [(quantity: String, unit: String, name: String)] = []
    }

    static func parse(_ text: String) -> Label {
        var label = Label()
        for line in text.split(separator: "\n") {
            if line.hasPrefix("title:") {
                label.title = line.dropFirst(6).trimmed(" ")
                continue
            }
            let columns = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmed(" ") }
            guard columns.count == 3 else { continue }
            label.ingredients.append((columns[0], columns[1], columns[2]))
        }
        return label
    }

    static func matches(_ ingredient: Ingredient, _ label: (quantity: String, unit: String, name: String)) -> Bool {
        let expected = label.quantity == "-" ? nil : QuantityParser.parse(label.quantity)
        guard expected?.low == ingredient.quantity, expected?.high == ingredient.quantityHigh else { return false }
        guard unit(label.unit == "-" ? nil : label.unit) == unit(ingredient.unit) else { return false }
        return words(label.name).map(singular) == words(ingredient.name).map(singular)
    }

    static func quantityText(_ ingredient: Ingredient) -> String {
        guard let low = ingredient.quantity else { return "-" }
        return ingredient.quantityHigh.map { "\(low)-\($0)" } ?? "\(low)"
    }

    static func unit(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        if let known = SousCore.Unit.lookup(text) { return known.id }
        return singular(text.lowercased())
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().replacingOccurrences(of: "&", with: " and ").replacingOccurrences(of: "+", with: " and ")
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    static func singular(_ word: String) -> String {
        if word.hasSuffix("ves") && word.count > 4 { return String(word.dropLast(3)) + "f" }
        if word.hasSuffix("ies") && word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") { return String(word.dropLast(2)) }
        if word.hasSuffix("s") && !word.hasSuffix("ss") && word.count > 3 { return String(word.dropLast()) }
        return word
    }
}
