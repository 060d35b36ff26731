import Foundation
import SousCore

/// `sous suggest`: what the pantry can cook, as lines or JSON.
public enum SuggestionReport {
    /// "12  Risotto  (missing 2)", then what is missing, short, to check and used up.
    public static func lines(_ suggestions: [PantrySuggestion]) -> [String] {
        var lines: [String] = []
        for s in suggestions {
            let count = s.missingCount == 0 ? "have everything" : "missing \(s.missingCount)"
            lines.append("\(s.recipeID ?? 0)  \(s.title)  (\(count))")
            if !s.missing.isEmpty { lines.append("    missing: " + s.missing.joined(separator: ", ")) }
            if !s.short.isEmpty { lines.append("    short: " + s.short.joined(separator: ", ")) }
            if !s.noted.isEmpty { lines.append("    check: " + s.noted.joined(separator: ", ")) }
            if !s.usesUp.isEmpty { lines.append("    uses up: " + s.usesUp.joined(separator: ", ")) }
        }
        return lines
    }

    /// `[{"id", "title", "have", "missing", "short", "noted", "uses_up", "score"}]`; `missing` includes the short.
    public static func json(_ suggestions: [PantrySuggestion]) throws -> String {
        let rows: [[String: Any]] = suggestions.map { s in
            ["id": s.recipeID ?? 0, "title": s.title, "have": s.have, "missing": s.missing + s.short,
             "short": s.short, "noted": s.noted, "uses_up": s.usesUp, "score": s.score]
        }
        let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
