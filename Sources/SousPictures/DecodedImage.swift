import CPictures
import Foundation

/// A picture decoded into pixels by gdk-pixbuf, already scaled down to what will be drawn.
/// A class because it owns the C decoder's memory, given back when the last reference goes.
public final class DecodedImage {
    let pointer: OpaquePointer

    /// The largest picture decoded, by the pixels its header claims: 25 megapixels, more than any
    /// phone's photo (100 MB of RGBA at worst, for a PNG; a JPEG is decoded at a fraction of its
    /// size). A bigger one is refused before its pixels are allocated, so a 20000x20000 PNG costs nothing.
    public static let maximumPixels: Int64 = 25_000_000

    /// Decodes `data` (JPEG, PNG, GIF's first frame, WebP), scaled down while decoding to fit within
    /// `fitWidth` x `fitHeight` pixels. Slow for large pictures: never call it on the run loop.
    public init(_ data: Data, fitWidth: Int, fitHeight: Int, maximumPixels: Int64 = DecodedImage.maximumPixels) throws(PictureError) {
        guard fitWidth > 0, fitHeight > 0 else { throw .noRoom }
        var out: OpaquePointer?
        let status = data.withUnsafeBytes { raw -> SousPictureStatus in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return SOUS_PICTURE_UNREADABLE }
            return sous_image_decode(base, raw.count, Int32(clamping: fitWidth), Int32(clamping: fitHeight), maximumPixels, &out)
        }
        guard status == SOUS_PICTURE_OK, let out else {
            throw Self.error(status, claimed: Self.claimedSize(of: data))
        }
        pointer = out
    }

    deinit { sous_image_free(pointer) }

    /// Its size in pixels, after scaling.
    public var width: Int { Int(sous_image_width(pointer)) }
    public var height: Int { Int(sous_image_height(pointer)) }
    /// The size its header gave.
    public var sourceWidth: Int { Int(sous_image_source_width(pointer)) }
    public var sourceHeight: Int { Int(sous_image_source_height(pointer)) }

    static func error(_ status: SousPictureStatus, claimed: (Int, Int)?) -> PictureError {
        switch status {
        case SOUS_PICTURE_TOO_LARGE: .tooLarge(width: claimed?.0 ?? 0, height: claimed?.1 ?? 0)
        case SOUS_PICTURE_NO_ROOM: .noRoom
        case SOUS_PICTURE_LIBRARY_MISSING: .libraryMissing(sous_pictures_missing_library().map { String(cString: $0) } ?? "pictures need libchafa0 and libgdk-pixbuf-2.0-0")
        default: .unreadable
        }
    }

    /// The size a PNG, GIF or WebP (lossy or extended) header claims, for the message about a refused picture
    /// (the decoder stops before telling). Nil for other formats.
    static func claimedSize(of data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data.prefix(30))
        func big(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        func little(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return (big(16), big(20)) }
        if bytes.count >= 10, bytes.starts(with: Array("GIF".utf8)) { return (little(6), little(8)) }
        if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), bytes[12..<16].elementsEqual("VP8 ".utf8) {
            return (little(26) & 0x3FFF, little(28) & 0x3FFF)
        }
        if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), bytes[12..<16].elementsEqual("VP8X".utf8) {
            return ((little(24) | Int(bytes[26]) << 16) + 1, (little(27) | Int(bytes[29]) << 16) + 1)
        }
        return nil
    }
}
