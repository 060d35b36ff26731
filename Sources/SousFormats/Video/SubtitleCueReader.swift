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
            let line = rawLine.trimmed(" \t\r\u{FEFF}")
            if line.isEmpty { continue }
            defer { atBlockStart = false }
            if skippingBlock { continue }
            if atBlockStart, ["WEBVTT", "NOTE", "STYLE", "REGION"].contains(where: { line.hasPrefix($0) }) {
                skippingBlock = true
                continue
            }
            if line.contains("-->") {
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

    /// The start of a timing line, in seconds; nil when it is malformed.
    static func timing(_ line: String) -> Double? {
        guard let arrow = line.range(of: "-->") else { return nil }
        return seconds(line[..<arrow.lowerBound].trimmed(" "))
    }

    /// "01:02:03.456", "02:03.456", "00:00:01,000" as seconds.
    static func seconds(_ text: String) -> Double? {
        let parts = text.replacingOccurrences(of: ",", with: ".").split(separator: ":")
        guard (2...3).contains(parts.count) else { return nil }
        var total = 0.0
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            guard part.count <= (isLast ? 12 : 4), let value = Double(part), value >= 0, value.isFinite else { return nil }
            total = total * 60 + value
        }
        return total
    }

    /// A cue line without tags, entities, speaker marks and sound descriptions.
    static func cleanText(_ line: String) -> String {
        var out = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "<", let close = tagEnd(in: line, from: index) {
                index = line.index(after: close)
                continue
            }
            out.append(character)
            index = line.index(after: index)
        }
        if out.contains("&") { out = HTMLText.decodeEntities(out) }
        out = removeSoundDescriptions(out)
        var text = Substring(HTMLText.collapse(out))
        // Speaker changes: "- Hi", ">> so today", "&gt;&gt;" once decoded.
        while let first = text.first, first == "-" || first == ">" || first == "–" {
            text = text.dropFirst().drop(while: { $0 == " " })
        }
        return String(text)
    }

    /// The ">" closing a tag that starts at `start`: "<c>", "</c>", "<c.colorE5E5E5>", "<v Bob>",
    /// "<00:00:01.500>". "i <3 garlic" and "< 5 min" are text.
    static func tagEnd(in line: String, from start: String.Index) -> String.Index? {
        let after = line.index(after: start)
        guard after < line.endIndex else { return nil }
        let first = line[after]
        guard first.isLetter || first == "/" || (first.isNumber && line[after...].prefix(3).contains(":")) else { return nil }
        var index = after
        var length = 0
        while index < line.endIndex, length < 200 {
            if line[index] == ">" { return index }
            if line[index] == "<" { return nil }
            index = line.index(after: index)
            length += 1
        }
        return nil
    }

    /// "[Music]", "(laughs)", "♪ la la ♪": what a viewer hears but no one says.
    static func removeSoundDescriptions(_ text: String) -> String {
        guard text.contains("[") || text.contains("(") || text.contains("♪") else { return text }
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
