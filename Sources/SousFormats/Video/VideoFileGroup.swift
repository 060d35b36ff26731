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
        subtitles(of: info, in: index(candidates))
    }

    private static func subtitles(of info: URL, in index: [String: Set<URL>]) -> [URL] {
        (index[key(folderOf: info, stem: stem(ofInfo: info))] ?? []).sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Subtitle files by the folder and name an info file of theirs has: "Title [id].en.vtt" under
    /// "Title [id]" and, in case the language tag belongs to the name, "Title [id].en". Built once,
    /// so pairing many info files with many tracks is one lookup each, not a scan of all tracks.
    private static func index(_ candidates: [URL]) -> [String: Set<URL>] {
        var index: [String: Set<URL>] = [:]
        for candidate in candidates where isSubtitleFile(candidate) {
            let name = candidate.deletingPathExtension().lastPathComponent
            index[key(folderOf: candidate, stem: name), default: []].insert(candidate)
            if let tag = tag(of: candidate) {
                index[key(folderOf: candidate, stem: String(name.dropLast(tag.count + 1))), default: []].insert(candidate)
            }
        }
        return index
    }

    private static func key(folderOf url: URL, stem: String) -> String {
        url.deletingLastPathComponent().standardizedFileURL.path + "/" + stem
    }

    /// The subtitle files beside an info file on disk.
    public static func subtitles(besideInfo info: URL, fileManager: FileManager = .default) -> [URL] {
        let folder = info.deletingLastPathComponent()
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return [] }
        let stem = stem(ofInfo: info)
        let candidates = names.filter { $0.hasPrefix(stem) }.prefix(200).map { folder.appendingPathComponent($0) }
        return subtitles(of: info, among: Array(candidates))
    }

    /// The extensions of the audio or video a downloader saves beside its info file.
    public static let mediaExtensions: Set<String> = ["m4a", "mp3", "opus", "ogg", "oga", "wav", "flac", "aac", "webm", "mp4", "mkv", "mov"]

    /// The video's audio (or the video itself) beside an info file, named "<stem>.<extension>":
    /// what can be transcribed when there are no subtitles. Audio alone comes first (smaller).
    public static func media(besideInfo info: URL, fileManager: FileManager = .default) -> URL? {
        let folder = info.deletingLastPathComponent()
        let stem = stem(ofInfo: info)
        let ranked = ["m4a", "opus", "mp3", "ogg", "oga", "aac", "flac", "wav", "webm", "mp4", "mkv", "mov"]
        for ext in ranked {
            let candidate = folder.appendingPathComponent(stem + "." + ext)
            if fileManager.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Splits collected files into the ones to import and, for each info file, the subtitle files
    /// that go with it (which are then not imported on their own).
    public static func pair(_ files: [URL]) -> (files: [URL], subtitles: [URL: [URL]]) {
        var subtitles: [URL: [URL]] = [:]
        // A live stream's chat, which yt-dlp saves as a subtitle track, is no recipe.
        var taken = Set(files.filter { $0.lastPathComponent.lowercased().hasSuffix(".live_chat.json") })
        let index = index(files)
        for info in files where isInfoFile(info) {
            let own = Self.subtitles(of: info, in: index)
            subtitles[info] = own
            taken.formUnion(own)
        }
        // Most imports hold no video files: then no file is looked up in a set of addresses.
        return (taken.isEmpty ? files : files.filter { !taken.contains($0) }, subtitles)
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
