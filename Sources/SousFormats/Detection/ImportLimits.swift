import Foundation
import SousCore

/// How big an import may be. Nothing a cook writes comes near these numbers; a file that does is
/// a mistake or an attack, and is refused with a sentence before it can use much memory:
/// the bytes before reading, the markup of a text recipe before parsing, the recipe after.
public enum ImportLimits {
    /// A file or a page.
    public static let maximumBytes = 10_000_000
    /// A file that may carry pictures (sous JSON, Paprika): room for a few recipes with the
    /// largest picture kept (`RecipeImage.maximumBytes`), base64 and all.
    public static let maximumBytesWithPictures = 40_000_000
    public static let maximumIngredients = 1_000
    public static let maximumSteps = 1_000
    /// Lines of a Cooklang or plain-text recipe, blank lines and comments included.
    public static let maximumLines = 20_000
    /// Characters in a one-line field (a title, an ingredient line, a tag).
    public static let maximumLineFieldLength = 5_000
    /// Characters in a multi-line field (a step, a summary, the notes).
    public static let maximumTextFieldLength = 50_000
    /// Tags of a web page. Recipe pages have a few thousand; a parse tree of many more would use
    /// hundreds of megabytes for a page no one would read.
    public static let maximumTags = 250_000

    /// The largest input of a format.
    public static func maximumBytes(for format: RecipeFormat) -> Int {
        switch format {
        case .sousJSON, .paprikaArchive, .paprikaRecipe: maximumBytesWithPictures
        case .html, .cooklang, .plainText, .videoInfo, .subtitles, .caption: maximumBytes
        case .photo: PagePhoto.maximumBytes
        }
    }

    /// The largest file read from disk, judged by its name before reading (the content then
    /// decides the format, and `maximumBytes(for:)` checks again).
    public static func maximumFileBytes(named name: String) -> Int {
        switch (name as NSString).pathExtension.lowercased() {
        case "json", "paprikarecipes", "paprikarecipe": maximumBytesWithPictures
        default: maximumBytes
        }
    }

    /// Refuses a Cooklang or plain-text file whose markup alone shows it is too big, before a
    /// parser builds anything from it: more lines, or more ingredient marks (`@`), than a recipe has.
    static func checkText(_ data: Data, name: String) throws(RecipeImportError) {
        var lines = 1
        var ingredientMarks = 0
        var lineStart = 0
        var longestLine = 0
        // Over the bytes in place: `Data`'s own iterator costs a call a byte.
        data.withUnsafeBytes { bytes in
            for (offset, byte) in bytes.enumerated() {
                if byte == 0x0A {
                    lines += 1
                    longestLine = max(longestLine, offset - lineStart)
                    lineStart = offset + 1
                } else if byte == 0x40 {
                    ingredientMarks += 1
                }
            }
        }
        longestLine = max(longestLine, data.count - lineStart)
        // Bytes, not characters: a line may be longer in bytes than the limit allows in characters
        // (Greek, CJK), so only lines over four bytes a character are surely too long here.
        if longestLine > 4 * maximumTextFieldLength {
            throw RecipeImportError("\(name) has a line of \(longestLine.formatted()) bytes; sous takes up to \(maximumTextFieldLength.formatted()) characters a step.")
        }
        if lines > maximumLines {
            throw RecipeImportError("\(name) has \(lines.formatted()) lines; sous reads recipe files of up to \(maximumLines.formatted()) lines.")
        }
        if ingredientMarks > maximumIngredients {
            throw RecipeImportError("\(name) names \(ingredientMarks.formatted()) ingredients; sous takes up to \(maximumIngredients.formatted()) a recipe.")
        }
    }

    /// Refuses a page with more tags than a recipe page has, before it is parsed.
    static func checkPage(_ data: Data, name: String) throws(RecipeImportError) {
        var tags = 0
        for byte in data where byte == 0x3C { tags += 1 }
        if tags > maximumTags {
            throw RecipeImportError("\(name) has \(tags.formatted()) tags; sous reads pages of up to \(maximumTags.formatted()).")
        }
    }

    /// Refuses a parsed recipe with more ingredients or steps, or a longer field, than the limits.
    static func check(_ recipe: Recipe, name: String) throws(RecipeImportError) {
        let title = recipe.title.utf8.count > 80 ? String(recipe.title.prefix(80)) + "…" : recipe.title
        let which = "\(name): \u{201C}\(title)\u{201D}"
        if recipe.ingredients.count > maximumIngredients {
            throw RecipeImportError("\(which) has \(recipe.ingredients.count.formatted()) ingredients; sous takes up to \(maximumIngredients.formatted()) a recipe.")
        }
        if recipe.steps.count > maximumSteps {
            throw RecipeImportError("\(which) has \(recipe.steps.count.formatted()) steps; sous takes up to \(maximumSteps.formatted()) a recipe.")
        }
        func checkField(_ name: String, _ text: String?, multiline: Bool = false) throws(RecipeImportError) {
            let limit = multiline ? maximumTextFieldLength : maximumLineFieldLength
            // UTF-8 length bounds the character count from above and costs nothing to read.
            guard let text, text.utf8.count > limit else { return }
            let length = text.count
            if length > limit {
                let article = name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
                throw RecipeImportError("\(which) has \(article) \(name) of \(length.formatted()) characters; sous takes up to \(limit.formatted()).")
            }
        }
        try checkField("title", recipe.title)
        try checkField("summary", recipe.summary, multiline: true)
        try checkField("yield", recipe.yieldText)
        try checkField("category", recipe.category)
        try checkField("cuisine", recipe.cuisine)
        try checkField("difficulty", recipe.difficulty)
        try checkField("source address", recipe.sourceURL)
        try checkField("picture address", recipe.image?.source)
        try checkField("note", recipe.notes, multiline: true)
        for tag in recipe.tags { try checkField("tag", tag) }
        for ingredient in recipe.ingredients {
            try checkField("ingredient line", ingredient.text)
            try checkField("ingredient name", ingredient.name)
            try checkField("ingredient note", ingredient.note)
            try checkField("section name", ingredient.section)
            try checkField("unit", ingredient.unit)
        }
        for step in recipe.steps {
            try checkField("step", step.text, multiline: true)
            try checkField("section name", step.section)
        }
    }
}
