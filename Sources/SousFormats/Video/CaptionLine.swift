/// One line of a caption with its decoration read off: the list marker it starts with (a bullet,
/// a picture, a number, "Step 2:"), hashtags and @handles, and every emoji. What is left is the
/// words a cook would write; what was taken off is kept as facts the reader needs (a line that
/// was only hashtags, a heading pointed at with 👇, where the first picture broke the words).
struct CaptionLine: Hashable, Sendable {
    enum Marker: Hashable, Sendable {
        case none
        case bullet
        case number(Int)
    }

    /// The words of the line, single-spaced, without pictures, markers or trailing hashtags.
    var text: String
    var marker: Marker
    /// The words before the first picture inside the line ("Smash burgers" of "Smash burgers 🍔
    /// the only way"), where a caption's first line usually ends its title.
    var beforePicture: String
    /// A pointing picture (👇 ⬇️ 👉) was on the line: a heading hint.
    var points: Bool
    /// The line held hashtags or handles and nothing else.
    var onlyTags: Bool
    /// The line was framed by the same bullet character on both sides ("~ SAUCE ~", "- VEG -"):
    /// a heading's dress, not a list item's marker.
    var framed = false
    /// The line's marker was a picture ("🍅 TOMATO SOUP", "🧂 1 tsp salt").
    var pictureLed = false

    var isListItem: Bool { marker != .none }

    init(_ raw: Substring) {
        var marker = Marker.none
        var points = false
        var pictureBullet = false
        var leadingPicture: Character?
        var bulletCharacter: Character?
        var rest = raw.drop(while: \.isWhitespace)
        // Leading pictures and bullets, in any mix ("✅ - 2 eggs", "1️⃣ Boil").
        while let first = rest.first {
            if let number = CaptionEmoji.keycapNumber(first) {
                marker = .number(number)
            } else if CaptionEmoji.isPicture(first) {
                if CaptionEmoji.isPointer(first) { points = true }
                if marker == .none {
                    marker = .bullet
                    pictureBullet = true
                    leadingPicture = first
                }
            } else if Self.bullets.contains(first) {
                let next = rest.dropFirst().first
                // "-2" or "*note*" are words; a bullet stands apart from what follows.
                guard next == nil || next == " " || Self.alwaysBullets.contains(first) else { break }
                if marker == .none {
                    marker = .bullet
                    bulletCharacter = first
                }
            } else if first.isWhitespace {
                // between markers
            } else {
                break
            }
            rest = rest.dropFirst()
        }
        if let (number, after) = Self.leadingNumber(rest) {
            marker = .number(number)
            rest = after
        }
        var words: [Substring] = []
        var beforePicture: String?
        var sawTag = false
        var wordStart = rest.startIndex
        var index = rest.startIndex
        func endWord(at end: String.Index) {
            if wordStart < end { words.append(rest[wordStart..<end]) }
        }
        while index < rest.endIndex {
            let character = rest[index]
            if character.isWhitespace {
                endWord(at: index)
                wordStart = rest.index(after: index)
            } else if CaptionEmoji.isPicture(character) {
                endWord(at: index)
                wordStart = rest.index(after: index)
                // "3 🧄 cloves", "1 frozen 🍌": after an amount that names no food, the picture is its name.
                if let food = Self.foodNamed(by: character, after: words) {
                    words.append(Substring(food))
                    index = rest.index(after: index)
                    continue
                }
                if CaptionEmoji.isPointer(character) { points = true }
                if beforePicture == nil, !words.isEmpty {
                    beforePicture = Self.join(words.filter { !Self.isTag($0) })
                }
            }
            index = rest.index(after: index)
        }
        endWord(at: rest.endIndex)
        // Hashtags and handles at the end are the caption's tags; inside a sentence, a hashtag
        // is a word ("this #healthy bowl").
        while let last = words.last, Self.isTag(last) {
            words.removeLast()
            sawTag = true
        }
        // "✨ Lemon Ricotta Pasta ✨": pictures on both sides frame a title or a heading; they are
        // no bullet.
        if pictureBullet, let last = raw.last(where: { !$0.isWhitespace }), CaptionEmoji.isPicture(last) {
            marker = .none
        }
        // "~ SAUCE ~": the same bullet closing the line frames it as well.
        var framed = false
        if let bulletCharacter, marker == .bullet, raw.last(where: { !$0.isWhitespace }) == bulletCharacter {
            marker = .none
            framed = true
        }
        let kept = words.map { Self.isTag($0) ? $0.dropFirst() : $0 }
        var text = Self.join(kept)
        text = text.trimmed(Self.decoration)
        // "🍋 1/2, for squeezing": a food's picture leading an amount that names nothing is the name.
        if let leadingPicture, marker == .bullet, let named = Self.naming(text, by: leadingPicture) { text = named }
        self.text = text
        self.marker = text.isEmpty ? .none : marker
        self.pictureLed = pictureBullet && self.marker == .bullet
        self.beforePicture = (beforePicture ?? text).trimmed(Self.decoration)
        self.points = points
        self.onlyTags = text.isEmpty && sawTag
        self.framed = framed && !text.isEmpty
    }

    static let bullets: Set<Character> = ["-", "*", "•", "·", "–", "—", "‣", "◦", "○", "●", ">", "~", "+", "▢", "□", "☐", "✓", "✔", "・", "･", "■", "◆", "◇", "»", "›", "▸", "▹", "►", "➤", "➢", "♦", "❖"]
    /// Bullets that never begin a word, so they need no space after them ("・" and "･" are the
    /// Japanese middle dots, full and half width).
    static let alwaysBullets: Set<Character> = ["•", "·", "‣", "◦", "○", "●", "▢", "□", "☐", "✓", "✔", "・", "･", "■", "◆", "◇", "▸", "▹", "►", "➤", "➢", "♦", "❖"]
    static let decoration = " -–—|~*_=•·"

    /// The food a picture inside a line stands for, when the words before it are an amount that
    /// names no food ("3" of "3 🧄 cloves"); nil for a picture after a named food ("2 cups rice 🍚").
    static func foodNamed(by picture: Character, after words: [Substring]) -> String? {
        guard !words.isEmpty, let food = CaptionVocabulary.standard.food(for: picture) else { return nil }
        let before = join(words)
        guard CaptionIngredientReader.startsWithAmount(Substring(before)), !CaptionIngredientReader.isKnownFood(before) else { return nil }
        return food
    }

    /// A line led by a food's picture whose words are only an amount ("1/2, for squeezing"),
    /// with the food put after the amount; nil otherwise.
    static func naming(_ text: String, by picture: Character) -> String? {
        guard CaptionIngredientReader.startsWithNumber(text), let food = CaptionVocabulary.standard.food(for: picture) else { return nil }
        let comma = text.firstIndex(of: ",")
        let head = comma.map { text[..<$0] } ?? Substring(text)
        guard CaptionIngredientReader.isAmountOnly(head) else { return nil }
        return "\(head.trimmed(" ")) \(food)" + (comma.map { String(text[$0...]) } ?? "")
    }

    static func isTag(_ word: Substring) -> Bool {
        guard word.count > 1, let first = word.first, first == "#" || first == "@" else { return false }
        let second = word[word.index(after: word.startIndex)]
        return second.isLetter || second.isNumber || second == "_"
    }

    static func join(_ words: [Substring]) -> String {
        words.joined(separator: " ")
    }

    /// "1.", "2)", "Step 3:", "STEP 4 -": a step or item number, with the text after it.
    static func leadingNumber(_ text: Substring) -> (Int, Substring)? {
        var rest = text
        var stepWord = false
        if let first = rest.first, first == "s" || first == "S", rest.prefix(5).lowercased() == "step " {
            rest = rest.dropFirst(5).drop(while: { $0 == " " })
            stepWord = true
        }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 2, let number = Int(digits) else { return nil }
        rest = rest[digits.endIndex...]
        guard let mark = rest.first else { return stepWord ? (number, rest) : nil }
        if mark == "." || mark == ")" || (stepWord && (mark == ":" || mark == "-" || mark == " ")) {
            let after = rest.dropFirst()
            // "1.5 kg" is an amount, and "1) " needs its space.
            guard after.first == nil || after.first == " " else { return nil }
            var trimmed = after.drop(while: { $0 == " " })
            if stepWord, let dash = trimmed.first, dash == "-" || dash == ":" || dash == "–" {
                trimmed = trimmed.dropFirst().drop(while: { $0 == " " })
            }
            return (number, trimmed)
        }
        return nil
    }
}
