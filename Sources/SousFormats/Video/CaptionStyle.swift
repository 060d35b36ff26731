/// Tells a caption pasted or saved as text from a plain-text recipe, so that captions go to the
/// caption reader and plain recipes keep being read exactly as before. A caption shows itself
/// by what a feed puts there and a cookbook does not: hashtags, emoji, "link in bio", "follow
/// for more". Two such signs are needed, so one emoji in a recipe's notes changes nothing.
public enum CaptionStyle {
    public static func looksLikeCaption(_ text: Substring) -> Bool {
        var hashtags = 0
        var pictures = 0
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "#", previous.isWhitespace, next < text.endIndex, text[next].isLetter {
                hashtags += 1
            } else if CaptionEmoji.isPicture(character), !CaptionLine.alwaysBullets.contains(character) {
                pictures += 1
            }
            if hashtags + pictures >= 3 || hashtags >= 2 { return true }
            previous = character
            index = next
        }
        if hashtags + pictures >= 2 { return true }
        let lower = text.lowercased()
        let phrases = ["link in bio", "recipe in bio", "in my bio", "follow for more", "#shorts", "#fyp", "full recipe in"]
        let found = phrases.filter { TextSearch.contains(lower, $0) }.count
        return found >= 1 && hashtags + pictures >= 1 || found >= 2
    }
}
