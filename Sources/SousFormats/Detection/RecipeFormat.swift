import Foundation

/// The formats sous imports, recognised by content first and the file name second.
public enum RecipeFormat: String, Sendable, CaseIterable {
    case html, sousJSON, paprikaArchive, paprikaRecipe, cooklang, plainText
    /// A photo or scan of a printed page (PNG, JPEG, TIFF), read with OCR.
    case photo
    /// The `.info.json` a video downloader (yt-dlp) writes beside a video.
    case videoInfo
    /// A video's subtitles: WebVTT (`.vtt`) or SubRip (`.srt`).
    case subtitles
    /// A video's caption saved or pasted as text: hashtags, emoji, "link in bio".
    case caption

    /// What the format's inputs are called in a sentence about their size.
    var sizeDescription: String {
        switch self {
        case .html: "pages and files"
        case .sousJSON: "sous JSON files"
        case .paprikaArchive, .paprikaRecipe: "Paprika exports"
        case .cooklang, .plainText: "recipe files"
        case .photo: "photos of pages"
        case .videoInfo: "video info files"
        case .subtitles: "subtitle files"
        case .caption: "captions"
        }
    }

    public static func detect(_ data: Data, name: String) -> RecipeFormat {
        let ext = (name as NSString).pathExtension.lowercased()
        if PagePhoto.sniff(data) != nil { return .photo }
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .paprikaArchive }
        if data.starts(with: [0x1F, 0x8B]) { return .paprikaRecipe }
        let head = String(decoding: data.prefix(2048), as: UTF8.self)
        let trimmed = head.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" })
        // Bytes, lower-cased as ASCII (the markers are ASCII): `String.lowercased` and
        // `String.contains` (Foundation's NSString on Linux) cost every file of a large import.
        let lower = trimmed.utf8.prefix(512).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        if lower.starts(with: "<!doctype html".utf8) || lower.starts(with: "<html".utf8)
            || containsBytes(lower, "<head") || containsBytes(lower, "<body")
            || (lower.first == UInt8(ascii: "<") && ["html", "htm", "testhtml"].contains(ext)) {
            return .html
        }
        if trimmed.hasPrefix("{") {
            // A downloader's info file is a JSON object too; its keys tell it from a sous recipe.
            let lowerName = name.lowercased()
            return lowerName.hasSuffix(".info.json") || VideoInfo.looksLikeInfo(data) ? .videoInfo : .sousJSON
        }
        if trimmed.hasPrefix("[") { return .sousJSON }
        if trimmed.hasPrefix("WEBVTT") || isSubRip(trimmed) || (ext == "vtt" || ext == "srt") { return .subtitles }
        if ext == "cook" { return .cooklang }
        if ext == "html" || ext == "htm" { return .html }
        // Cooklang markup: "@name{...}" or front matter with Cooklang-only syntax.
        if head.contains("@") && (head.contains("{}") || head.range(of: #"@[^\s{]+\{[^}]*\}"#, options: .regularExpression) != nil) {
            return .cooklang
        }
        if CaptionStyle.looksLikeCaption(trimmed) { return .caption }
        return .plainText
    }

    /// Whether `needle` occurs in `text`, byte for byte.
    static func containsBytes(_ haystack: [UInt8], _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { needle in
            guard let first = needle.first else { return true }
            guard haystack.count >= needle.count else { return false }
            for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                if (1..<needle.count).allSatisfy({ haystack[start + $0] == needle[$0] }) { return true }
            }
            return false
        }
    }

    /// "1" then "00:00:01,000 --> 00:00:04,000": the first cue of a SubRip file.
    static func isSubRip(_ head: Substring) -> Bool {
        // Only the first two lines are looked at: never split the whole head.
        let lines = head.split(maxSplits: 2, whereSeparator: \.isNewline).prefix(2)
        guard lines.count == 2, lines[lines.startIndex].trimmed(" \r").allSatisfy(\.isNumber) else { return false }
        let timing = lines[lines.index(after: lines.startIndex)]
        return timing.contains("-->") && timing.first?.isNumber == true && timing.contains(":")
    }
}
