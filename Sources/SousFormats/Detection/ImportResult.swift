import SousCore

/// What one import read: its recipes, each with its picture's address when a web page named one,
/// and, when the source points elsewhere for the full recipe (a video's caption linking to a
/// recipe page), that address, to offer and never to fetch.
public struct ImportResult: Hashable, Sendable {
    public var imports: [WebPageImport]
    /// A web address that likely holds the full recipe; nil for most sources.
    public var betterSource: String?
    /// The text the recipes were read from, kept when a line was read unsurely (`SourceText`).
    public var sourceText: String?

    public var recipes: [Recipe] { imports.map(\.recipe) }

    public init(imports: [WebPageImport], betterSource: String? = nil, sourceText: String? = nil) {
        self.imports = imports
        self.betterSource = betterSource
        self.sourceText = sourceText
    }

    public init(recipes: [Recipe], betterSource: String? = nil) {
        self.init(imports: recipes.map { WebPageImport(recipe: $0) }, betterSource: betterSource)
    }
}
