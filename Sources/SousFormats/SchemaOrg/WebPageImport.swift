import Foundation
import SousCore

/// One recipe read from a web page, with the address of its picture. Reading a page never
/// touches the network, so the picture is only named here; `RecipePictureFetcher` downloads it
/// (the recipe's `image` stays nil until then: a picture is bytes, never a promise of some).
public struct WebPageImport: Hashable, Sendable {
    public var recipe: Recipe
    /// An absolute http(s) address, or nil when the page names no usable picture.
    public var imageURL: URL?

    public init(recipe: Recipe, imageURL: URL? = nil) {
        self.recipe = recipe
        self.imageURL = imageURL
    }
}
