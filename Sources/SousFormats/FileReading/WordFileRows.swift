import Foundation

/// The rows of the word files shipped as data (`section-headings.txt`, `caption-headings.txt`,
/// ...): one entry a line, fields separated by tabs, `#` starting a comment line, blank lines
/// skipped. Each row keeps its line number and text, so a reader can name a malformed line.
enum WordFileRows {
    struct Row {
        var number: Int
        var line: String
        var fields: [String]

        /// Whether the row has exactly `count` fields and none of them is empty.
        func hasFields(_ count: Int) -> Bool { fields.count == count && !fields.contains(where: \.isEmpty) }
    }

    static func rows(in text: String) -> [Row] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { return nil }
            let fields = line.split(separator: "\t").map { $0.trimmingCharacters(in: .whitespaces) }
            return Row(number: index + 1, line: line, fields: fields)
        }
    }
}
