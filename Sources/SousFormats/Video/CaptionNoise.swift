/// The lines of a caption that are about the video or the account, not the dish: "full recipe
/// in bio", "follow for more", "use code SAUCY15", "Instagram: @...", a song credit, a chapter
/// list, a sponsor's thanks. The reader drops them (after taking any link out of them).
enum CaptionNoise {
    /// Whether a line (its words, lowercased) is about the video rather than the recipe.
    static func isNoise(_ lower: String) -> Bool {
        if lower.isEmpty { return false }
        if isTimestamp(lower) { return true }
        if lower.hasSuffix("for more") || lower.hasSuffix("for more!") { return true }
        for phrase in phrases where TextSearch.contains(lower, phrase) { return true }
        for start in starts where lower.hasPrefix(start) { return true }
        // "Instagram: @x", "TikTok - x", "YouTube ▶ link": a line led by a network's name.
        let firstWord = lower.prefix(while: { $0.isLetter })
        if networks.contains(String(firstWord)) {
            let after = lower.dropFirst(firstWord.count).first
            if after == nil || after == ":" || after == " " && lower.count < 40 { return true }
        }
        // A line that is only an address.
        if !TextSearch.contains(lower, byte: 0x20), lower.hasPrefix("http") || lower.hasPrefix("www.") { return true }
        return false
    }

    /// What only the line as written shows, before `CaptionLine` takes its pictures and the "@" of
    /// its handles off: a song credit marked with a note ("🎶 "Corrido de Verano" – Los Primos"), a
    /// line that opens by addressing an account ("@mai.eats thank you for the tips!!").
    static func isNoise(raw: Substring) -> Bool {
        let line = raw.drop(while: { $0 == " " || $0 == "\t" })
        if line.first == "@", let second = line.dropFirst().first, second.isLetter || second.isNumber || second == "_" {
            return true
        }
        // Most lines are ASCII: no picture to look for.
        guard line.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return line.contains(where: { musicMarks.contains($0) })
    }

    static let musicMarks: Set<Character> = ["🎵", "🎶", "♪", "♫", "🎼"]

    /// Anywhere in the line.
    static let phrases = [
        "in bio", "in my bio", "in the bio", "bio link", "link below", "linked below", "links below", "in the description",
        "full recipe", "written recipe", "printable recipe", "recipe on my", "recipe is on", "recipe at ", "recipe linked",
        "recipe link", "recipe card", "on my blog", "on my website", "on the blog", "on my site",
        "follow for", "follow me", "follow along", "for more recipes", "for more easy", "for more ",
        "subscribe", "hit the bell", "turn on notifications", "post notifications",
        "save this", "save it for", "save for later", "save the recipe", "bookmark", "share this with", "send this to",
        "tag someone", "tag a friend", "tag your", "tag me", "comment \"", "comment '", "comment “", "comment below",
        "comments below", "in the comments", "let me know", "dm me", "i'll send you", "i'll dm", "what should i make",
        "sponsored", "sponsor", "in partnership with", "partnered with", "paid partnership", "#ad", "use code", "discount code",
        "promo code", "% off", "affiliate", "shop my", "shop the", "my cookbook", "pre-order", "preorder", "storefront",
        "amazon.", "amzn.", "music:", "song:", "sound:", "audio:", "music by", "song by", "♪", "🎵", "🎶",
        "business inquiries", "business enquiries", "for collabs", "collab", "@gmail", "email me", "merch",
        "on my page", "on my profile", "on my channel", "thanks for watching", "thank you for watching", "like and subscribe", "like & subscribe", "smash that like",
    ]

    /// Only at the start of the line.
    static let starts = ["pov", "follow ", "ad ", "ad|", "ad:", "not sponsored", "credit", "via ", "repost", "📸", "macros", "nutrition:"]

    /// Social networks, which lead a line that points at an account.
    static let networks: Set<String> = [
        "instagram", "insta", "ig", "tiktok", "youtube", "yt", "facebook", "fb", "pinterest", "twitter", "x", "snapchat",
        "threads", "website", "blog", "newsletter", "patreon", "email", "shop", "store", "cookbook",
    ]

    /// The words after a line's leading timestamp ("0:15 marinate: …" gives "marinate: …"); nil
    /// when the line does not start with one.
    static func afterTimestamp(_ line: Substring) -> Substring? {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        guard let first = trimmed.first, first.isASCII, first.isNumber, isTimestamp(String(trimmed.prefix(12))) else { return nil }
        let stamp = trimmed.prefix(while: { ($0.isASCII && $0.isNumber) || $0 == ":" })
        let rest = trimmed[stamp.endIndex...].drop(while: { $0 == " " || $0 == "-" || $0 == "–" || $0 == "—" })
        return rest.isEmpty ? nil : rest
    }

    /// "0:00 Intro", "1:23:45 - plating": a chapter line of a video description.
    static func isTimestamp(_ lower: String) -> Bool {
        let digits = lower.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 2 else { return false }
        let rest = lower.dropFirst(digits.count)
        guard rest.first == ":" else { return false }
        let minutes = rest.dropFirst().prefix(while: { $0.isASCII && $0.isNumber })
        return minutes.count == 2
    }
}
