/// Makes a recipe title of a video's title or a caption's first line: "How to make PERFECT
/// Shakshuka (one pan!) #shorts" is "Shakshuka", "Thai Green Curry - better than takeaway! | Chef
/// Nok" is "Thai Green Curry", "gochujang butter noodles in 10 minutes 🍜" is "Gochujang Butter
/// Noodles". What goes: hashtags and emoji, a channel after "|", asides in brackets, the chatter
/// after the dish's name, and words that praise rather than name it ("easy", "the best", "viral",
/// "15 minute").
enum CaptionTitle {
    /// The title in `text`, or nil when nothing of it names anything.
    static func clean(_ text: String) -> String? {
        let line = CaptionLine(Substring(text))
        var title = line.beforePicture.isEmpty ? line.text : line.beforePicture
        title = removeBrackets(title)
        // "Goya Champuru ゴーヤーチャンプルー｜Okinawa's…": a full-width bar is a bar.
        title = dropOtherScript(title.replacingOccurrences(of: "｜", with: " | "))
        title = dropRequest(title)
        title = firstPart(title)
        title = cutChatter(title)
        title = stripPraise(title)
        title = title.trimmed(" -–—|/:;,.!?*~\"'“”‘’")
        guard title.contains(where: \.isLetter) else { return nil }
        return recase(title)
    }

    /// Whether a video's title names only the account that posted it, as yt-dlp titles an
    /// Instagram reel ("Video by flamegrill.dan") or a post with no words ("TikTok video #7311…");
    /// then the caption's first line names the dish instead.
    static func namesOnlyTheAccount(_ title: String, uploader: String?) -> Bool {
        let lower = title.lowercased().trimmed(" ")
        for lead in ["video by ", "reel by ", "post by ", "photo by ", "tiktok video #"] where lower.hasPrefix(lead) {
            return true
        }
        if let uploader = uploader?.lowercased().trimmed(" @"), !uploader.isEmpty {
            return lower.trimmed(" @") == uploader
        }
        return false
    }

    /// A title from a file name as yt-dlp writes it: "Crispy Chicken [dQw4w9WgXcQ].en.vtt".
    static func fromFileName(_ name: String) -> String? {
        var stem = Substring(name)
        for suffix in [".info.json", ".vtt", ".srt", ".json", ".txt", ".text"] where stem.lowercased().hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
            break
        }
        // The language tag yt-dlp adds before the extension: ".en", ".en-GB", ".en-orig", ".pt-BR".
        if let dot = stem.lastIndex(of: "."), VideoFileGroup.isLanguageTag(stem[stem.index(after: dot)...]) {
            stem = stem[..<dot]
        }
        var text = String(stem)
        // The video's id in square brackets, and the underscores some downloaders use for spaces.
        text = removeBrackets(text).replacingOccurrences(of: "_", with: " ")
        return clean(text)
    }

    /// "ผัดซีอิ๊ว Pad See Ew", "Hotteok 호떡": the name in another script before or after its Latin
    /// spelling goes, as an aside in brackets would, with what follows it ("dry-fried green beans
    /// 干煸四季豆 aka the side dish": the gloss ends the dish's name).
    static func dropOtherScript(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= 0x0250 && $0.properties.isAlphabetic }) else { return text }
        func isLatin(_ word: Substring) -> Bool { word.unicodeScalars.contains { $0.value < 0x0250 && $0.properties.isAlphabetic } }
        func isOther(_ word: Substring) -> Bool {
            word.unicodeScalars.contains { $0.properties.isAlphabetic } && !isLatin(word)
        }
        var words = text.split(separator: " ")
        while words.count > 1, isOther(words[0]), words.dropFirst().contains(where: isLatin) { words.removeFirst() }
        if let gloss = words.indices.dropFirst().first(where: { isOther(words[$0]) }) { words.removeSubrange(gloss...) }
        return words.joined(separator: " ")
    }

    /// The dish a line names in a short sentence after its chatter ("Y'all asked what I bring to
    /// every potluck so here it is. Skillet cornbread 🌽"), when the title cut from its start opens
    /// with an interjection: a last sentence of a few words, with no number, that is no instruction.
    static func namedInLastSentence(of line: String, title: String) -> String? {
        // Only when the line opens as talk does ("Y'all asked…", "Okay so…").
        guard let opening = title.split(separator: " ").first, interjections.contains(opening.lowercased()) else { return nil }
        let parsed = CaptionLine(Substring(line))
        let head = parsed.beforePicture.isEmpty ? parsed.text : parsed.beforePicture
        var sentences: [Substring] = []
        var start = head.startIndex
        var index = head.startIndex
        while index < head.endIndex {
            let next = head.index(after: index)
            if ".!?".contains(head[index]), next == head.endIndex || head[next] == " " {
                sentences.append(head[start..<index])
                start = next
            }
            index = next
        }
        sentences.append(head[start...])
        let said = sentences.map { $0.trimmed(" ") }.filter { !$0.isEmpty }
        guard said.count > 1, let last = said.last, (1...4).contains(last.split(separator: " ").count), !last.contains(where: \.isNumber),
              !CookingVerbs.opensInstruction(last.split(separator: " ")), !CaptionReader.isFiller(String(last)) else { return nil }
        return clean(last)
    }

    /// Drops "(...)" and "[...]" asides, unless nothing would be left.
    static func removeBrackets(_ text: String) -> String {
        var out = ""
        var depth = 0
        for character in text {
            if character == "(" || character == "[" { depth += 1; continue }
            if character == ")" || character == "]" { depth = max(0, depth - 1); continue }
            if depth == 0 { out.append(character) }
        }
        let collapsed = HTMLText.collapse(out)
        return collapsed.contains(where: \.isLetter) ? collapsed : text
    }

    /// The part before a separator: " | channel", " - better than takeaway", "Dal. cosy and cheap".
    /// "Dinner idea: honey chicken" keeps the part after a generic lead.
    static func firstPart(_ text: String) -> String {
        var title = Substring(text)
        if let colon = title.firstIndex(of: ":") {
            let lead = title[..<colon].lowercased().trimmed(" ")
            let after = title[title.index(after: colon)...].trimmed(" ")
            if genericLeads.contains(where: { lead == $0 || lead.hasPrefix($0 + " ") }) || lead.allSatisfy({ $0.isNumber || $0 == " " }) {
                if !after.isEmpty { title = Substring(after) }
            } else {
                title = title[..<colon]
            }
        }
        // "Kerala Fish Curry / Meen Curry": the dish's second name after a slash.
        for separator in [" | ", " - ", " – ", " — ", " // ", " / ", " • ", "|", "!", "?", ". ", ", ", " … ", "...", "…"] {
            if let range = title.range(of: separator), !title[..<range.lowerBound].trimmed(" ").isEmpty {
                title = title[..<range.lowerBound]
            }
        }
        return String(title).trimmed(" ")
    }

    static let genericLeads = [
        "recipe", "the recipe", "dinner idea", "dinner ideas", "dinner", "lunch", "lunch idea", "breakfast", "dessert",
        "snack", "today's recipe", "todays recipe", "day", "episode", "ep", "part", "week", "new recipe", "easy recipe",
    ]

    /// "you asked for the whiskey sour", "as requested: tom yum": who asked for the dish goes
    /// before its name is looked for.
    static func dropRequest(_ text: String) -> String {
        let lower = text.lowercased()
        for lead in requests where lower.hasPrefix(lead) && text.count > lead.count + 1 {
            let after = text.dropFirst(lead.count)
            guard let next = after.first, next == " " || next == ":" || next == "," else { continue }
            return after.trimmed(" :,-")
        }
        return text
    }

    static let requests = [
        "you guys asked for", "you all asked for", "y'all asked for", "yall asked for", "you asked for", "u asked for",
        "as requested", "as promised", "by request", "by popular request", "by popular demand", "you wanted",
    ]

    /// The rest of a caption's first line that answers a comment ("@jenna here you go!! the
    /// whiskey sour from my stories", "replying to @sam 👉 yes you can air fry them!! halloumi
    /// fries"): the handle and the answer go, the dish is in what is left. Nil when the line does
    /// not open as an answer, or nothing is left.
    static func afterReply(_ raw: Substring) -> Substring? {
        var rest = raw.drop(while: { $0 == " " || $0 == "\t" })
        var replied = false
        for lead in ["replying to ", "reply to ", "in reply to ", "answering "] where rest.prefix(lead.count).lowercased() == lead {
            rest = rest.dropFirst(lead.count).drop(while: { $0 == " " })
            replied = true
            break
        }
        if rest.first == "@", let second = rest.dropFirst().first, second.isLetter || second.isNumber || second == "_" {
            rest = rest.drop(while: { $0 != " " })
            replied = true
        }
        guard replied else { return nil }
        rest = rest.drop(while: { $0 == " " || $0 == "," || $0 == ":" || CaptionEmoji.isPicture($0) })
        // The answer ("here you go!!", "yes you can air fry them!!") is the first sentence.
        let first = rest.prefix(while: { $0.isLetter || $0 == "'" }).lowercased()
        if answers.contains(first) {
            var index = rest.startIndex
            while index < rest.endIndex, !".!?".contains(rest[index]), !CaptionEmoji.isPicture(rest[index]) { index = rest.index(after: index) }
            let after = rest[index...].drop(while: { ".!? ".contains($0) || CaptionEmoji.isPicture($0) })
            if after.contains(where: \.isLetter) { rest = after }
        }
        return rest.contains(where: \.isLetter) ? rest : nil
    }

    /// Words that open an answer to a comment.
    static let answers: Set<String> = [
        "here", "here's", "heres", "yes", "yep", "yeah", "yup", "sure", "ofc", "ok", "okay", "of", "absolutely", "thanks",
        "thank", "done", "hi", "hey", "hello", "omg", "haha", "lol", "no", "nope", "coming", "your", "you", "as", "aww",
    ]

    /// Cuts the chatter that follows a dish's name in a caption's first line: "banana bread you'll
    /// ever make", "cucumber salad is SO refreshing", "noodles in 10 minutes", "bulgogi at home".
    static func cutChatter(_ text: String) -> String {
        let words = text.split(separator: " ")
        guard words.count > 1 else { return text }
        for index in 1..<words.count {
            let word = words[index].lowercased()
            let next = index + 1 < words.count ? words[index + 1].lowercased() : ""
            let cut: Bool
            switch word {
            case "but", "that", "which", "you", "you'll", "youll", "you’ll", "you've", "youve", "you’ve", "you're", "youre",
                 "you’re", "is", "are", "was", "i", "i've", "i'm", "ive", "im",
                 "we", "everyone", "everyone's", "when", "because", "so", "ready", "like", "without", "under", "vs", "vs.",
                 "made", "hack", "edition":
                cut = true
            case "in":
                // "noodles in 10 minutes", "in under an hour"; "Tiramisu in a jar" stays.
                let after = index + 2 < words.count ? words[index + 2].lowercased() : ""
                cut = next.first?.isNumber == true || ["under", "one", "just", "only", "no", "less", "minutes", "mins"].contains(next)
                    || (next == "a" && ["minute", "flash", "hurry", "jiffy"].contains(after))
            case "at":
                cut = next == "home"
            case "better", "cheaper", "faster", "healthier":
                // "Beef and Broccoli Better Than Takeout": the comparison is a claim, not the name.
                cut = next == "than"
            case "the":
                // "Shortbread the way my gran made it".
                cut = next == "way"
            case "and":
                // "soup and you will love it"; "mac and cheese" stays.
                cut = ["you", "i", "we", "it", "it's", "its", "they", "now", "honestly"].contains(next)
            case "for":
                // "for game day", "for when you need a hug", "for beginners": who or when it is for.
                cut = true
            case "from":
                // "from my stories", "from last week's video", "from yesterday's live", "from scratch-ish".
                cut = next.hasPrefix("scratch") || ["the", "my", "leftover", "leftovers", "last", "yesterday", "yesterday's", "today's", "this", "your", "our"].contains(next)
            case "with":
                cut = ["no", "only", "just", "me", "us"].contains(next)
            case "of":
                // "The tuna melt of my dreams": whose dish it is, said as praise; "Bowl of noodles" stays.
                cut = ["my", "your", "our", "ur"].contains(next)
            case "on":
                cut = ["repeat", "a"].contains(next)
            default:
                cut = false
            }
            if cut { return words[..<index].joined(separator: " ") }
        }
        return text
    }

    /// Strips the words that praise a dish or say how it was filmed, from either end.
    static func stripPraise(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        var changed = true
        while changed, words.count > 1 {
            changed = false
            let lower = words.map { $0.lowercased().trimmed("!.,:*\"'") }
            for phrase in leadingPraise {
                let parts = phrase.split(separator: " ").map(String.init)
                if parts.count < words.count, Array(lower.prefix(parts.count)) == parts {
                    words.removeFirst(parts.count)
                    changed = true
                    break
                }
            }
            if changed { continue }
            // "Quick-ish chicken pho", "healthy-ish": praise hedged is still praise.
            if lower[0].hasSuffix("-ish"), praiseWords.contains(String(lower[0].dropLast(4))) {
                words.removeFirst()
                changed = true
                continue
            }
            // "15 minute", "15-minute", "3 ingredient", "one-pan"? (kept: it says how it is made).
            if words.count > 2, lower[0].first?.isNumber == true || numberWords.contains(lower[0]),
               ["minute", "minutes", "min", "mins", "ingredient", "ingredients", "hour", "second"].contains(lower[1]) {
                words.removeFirst(2)
                changed = true
                continue
            }
            if words.count > 1, let dash = lower[0].firstIndex(of: "-"), lower[0][..<dash].allSatisfy(\.isNumber),
               ["minute", "min", "ingredient", "hour"].contains(String(lower[0][lower[0].index(after: dash)...])) {
                words.removeFirst()
                changed = true
                continue
            }
            if let last = lower.last, trailingPraise.contains(last), words.count > 1 {
                words.removeLast()
                changed = true
            }
        }
        return words.joined(separator: " ")
    }

    /// "3-ingredient peanut butter cookies", "15 minute chickpea curry": a line that opens by
    /// counting its ingredients or minutes is a dish's name, not an amount.
    static func opensWithHowQuickOrFew(_ text: String) -> Bool {
        let words = text.prefix(40).lowercased().split(separator: " ").prefix(2).map { $0.trimmed(",.!") }
        guard let first = words.first, first.first?.isNumber == true else { return false }
        if let dash = first.firstIndex(of: "-"), first[..<dash].allSatisfy(\.isNumber) {
            return howQuickOrFew.contains(String(first[first.index(after: dash)...]))
        }
        return words.count == 2 && first.allSatisfy(\.isNumber) && howQuickOrFew.contains(words[1])
    }

    static let howQuickOrFew: Set<String> = ["minute", "minutes", "min", "mins", "ingredient", "ingredients", "hour", "second"]

    static let numberWords: Set<String> = ["one", "two", "three", "four", "five", "ten", "fifteen", "twenty", "thirty"]

    /// Longest first, so "the best" goes before "the" would.
    static let leadingPraise: [String] = [
        "how to make the", "how to make a", "how to make", "how to cook", "how i make", "how i made", "how to", "making",
        "quick and easy", "quick & easy", "super easy", "easy peasy", "the best ever", "best ever", "the best", "the ultimate",
        "the perfect", "the easiest", "the crispiest", "the moistest", "the fluffiest", "the cheesiest", "the juiciest",
        "the creamiest", "the tastiest", "the most", "the viral", "the famous", "the only", "the real", "my favourite",
        "my favorite", "my go-to", "my famous", "my everyday", "my easy", "meal prep", "the", "this", "these", "my", "our",
        "easy", "easiest", "quick", "simple", "best", "ultimate", "perfect", "viral", "famous", "delicious", "amazing",
        "incredible", "insane", "homemade", "real", "everyday", "favourite", "favorite", "lazy", "cheap", "budget",
        "healthy-ish", "tiktok", "trending", "crispiest", "moistest", "fluffiest", "cheesiest", "juiciest",
        "creamiest", "tastiest", "classic", "proper", "authentic", "weeknight", "weekday", "midweek", "a", "an",
    ]

    /// The single praise words ("easy", "quick"), which also praise with "-ish": "quick-ish".
    static let praiseWords: Set<String> = Set(leadingPraise.filter { !$0.contains(" ") })

    /// Praise that follows the dish's name, in English and in the languages that put their
    /// adjectives after the noun ("Paella valenciana auténtica", "Tarte tatin facile"). Not
    /// French "parfait": in English captions it is the dish ("Breakfast parfait").
    static let trailingPraise: Set<String> = [
        "recipe", "recipes", "ever", "hack", "tutorial", "asmr", "shorts", "short", "video", "season", "szn",
        "auténtica", "auténtico", "autentica", "autentico", "authentique", "fácil", "facile", "perfecta", "perfecto",
        "perfetta", "perfetto", "parfaite", "casera", "casero", "clásica", "clásico", "classica", "classico",
        "deliciosa", "delicioso", "deliziosa", "delizioso", "délicieuse", "délicieux", "rápida", "rápido", "veloce",
    ]

    /// Words that open a spoken sentence, not a dish's name: a title made only of them ("Okay")
    /// says the dish comes later in its line.
    static let interjections: Set<String> = [
        "ok", "okay", "so", "guys", "omg", "honestly", "listen", "alright", "right", "well", "hi", "hey", "hello", "ngl",
        "um", "lol", "yall", "y'all", "friends", "babe", "babes", "pov", "wait", "literally", "oh", "oh my god", "bro",
    ]

    /// The dish a chatty line names after "this" or "these" ("Okay I need to talk about this pasta
    /// alla vodka because…" is "Pasta alla Vodka"), when `title`, cut from its start, is only an
    /// interjection. Nil otherwise.
    static func namedLater(in line: String, title: String) -> String? {
        let titleWords = title.lowercased().split(separator: " ")
        guard !titleWords.isEmpty, titleWords.allSatisfy({ interjections.contains(String($0)) }) else { return nil }
        let words = CaptionLine(Substring(line)).text.split(separator: " ")
        for (index, word) in words.enumerated() where index + 1 < words.count {
            let lower = word.lowercased()
            guard lower == "this" || lower == "these" else { continue }
            let rest = words[(index + 1)...].prefix(12).joined(separator: " ")
            if let named = clean(rest), named.split(separator: " ").count <= 6 { return named }
        }
        return nil
    }

    /// All capitals, all lower case or a sentence's case ("Beef bulgogi") reads as shouting or a
    /// hurried post: title case it. A title that capitalises some words itself is left alone.
    static func recase(_ title: String) -> String {
        let letters = title.filter(\.isLetter)
        guard letters.count > 1, letters.allSatisfy(\.isUppercase) || letters.dropFirst().allSatisfy(\.isLowercase) else { return title }
        let small: Set<String> = ["a", "an", "and", "or", "the", "of", "in", "on", "with", "to", "for", "at", "by", "de", "la"]
        return title.lowercased().split(separator: " ").enumerated().map { index, word in
            if index > 0 && small.contains(String(word)) { return String(word) }
            // "dry-fried" is "Dry-Fried", as a title writes each part of a joined word.
            return word.split(separator: "-", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst() }
                .joined(separator: "-")
        }.joined(separator: " ")
    }
}
