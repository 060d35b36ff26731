import Foundation
import SousCore
import Yams

extension CooklangWriter {
    /// The recipe as Cooklang, keeping as much of `existing` (the file as the cook wrote it) as
    /// still says the same: its body untouched when only the metadata changed (a rating, a
    /// favourite, tags), and its own front matter keys, order and names ("serves") with sous's
    /// values; the whole recipe written afresh only when its steps or ingredients changed.
    /// Whatever is kept is read back and must give the very recipe `write` would, or it is not used.
    public static func write(_ recipe: Recipe, keepingTheLayoutOf existing: String, fileName: String) -> String {
        let fresh = write(recipe)
        let (metadata, body) = split(existing)
        var candidates = [existing]
        if let metadata, let merged = mergedFrontMatter(recipe, over: metadata) { candidates.append(merged + body) }
        candidates.append(serialize(frontMatterPairs(recipe), title: recipe.title) + body)
        for candidate in candidates where !candidate.isEmpty {
            guard let read = try? CooklangImporter.recipe(from: candidate, fileName: fileName) else { continue }
            if write(read) == fresh { return TerminalText.visible(candidate) }
        }
        return fresh
    }

    /// The front matter's YAML (nil when the file has none) and the body after it.
    static func split(_ text: String) -> (metadata: String?, body: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { !$0.cooklangTrimmed().isEmpty }), lines[first].cooklangTrimmed() == "---",
              let close = lines[(first + 1)...].firstIndex(where: { $0.cooklangTrimmed() == "---" }) else { return (nil, text) }
        var body = lines[(close + 1)...].joined(separator: "\n")
        // sous's own front matter ends with one blank line; the body starts after it.
        if body.hasPrefix("\n") { body.removeFirst() }
        return (lines[(first + 1)..<close].joined(separator: "\n"), body)
    }

    /// The file's own front matter with sous's values: each key the recipe has a field for
    /// takes the recipe's value under the cook's key name (or goes when the field is empty),
    /// other keys stay as they are, and fields the file did not have are added at the end.
    /// Nil when the front matter is not a YAML mapping.
    static func mergedFrontMatter(_ recipe: Recipe, over yaml: String) -> String? {
        guard let node = try? Yams.compose(yaml: yaml), case .mapping(let mapping) = node else { return nil }
        var own: [CooklangMetadataField: Node] = [:]
        var order: [CooklangMetadataField] = []
        for (key, value) in frontMatterPairs(recipe) {
            guard let field = key.string.flatMap(CooklangMetadataField.init(key:)) else { continue }
            own[field] = value
            order.append(field)
        }
        var pairs: [(Node, Node)] = []
        var placed = Set<CooklangMetadataField>()
        for (key, value) in mapping {
            guard let field = key.string.flatMap(CooklangMetadataField.init(key:)), field != .notes else {
                pairs.append((key, value))
                continue
            }
            guard placed.insert(field).inserted, let mine = own[field] else { continue }
            pairs.append((key, mine))
        }
        for field in order where !placed.contains(field) {
            pairs.append((Node(field.writtenKey), own[field]!))
        }
        return serialize(pairs, title: recipe.title)
    }
}
