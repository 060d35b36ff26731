import CPictures
import Foundation
import SousCore

/// Pictures made on the spot for tests and benchmarks (a plate on a gradient), encoded by
/// gdk-pixbuf: no picture file is shipped or downloaded.
public enum SamplePicture {
    public enum Format: String, Sendable { case jpeg, png, webp }

    /// The encoded bytes, or nil when this system cannot encode `format`.
    public static func data(width: Int, height: Int, format: Format, transparent: Bool = false) -> Data? {
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard sous_test_image_encode(Int32(clamping: width), Int32(clamping: height), format.rawValue, transparent ? 1 : 0,
                                     &bytes, &length) != 0, let bytes else { return nil }
        defer { sous_bytes_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    /// The same as a `RecipeImage`.
    public static func image(width: Int = 800, height: Int = 600, format: Format = .jpeg) -> RecipeImage? {
        data(width: width, height: height, format: format).flatMap { RecipeImage(data: $0) }
    }
}
