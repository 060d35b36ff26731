import SousCore

/// Names one drawing of one picture: which recipe's picture, at which size, in which colours.
/// The same picture at another size is another key (a resize asks for a new drawing).
public struct PictureKey: Hashable, Sendable {
    public var recipeID: Int64?
    /// Tells a recipe's picture from the one it had before an edit or a re-import.
    public var fingerprint: UInt64
    /// The room given, not the picture's own size (it keeps its aspect ratio inside).
    public var size: PictureSize
    public var mode: PictureColorMode

    public init(recipeID: Int64?, fingerprint: UInt64, size: PictureSize, mode: PictureColorMode) {
        self.recipeID = recipeID
        self.fingerprint = fingerprint
        self.size = size
        self.mode = mode
    }

    public init(recipeID: Int64?, image: RecipeImage, size: PictureSize, mode: PictureColorMode) {
        self.init(recipeID: recipeID, fingerprint: Self.fingerprint(of: image), size: size, mode: mode)
    }

    /// FNV-1a over the length and the first and last 256 bytes: worked out after every action, so it
    /// must not read megabytes, and two pictures that agree on both ends and the length are not met
    /// in practice (the end of an encoded picture is its compressed pixels).
    public static func fingerprint(of image: RecipeImage) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        var count = UInt64(image.data.count)
        for _ in 0..<8 {
            mix(UInt8(count & 0xFF))
            count >>= 8
        }
        for byte in image.data.prefix(256) { mix(byte) }
        for byte in image.data.suffix(256) { mix(byte) }
        return hash
    }
}
