/// Tells the pictures of a caption (emoji, pictographic bullets, arrows, flags, keycaps) from its
/// words, so they can serve as bullets and separators and then be dropped: a recipe line reads
/// "3 tbsp honey", not "🍯 3 tbsp honey".
enum CaptionEmoji {
    /// Whether the character is a picture rather than a letter, digit or punctuation mark. Keycap
    /// digits ("1️⃣") count: the caller reads them as numbers first.
    static func isPicture(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.isASCII {
            // "1️⃣", "#️⃣": an ASCII character made a picture by the keycap mark.
            return scalars.contains { $0.value == 0x20E3 }
        }
        if isPictureScalar(first) { return true }
        // A character of joiners and modifiers alone (left over from a broken sequence).
        return scalars.allSatisfy(isJoiner)
    }

    /// The number on a keycap ("3️⃣" is 3, "🔟" is 10), or nil.
    /// Circled numbers count as keycaps do ("① Cut the goya", "❷ Fry"), as step lists write them.
    static func keycapNumber(_ character: Character) -> Int? {
        let scalars = Array(character.unicodeScalars)
        if scalars.count == 1, scalars[0].value == 0x1F51F { return 10 }
        if scalars.count == 1, let circled = circledNumber(scalars[0].value) { return circled }
        guard scalars.count >= 2, scalars.last?.value == 0x20E3, let digit = scalars.first,
              (0x30...0x39).contains(digit.value) else { return nil }
        return Int(digit.value - 0x30)
    }

    private static func circledNumber(_ value: UInt32) -> Int? {
        switch value {
        case 0x2460...0x2473: Int(value - 0x2460) + 1   // ① to ⑳
        case 0x2776...0x277F: Int(value - 0x2776) + 1   // ❶ to ❿
        case 0x2780...0x2789: Int(value - 0x2780) + 1   // ➀ to ➉
        case 0x278A...0x2793: Int(value - 0x278A) + 1   // ➊ to ➓
        default: nil
        }
    }

    static func isPictureScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1F000...0x1FAFF,   // pictographs, emoticons, transport, flags (regional indicators), supplements
             0x2600...0x27BF,     // miscellaneous symbols and dingbats (✅ ✔ ❤)
             0x2B00...0x2BFF,     // arrows and stars (⬇ ⭐)
             0x2190...0x21FF,     // arrows used as bullets (→ ↓)
             0x2300...0x23FF,     // technical symbols (⏰ ⌛)
             0x25A0...0x25FF,     // geometric shapes (▪ ▫ ◾ ▶)
             0x3030, 0x303D, 0x3297, 0x3299, 0x00A9, 0x00AE, 0x2122, 0x2139, 0x24C2:
            return true
        default:
            return scalar.properties.isEmojiPresentation || isJoiner(scalar)
        }
    }

    /// Marks that only join or modify pictures: variation selectors, the zero-width joiner, the
    /// keycap mark, skin tones and tag characters.
    static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE0E, 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
        default: return false
        }
    }

    /// Pictures that point down or along, which captions put after a heading ("Ingredients👇").
    static func isPointer(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return [0x1F447, 0x2B07, 0x2935, 0x1F53D, 0x2193, 0x1F449, 0x27A1, 0x2192, 0x1F4CC].contains(first.value)
    }

    /// Whether any character of `text` is a picture; a quick byte test first, since most lines are ASCII.
    static func containsPicture(_ text: Substring) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return text.contains(where: isPicture)
    }
}
