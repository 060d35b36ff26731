import Foundation
import SousApp
import SousCore
import SousFormats

/// The file a recipe is edited in: Cooklang under a few comment lines that say what to do (and,
/// after a save sous could not read, what was wrong and on which line), read back without them.
public enum EditorFile {
    /// The file as the editor left it, with Windows (CRLF) and old Mac (CR) line ends read as
    /// newlines: an editor set to save CRLF must not make a whole recipe one comment line, read
    /// as an emptied file that cancels the edit.
    public static func text(readBack data: Data) -> String {
        String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    public static let errorMarker = "# sous could not read this recipe"

    /// The lines at the top that explain what to do; stripped again before parsing.
    public static func guide(for request: EditorRequest) -> String {
        switch request.purpose {
        case .create:
            "# A new recipe for sous, in Cooklang. Save and quit to add it; quit without saving to cancel.\n"
        case .edit, .preview:
            "# Editing “\(request.recipe.title)” in Cooklang. Save and quit to keep your changes; an empty file cancels.\n"
        }
    }

    /// How many lines `errorHeader` takes for a problem told in `message` (plus its line prefix).
    public static func errorHeaderLines(_ message: String) -> Int {
        2 + message.split(whereSeparator: \.isNewline).count
    }

    public static func errorHeader(_ problem: String) -> String {
        let lines = problem.split(whereSeparator: \.isNewline).map { "#   " + $0 }.joined(separator: "\n")
        return errorMarker + ":\n" + lines + "\n# Fix it and save again, or empty the file to cancel.\n"
    }

    /// Drops the comment lines at the top: ours, and any the person added in the same style.
    public static func strippingComments(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first == "#" || first.hasPrefix("# ") || first.hasPrefix("#\t") {
            lines = lines.dropFirst()
        }
        return lines.joined(separator: "\n")
    }

    /// Equal but for trailing white space, which editors add and remove at will.
    public static func same(_ a: String, _ b: String) -> Bool {
        func normal(_ text: String) -> [Substring] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                var line = line
                while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
                return line
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            return lines
        }
        return normal(a) == normal(b)
    }

    public static func fileName(for recipe: Recipe) -> String {
        recipe.title.isEmpty ? "new-recipe.cook" : SafeFileName.make(recipe.title, extension: "cook")
    }

    public static let template = """
        ---
        title: New recipe
        description: One line about it.
        servings: 4
        course: Dinner
        tags: [weeknight]
        prep time: 10 minutes
        cook time: 20 minutes
        ---

        -- Each paragraph is a step. Mark ingredients @like{this}, with amounts @olive oil{2%tbsp},
        -- cookware #pan{} and timers ~{10%minutes}. Lines starting -- are comments.

        Warm the @olive oil{2%tbsp} in a #large pan{} over a medium heat.

        Add the @onion{1}, finely chopped, and cook for ~{8%minutes} until soft.

        """
}
