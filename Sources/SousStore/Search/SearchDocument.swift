import Foundation
import GRDB

/// The text one recipe contributes to the contentless full-text index `recipe_fts`.
///
/// The index stores no copy of the text, so removing a recipe from it means handing FTS5 the very
/// same values that were indexed. Both the insert and the removal therefore build the document
/// through this one type, from the same stored fields, in the same order.
struct SearchDocument: Equatable, Sendable {
    var title: String
    var ingredients: String
    var tags: String
    var summary: String
    /// Filter tokens, matched only by `LibraryRequest`, never by typed words.
    var facets: String

    init(title: String, summary: String?, ingredientNames: [String], tags: [String],
         category: String?, favorite: Bool) {
        self.title = Self.composed(title)
        self.ingredients = Self.composed(ingredientNames.joined(separator: " "))
        self.tags = Self.composed(tags.joined(separator: " "))
        self.summary = Self.composed(summary ?? "")
        self.facets = [category.flatMap { $0.isEmpty ? nil : Self.categoryToken($0) }, favorite ? Self.favoriteToken : nil]
            .compactMap { $0 }
            .joined(separator: " ")
    }

    /// Facet tokens start with a private-use character: `SearchPattern` never lets one through,
    /// so no typed prefix can ever match a facet, and no column filter is needed to keep them apart.
    static let facetMark = "\u{E000}"

    static let favoriteToken = facetMark + "favorite"

    /// One token per exact category value, its UTF-8 bytes in hex, which the tokenizer can
    /// neither split nor fold, so the match is as exact as `category = ?`.
    static func categoryToken(_ category: String) -> String {
        var token = facetMark + "c"
        token.reserveCapacity(token.utf8.count + 2 * category.utf8.count)
        for byte in category.utf8 {
            token.unicodeScalars.append(hexDigits[Int(byte >> 4)])
            token.unicodeScalars.append(hexDigits[Int(byte & 0x0F)])
        }
        return token
    }

    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

    /// NFC, as the index stores it. ASCII text is already NFC, and most text is ASCII: skipping
    /// Foundation there matters, because on Linux every call bridges through NSString.
    static func composed(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }

    /// `trimmingCharacters(in: .whitespacesAndNewlines)` without Foundation's NSString bridge:
    /// the same scalars (general category Zs, tab, U+000A-U+000D, U+0085, U+2028, U+2029).
    static func trimmed(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
                return true
            default:
                return false
            }
        }
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start != end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end != start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        if start == scalars.startIndex && end == scalars.endIndex { return text }
        return String(scalars[start..<end])
    }

    /// The document as it is indexed now for `recipeID`, rebuilt from the stored rows.
    static func stored(recipeID: Int64, in db: Database) throws -> SearchDocument? {
        guard let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT title, summary, category, favorite FROM recipe WHERE id = ?"),
            arguments: [recipeID])
        else { return nil }
        let names = try String.fetchAll(
            db.cachedStatement(sql: "SELECT name FROM ingredient WHERE recipe_id = ? ORDER BY position"),
            arguments: [recipeID])
        let tags = try String.fetchAll(
            db.cachedStatement(sql: "SELECT tag FROM recipe_tag WHERE recipe_id = ? ORDER BY position"),
            arguments: [recipeID])
        return SearchDocument(title: row["title"], summary: row["summary"], ingredientNames: names,
                              tags: tags, category: row["category"], favorite: row["favorite"])
    }

    func insert(recipeID: Int64, in db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO recipe_fts(rowid, title, ingredients, tags, summary, facets)
            VALUES (?, ?, ?, ?, ?, ?)
            """).execute(arguments: [recipeID, title, ingredients, tags, summary, facets])
    }

    func remove(recipeID: Int64, in db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO recipe_fts(recipe_fts, rowid, title, ingredients, tags, summary, facets)
            VALUES ('delete', ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [recipeID, title, ingredients, tags, summary, facets])
    }
}
