import SousCore

/// What one import read: its recipes and, when the source points elsewhere for the full recipe
/// (a video's caption linking to a recipe page), that address, to offer and never to fetch.
public struct ImportResult: Hashable, Sendable {
    public var recipes: [Recipe]
    /// A web address that likely holds the full recipe; nil for most sources.
    public var betterSource: String?

    public init(recipes: [Recipe], betterSource: String? = nil) {
        self.recipes = recipes
        self.betterSource = betterSource
    }
}
