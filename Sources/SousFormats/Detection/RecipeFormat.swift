import Foundation

/// The formats sous imports, recognised by content first and the file name second.
public enum RecipeFormat: String, Sendable, CaseIterable {
    case html, sousJSON, paprikaArchive, paprikaRecipe, cooklang, plainText

    /// What the format's inputs are called in a sentence about their size.
    var sizeDescription: String {
        switch self {
        case .html: "pages and files"
        case .sousJSON: "sous JSON files"
        case .paprikaArchive, .paprikaRecipe: "Paprika exports"
        case .cooklang, .plainText: "recipe files"
        }
    }

    public static func detect(_ data: Data, name: String) -> RecipeFormat {
        let ext = (name as NSString).pathExtension.lowercased()
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .paprikaArchive }
        if data.starts(with: [0x1F, 0x8B]) { return .paprikaRecipe }
        let head = String(decoding: data.prefix(2048), as: UTF8.self)
        let trimmed = head.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" })
        let lower = trimmed.prefix(512).lowercased()
        if lower.hasPrefix("<!doctype html") || lower.hasPrefix("<html") || lower.contains("<head") || lower.contains("<body")
            || (lower.hasPrefix("<") && ["html", "htm", "testhtml"].contains(ext)) {
            return .html
        }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") { return .sousJSON }
        if ext == "cook" { return .cooklang }
        if ext == "html" || ext == "htm" { return .html }
        // Cooklang markup: "@name{...}" or front matter with Cooklang-only syntax.
        if head.contains("@") && (head.contains("{}") || head.range(of: #"@[^\s{]+\{[^}]*\}"#, options: .regularExpression) != nil) {
            return .cooklang
        }
        return .plainText
    }
}
