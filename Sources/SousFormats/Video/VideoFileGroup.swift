import Foundation

/// The files yt-dlp writes for one video (`Title [id].info.json`, `Title [id].en.vtt`,
/// `Title [id].en-orig.vtt`, `Title [id].de.srt`), found and paired so that importing the info
/// file, or a folder holding them all, makes one recipe.
public enum VideoFileGroup {
    public static let subtitleExtensions: Set<String> = ["vtt", "srt"]

    /// Whether `url` names a downloader's info file.
    public static func isInfoFile(_ url: URL) -> Bool {
        url.lastPathComponent.lowercased().hasSuffix(".info.json")
    }

    public static func isSubtitleFile(_ url: URL) -> Bool {
        subtitleExtensions.contains(url.pathExtension.lowercased())
    }

    /// The name shared by a video's files: "Title [id]" of "Title [id].info.json".
    static func stem(ofInfo url: URL) -> String {
        String(url.lastPathComponent.dropLast(".info.json".count))
    }

    /// The subtitle files in `candidates` that belong to the info file `info`: same folder, and
    /// named "<stem>.<language>.vtt" or "<stem>.vtt".
    public static func subtitles(of info: URL, among candidates: [URL]) -> [URL] {
        let stem = stem(ofInfo: info)
        let folder = info.deletingLastPathComponent().standardizedFileURL.path
        return candidates.filter { candidate in
            guard isSubtitleFile(candidate), candidate.deletingLastPathComponent().standardizedFileURL.path == folder else { return false }
            let name = candidate.deletingPathExtension().lastPathComponent
            guard name.hasPrefix(stem) else { return false }
            let rest = name.dropFirst(stem.count)
            return rest.isEmpty || (rest.first == "." && isLanguageTag(rest.dropFirst()))
        }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The subtitle files beside an info file on disk.
    public static func subtitles(besideInfo info: URL, fileManager: FileManager = .default) -> [URL] {
        let folder = info.deletingLastPathComponent()
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return [] }
        let stem = stem(ofInfo: info)
        let candidates = names.filter { $0.hasPrefix(stem) }.prefix(200).map { folder.appendingPathComponent($0) }
        return subtitles(of: info, among: Array(candidates))
    }

    /// Splits collected files into the ones to import and, for each info file, the subtitle files
    /// that go with it (which are then not imported on their own).
    public static func pair(_ files: [URL]) -> (files: [URL], subtitles: [URL: [URL]]) {
        var subtitles: [URL: [URL]] = [:]
        // A live stream's chat, which yt-dlp saves as a subtitle track, is no recipe.
        var taken = Set(files.filter { $0.lastPathComponent.lowercased().hasSuffix(".live_chat.json") })
        let candidates = files.filter(isSubtitleFile)
        for info in files where isInfoFile(info) {
            let own = Self.subtitles(of: info, among: candidates)
            subtitles[info] = own
            taken.formUnion(own)
        }
        return (files.filter { !taken.contains($0) }, subtitles)
    }

    /// The one track to read of several: the video's own language, else English as written
    /// ("en"), else any English, else the first. Tracks a person wrote (".en") come before the
    /// machine's original (".en-orig").
    static func choose(_ tracks: [URL], language: String?) -> URL? {
        guard tracks.count > 1 else { return tracks.first }
        let tagged = tracks.map { ($0, tag(of: $0)?.lowercased() ?? "") }
        func first(_ test: (String) -> Bool) -> URL? { tagged.first { test($0.1) }?.0 }
        if let language = language?.lowercased(), !language.isEmpty {
            if let exact = first({ $0 == language }) ?? first({ $0.hasPrefix(language + "-") && !$0.hasSuffix("-orig") })
                ?? first({ $0.hasPrefix(language) }) { return exact }
        }
        return first({ $0 == "en" }) ?? first({ $0.hasPrefix("en-") && !$0.hasSuffix("-orig") }) ?? first({ $0.hasPrefix("en") }) ?? tracks.first
    }

    /// "en" of "Title [id].en.vtt".
    static func tag(of track: URL) -> String? {
        let name = track.deletingPathExtension().lastPathComponent
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let tag = name[name.index(after: dot)...]
        return isLanguageTag(tag) ? String(tag) : nil
    }

    /// "en", "en-GB", "pt-BR", "en-orig", "zh-Hans", "live_chat" is not one.
    static func isLanguageTag(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.count <= 3 else { return false }
        return parts.dropFirst().allSatisfy { part in (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
