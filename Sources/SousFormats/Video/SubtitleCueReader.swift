/// Reads the cues of WebVTT (`.vtt`, as YouTube and yt-dlp write them) and SubRip (`.srt`)
/// files. Both are blocks separated by blank lines, each with a timing line
/// ("00:00:01.000 --> 00:00:04.000 align:start position:0%", "00:00:01,000 --> 00:00:04,000")
/// and lines of text. WebVTT adds a header, NOTE, STYLE and REGION blocks (skipped), cue
/// settings after the timing, and tags in the text (`<c>`, `<i>`, `<v Speaker>`, the inline
/// word timings of auto-subtitles `<00:00:01.500>`), all dropped; so are SubRip's `<i>` and
/// `<font>`, speaker dashes and `[Music]`-style sound descriptions.
enum SubtitleCueReader {
    /// More cues than any recipe video has (a 10-hour video at one cue a second): a file with more
    /// is refused before its text is kept.
    static let maximumCues = 50_000
    /// A cue's line is on screen for a few seconds: two lines of about 42 characters. One over a
    /// thousand characters is no speech; only its first thousand (to a space) are read, so a
    /// 10 MB line costs no more than a long video.
    static let maximumLineCharacters = 1_000

    static func cues(in text: String, name: String) throws(RecipeImportError) -> [SubtitleCue] {
        var cues: [SubtitleCue] = []
        var current: SubtitleCue?
        var skippingBlock = false
        var atBlockStart = true
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // Only an empty line ends a block: YouTube's auto-subtitles put a line of one space
            // inside their cues.
            if rawLine.isEmpty || rawLine == "\r" {
                if let cue = current, !cue.lines.isEmpty { cues.append(cue) }
                current = nil
                skippingBlock = false
                atBlockStart = true
                if cues.count > maximumCues {
                    throw RecipeImportError("\(name) has more than \(maximumCues.formatted()) subtitle cues; sous reads the subtitles of videos up to a few hours long.")
                }
                continue
            }
            let line = trimmedLine(cutShort(rawLine))
            if line.isEmpty { continue }
            defer { atBlockStart = false }
            if skippingBlock { continue }
            if atBlockStart, ["WEBVTT", "NOTE", "STYLE", "REGION"].contains(where: { line.hasPrefix($0) }) {
                skippingBlock = true
                continue
            }
            if TextSearch.contains(line, "-->") {
                if let cue = current, !cue.lines.isEmpty { cues.append(cue) }
                current = timing(line).map { SubtitleCue(start: $0, lines: []) }
                continue
            }
            // A cue number (SubRip, or a WebVTT identifier) before its timing line.
            if atBlockStart { continue }
            guard current != nil else { continue }
            let cleaned = cleanText(line)
            if !cleaned.isEmpty { current?.lines.append(cleaned) }
        }
        if let cue = current, !cue.lines.isEmpty { cues.append(cue) }
        if cues.count > maximumCues {
            throw RecipeImportError("\(name) has more than \(maximumCues.formatted()) subtitle cues; sous reads the subtitles of videos up to a few hours long.")
        }
        return cues
    }

    /// The line, or its first `maximumLineCharacters` cut at the last space before them.
    static func cutShort(_ line: Substring) -> Substring {
        guard line.utf8.count > maximumLineCharacters,
              let end = line.index(line.startIndex, offsetBy: maximumLineCharacters, limitedBy: line.endIndex) else { return line }
        let head = line[..<end]
        return head[..<(head.lastIndex(of: " ") ?? end)]
    }

    /// The start of a timing line, in seconds; nil when it is malformed.
    static func timing(_ line: String) -> Double? {
        guard let offset = TextSearch.firstOffset(of: "-->", in: line) else { return nil }
        return seconds(String(decoding: line.utf8.prefix(offset), as: UTF8.self).trimmed(" "))
    }

    /// "01:02:03.456", "02:03.456", "00:00:01,000" as seconds, read digit by digit: hours and
    /// minutes of up to four digits, seconds with up to three decimals (a comma in SubRip).
    static func seconds(_ text: String) -> Double? {
        var fields: [Int] = [0]
        var fraction = 0.0
        var scale = 0.1
        var inFraction = false
        var digits = 0
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39:
                digits += 1
                if inFraction {
                    fraction += Double(byte - 0x30) * scale
                    scale /= 10
                } else {
                    guard digits <= 4 else { return nil }
                    fields[fields.count - 1] = fields[fields.count - 1] * 10 + Int(byte - 0x30)
                }
            case 0x3A where !inFraction:
                guard digits > 0, fields.count < 3 else { return nil }
                fields.append(0)
                digits = 0
            case 0x2E, 0x2C:
                guard !inFraction, digits > 0 else { return nil }
                inFraction = true
                digits = 0
            default:
                return nil
            }
        }
        guard fields.count >= 2, digits > 0 || inFraction else { return nil }
        return Double(fields.reduce(0) { $0 * 60 + $1 }) + fraction
    }

    /// A line without the spaces, tabs, carriage return and byte order mark around it, found on
    /// its bytes (every line of a long file passes here).
    static func trimmedLine(_ line: Substring) -> String {
        let utf8 = line.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { start = utf8.index(start, offsetBy: 3) }
        while start < end, [0x20, 0x09, 0x0D].contains(utf8[start]) { start = utf8.index(after: start) }
        while end > start, [0x20, 0x09, 0x0D].contains(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return String(line[start..<end])
    }

    /// A cue line without tags, entities, speaker marks and sound descriptions.
    static func cleanText(_ line: String) -> String {
        var line = line
        var kept: [UInt8] = []
        kept.reserveCapacity(line.utf8.count)
        line.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x3C, let close = tagEnd(in: bytes, from: index) {
                    index = close + 1
                    continue
                }
                kept.append(bytes[index])
                index += 1
            }
        }
        var out = String(decoding: kept, as: UTF8.self)
        if TextSearch.contains(out, byte: 0x26) { out = HTMLText.decodeEntities(out) }
        out = removeSoundDescriptions(out)
        var text = Substring(HTMLText.collapse(out))
        // Speaker changes: "- Hi", ">> so today", "&gt;&gt;" once decoded.
        while let first = text.first, first == "-" || first == ">" || first == "–" {
            text = text.dropFirst().drop(while: { $0 == " " })
        }
        return String(text)
    }

    /// The index of the ">" closing a tag that starts at `start`: "<c>", "</c>",
    /// "<c.colorE5E5E5>", "<v Bob>", "<00:00:01.500>". "i <3 garlic" and "< 5 min" are text.
    static func tagEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let after = start + 1
        guard after < bytes.count else { return nil }
        let first = bytes[after]
        let letter = (0x61...0x7A).contains(first | 0x20)
        let timing = (0x30...0x39).contains(first) && (after..<min(bytes.count, after + 3)).contains { bytes[$0] == 0x3A }
        guard letter || first == 0x2F || timing else { return nil }
        var index = after
        while index < bytes.count, index - after < 200 {
            if bytes[index] == 0x3E { return index }
            if bytes[index] == 0x3C { return nil }
            index += 1
        }
        return nil
    }

    /// "[Music]", "(laughs)", "♪ la la ♪": what a viewer hears but no one says.
    static func removeSoundDescriptions(_ text: String) -> String {
        guard TextSearch.contains(text, byte: 0x5B) || TextSearch.contains(text, byte: 0x28) || TextSearch.contains(text, "♪")
            || TextSearch.contains(text, "♫") else { return text }
        var out = ""
        var closing: Character?
        for character in text {
            if let close = closing {
                if character == close { closing = nil }
                continue
            }
            switch character {
            case "[": closing = "]"
            case "(": closing = ")"
            case "♪", "♫": closing = character
            default: out.append(character)
            }
        }
        return out
    }
}
