import Foundation

/// A web page that is a video (its own `og:type` says `video…`, or a player card), told from its
/// `<meta>` tags, never its address: when such a page holds no recipe, the sentence can say how
/// sous reads a video instead.
enum VideoPage {
    static func isVideo(_ data: Data) -> Bool {
        let html = HTMLCharset.decode(data)
        return HTMLTagScanner.tags(in: html, wanted: ["meta"]).contains { tag in
            let key = (tag.attributes["property"] ?? tag.attributes["name"])?.lowercased()
            let content = tag.attributes["content"]?.lowercased() ?? ""
            return (key == "og:type" && content.hasPrefix("video")) || (key == "twitter:card" && content == "player")
        }
    }

    /// What to do instead, for the error of a video page without a recipe.
    static let advice = "it is a video page. sous reads a video's caption and subtitles from what yt-dlp saves: "
        + "yt-dlp --write-info-json --write-subs --write-auto-subs --skip-download URL, then import the .info.json."
}
