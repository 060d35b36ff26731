import Foundation
import SousCore

/// The text an importer read a recipe from (a caption, spoken subtitles, a photo's recognised
/// words, a page's visible text), kept with the preview when some line was read unsurely, so a
/// second reader (the household's assistant) can read the same words again. Only what a cook
/// would see is kept: no markup, no timings, at most `limit` characters.
public enum SourceText {
    /// The most kept: about 6,000 tokens, within a small local model's context with the prompt.
    public static let limit = 24_000

    /// Whether any line of `recipes` is marked for checking; only then is the text worth keeping.
    public static func isWanted(for recipes: [Recipe]) -> Bool {
        recipes.contains { $0.linesToCheck > 0 }
    }

    /// `lines` as one text, cut to the limit: from a few lines before the first one that names the
    /// recipe's title or its first ingredient (a page's recipe sits below its menus and story),
    /// else from the top.
    public static func window(_ lines: [String], around recipe: Recipe) -> String {
        let kept = lines.map { ImportedText.clean($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let marks = [recipe.title, recipe.ingredients.first?.text ?? ""]
            .map { $0.lowercased().trimmingCharacters(in: .whitespaces) }.filter { $0.count >= 3 }
        let found = kept.firstIndex { line in
            let lowered = line.lowercased()
            return marks.contains { lowered.contains($0) }
        }
        var text = ""
        for line in kept[max(0, (found ?? 0) - 3)...] {
            guard text.count + line.count + 1 <= limit else { break }
            text += line + "\n"
        }
        if text.isEmpty, let first = kept.first { text = String(first.prefix(limit)) }
        return text
    }

    /// The words spoken in subtitles, once each, without their timings.
    static func spoken(_ track: VideoImporter.Track) -> String? {
        guard let spoken = try? VideoImporter.transcript(of: track) else { return nil }
        return spoken.segments.map(\.text).joined(separator: "\n")
    }

    /// A page's visible text, a line for each block.
    static func page(_ data: Data) -> [String] {
        let document = HTMLDocument(data: data)
        let body = document.root?.firstElement(where: { $0.tag == "body" }) ?? document.root
        return body?.textLines ?? []
    }
}
