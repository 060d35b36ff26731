/// The rows of a small reviewed data file written as `field | field` lines: `#` starts a
/// comment, blank lines are skipped, fields are trimmed. Each row keeps its line number for
/// `DataFileError`.
enum PipeTable {
    static func rows(_ text: String) -> [(line: Int, fields: [String])] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, raw in
            let content = (raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").trimmingSpaces
            return content.isEmpty ? nil : (offset + 1, content.split(separator: "|").map(\.trimmingSpaces))
        }
    }
}
