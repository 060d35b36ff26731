import Foundation

/// What sous reads of the `.info.json` file yt-dlp writes beside a video
/// (`--write-info-json`): its title, description (the caption), uploader, page and length.
/// Every field is optional and read leniently (a number where text was expected is skipped,
/// not an error); everything else in the file, often hundreds of kilobytes of formats and
/// caption links, is skipped by the decoder without being built.
struct VideoInfo: Decodable, Sendable {
    var id: String?
    var title: String?
    var description: String?
    var uploader: String?
    var channel: String?
    var webpageURL: String?
    var duration: Double?
    var extractor: String?
    var language: String?

    enum CodingKeys: String, CodingKey {
        case id, title, fulltitle, description, uploader, channel, duration, extractor, language
        case extractorKey = "extractor_key"
        case webpageURL = "webpage_url"
        case originalURL = "original_url"
        case type = "_type"
    }

    /// Whether the object is one yt-dlp wrote: it names the page or the extractor it came from.
    var isFromDownloader: Bool { webpageURL != nil || extractor != nil }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) -> String? {
            guard let value = try? container.decodeIfPresent(String.self, forKey: key) else { return nil }
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
        id = text(.id)
        title = text(.title) ?? text(.fulltitle)
        description = text(.description)
        uploader = text(.uploader) ?? text(.channel)
        channel = text(.channel)
        webpageURL = text(.webpageURL) ?? text(.originalURL)
        extractor = text(.extractor) ?? text(.extractorKey)
        language = text(.language)
        if let seconds = try? container.decodeIfPresent(Double.self, forKey: .duration), seconds.isFinite, seconds >= 0 {
            duration = seconds
        }
    }

    /// Decodes `data`; nil when it is not a JSON object or not one a downloader wrote. The
    /// decoder refuses JSON nested hundreds of levels deep by itself (checked by
    /// `VideoInfoImportTests`), so no separate walk over a file of 300 KB is needed.
    static func decode(_ data: Data) -> VideoInfo? {
        guard let info = try? JSONDecoder().decode(VideoInfo.self, from: data), info.isFromDownloader else { return nil }
        return info
    }

    /// Whether bytes that start like JSON look like a downloader's info file: the keys only yt-dlp
    /// writes, looked for as bytes so that a large file is not parsed twice.
    static func looksLikeInfo(_ data: Data) -> Bool {
        for key in markers where data.firstRange(of: key) != nil { return true }
        return false
    }

    static let markers: [Data] = ["\"webpage_url\"", "\"extractor_key\"", "\"extractor\""].map { Data($0.utf8) }
}
