import Foundation

/// Picks the link in a caption most likely to be the full recipe, to offer it as the better
/// source. No host is named: a link to the video's own site (another video, the channel) is never
/// it; an address whose path reads like an article ("/recipes/easy-one-pan-shakshuka") is a good
/// candidate, best on a line that says "recipe"; a short link or a bare profile ("bit.ly/3xYz",
/// "linktr.ee/name") is offered only when its line says "recipe".
enum RecipeLinkChooser {
    static func better(among links: [CaptionLink], videoURL: String?) -> String? {
        let videoHost = videoURL.flatMap { URL(string: $0)?.host }.map(bareHost)
        var articles: [CaptionLink] = []
        var weak: [CaptionLink] = []
        for link in links {
            guard let url = URL(string: link.url), let host = url.host.map(bareHost), host.contains("."),
                  host != videoHost else { continue }
            let path = url.path.lowercased()
            if [".jpg", ".jpeg", ".png", ".gif", ".mp4", ".mov", ".webp", ".pdf"].contains(where: path.hasSuffix) { continue }
            if looksLikeArticle(path) { articles.append(link) } else { weak.append(link) }
        }
        if let best = articles.first(where: \.nearRecipeWord) ?? articles.first { return best.url }
        return weak.first(where: \.nearRecipeWord)?.url
    }

    static func bareHost(_ host: String) -> String {
        let lower = host.lowercased()
        return lower.hasPrefix("www.") ? String(lower.dropFirst(4)) : lower
    }

    /// A path with a slug of words ("/garlic-butter-steak-bites", "/2024/05/pad_thai"), or one
    /// that says "recipe": a page about something, not a profile or a short code.
    static func looksLikeArticle(_ path: String) -> Bool {
        let parts = path.split(separator: "/").filter { !$0.isEmpty }
        if parts.contains(where: { $0.contains("recipe") }) && parts.count >= 2 { return true }
        return parts.contains { part in
            let words = part.split(whereSeparator: { $0 == "-" || $0 == "_" }).filter { $0.count >= 2 && $0.contains(where: \.isLetter) }
            return words.count >= 2
        }
    }
}
