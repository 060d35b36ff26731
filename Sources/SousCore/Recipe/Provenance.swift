/// Where an imported ingredient or step came from, and how sure the importer is of it, so a cook
/// knows which lines to check. Lines of a recipe file a person or an app wrote (Cooklang, plain
/// text, sous JSON, Paprika) carry none: they are as their author wrote them.
public struct Provenance: Hashable, Sendable, Codable {
    /// The kind of source a line was read from.
    public enum Source: String, Hashable, Sendable, Codable, CaseIterable {
        /// schema.org Recipe data in a page's JSON-LD.
        case jsonLD = "json-ld"
        /// schema.org microdata attributes in a page.
        case microdata
        /// The page's visible text (headings and lists), read without structured data.
        case pageText = "page-text"
        /// A video's caption or description (yt-dlp `.info.json`, or pasted).
        case caption
        /// A video's spoken words (`.vtt`/`.srt` subtitles).
        case subtitles
        /// Text recognised in a photo of a page.
        case ocr
        /// Typed or edited by hand.
        case typed
        /// Written by the household's assistant (a model): every line is to be checked.
        case assistant
        /// A video's spoken words, transcribed from its audio by the assistant's server.
        case transcript
    }

    public var source: Source
    /// 0 (a guess) to 1 (read cleanly).
    public var confidence: Double

    public init(source: Source, confidence: Double) {
        self.source = source
        self.confidence = min(1, max(0, confidence.isFinite ? confidence : 0))
    }

    /// Below this a line is marked for checking (`?` in the import preview).
    public static let lowConfidence = 0.6

    public var isLowConfidence: Bool { confidence < Self.lowConfidence }

    /// What editing a line makes it: typed, and sure.
    public static let typed = Provenance(source: .typed, confidence: 1)

    /// A stored pair read back: nil unless the source is one this build knows.
    public static func stored(source: String?, confidence: Double?) -> Provenance? {
        guard let source, let known = Source(rawValue: source) else { return nil }
        return Provenance(source: known, confidence: confidence ?? 1)
    }
}

extension Recipe {
    /// Lines the importer was unsure of (marked `?` in the import preview).
    public var linesToCheck: Int {
        ingredients.filter { $0.provenance?.isLowConfidence == true }.count
            + steps.filter { $0.provenance?.isLowConfidence == true }.count
    }
}
