/// One cue of a subtitle file: when it starts (seconds into the video) and its lines of text,
/// tags and sound descriptions already taken out.
struct SubtitleCue: Hashable, Sendable {
    var start: Double
    var lines: [String]
}
