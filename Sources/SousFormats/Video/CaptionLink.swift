import Foundation

/// A web address in a caption, and whether its line talks about the recipe ("Full recipe:
/// https://..."), which makes it likely to be the recipe's own page.
struct CaptionLink: Hashable, Sendable {
    var url: String
    var nearRecipeWord: Bool

    /// The addresses in one raw caption line, in order.
    static func find(in line: Substring) -> [CaptionLink] {
        let lower = line.lowercased()
        guard TextSearch.contains(lower, "http") || TextSearch.contains(lower, "www.") else { return [] }
        let aboutRecipe = ["recipe", "written", "printable"].contains { TextSearch.contains(lower, $0) }
        var links: [CaptionLink] = []
        var rest = line[...]
        while let start = [rest.range(of: "http", options: .caseInsensitive)?.lowerBound,
                           rest.range(of: "www.", options: .caseInsensitive)?.lowerBound].compactMap({ $0 }).min() {
            let candidate = rest[start...].prefix(while: { !$0.isWhitespace && !stops.contains($0) && !CaptionEmoji.isPicture($0) })
            rest = rest[candidate.endIndex...]
            var url = String(candidate).trimmed(".,;:!?'\"”’")
            let lowerURL = url.lowercased()
            if lowerURL.hasPrefix("www.") { url = "https://" + url }
            guard url.lowercased().hasPrefix("http://") || url.lowercased().hasPrefix("https://") else { continue }
            links.append(CaptionLink(url: url, nearRecipeWord: aboutRecipe))
            if links.count >= 20 { break }
        }
        return links
    }

    static let stops: Set<Character> = ["<", ">", "(", ")", "[", "]", "{", "}", "|", "\"", "“", "”", "'"]
}
