import SousCore

/// The picture one screen shows now: what to ask for, the room it has, and the room the screen
/// keeps for it. While the picture is being drawn the screen keeps the whole box, so the text
/// does not move when it arrives; once drawn, the picture's own size; when it cannot be drawn,
/// nothing (`reserved` is nil and the text takes the room back).
public struct PictureSlot: Hashable, Sendable {
    public var key: PictureKey
    public var image: RecipeImage
    /// The drawn picture, once there is one.
    public var picture: Picture?
    public var reserved: PictureSize?

    /// Nil when there is no picture to show: the recipe has none, or the terminal has no colours.
    init?(recipe: Recipe, box: PictureSize?, cache: PictureCache) {
        guard let image = recipe.image, let box, let mode = cache.mode else { return nil }
        key = PictureKey(recipeID: recipe.id, image: image, size: box, mode: mode)
        self.image = image
        switch cache.entry(for: key) {
        case .picture(let drawn):
            picture = drawn
            reserved = drawn.size
        case .unavailable:
            picture = nil
            reserved = nil
        case nil:
            picture = nil
            reserved = box
        }
    }
}
