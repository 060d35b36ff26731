import Foundation
import SousApp
import SousCore
import SousPictures
import Testing

/// Inputs `make fuzz` found, kept so they stay fixed.
@Suite struct FuzzRegressionTests {
    /// A lossy WebP whose frame header claims 13360x15920 pixels: Debian's WebP loader allocated
    /// 638 MB for it before asking sous for a size. Its header is now read before the loader sees it.
    static let enormousWebP = Data(base64Encoded: "UklGRi4BAABXRUJQVlA4ICIBAAAQCQCdASowNDD+/5E+mkiloyKkKrVcALASCWwBnTKEeyfDceVTO8hUv8TPqLbwxvI8DTEKfwap8gevRKOH7+EkP8OIQ0dSS/teyN2hZ4Wg8bgA/uLqlHumsWGe1XMw3/+Ib1BWbst2/X/n6Ihht/aaKkR0FwrcFLwWuVie1zZJJWtjjURlzN+zKhAxK5yTsCv4zhaVbUAWVcmqUOxZajvsdJ39NqMH1WkQ1BV42PRKmfIjESAVi6RPhJMy/8qmQUcYXoQ5/ZY8jP5BfAtBwEZt4AJud3lS1ClnLEWv5/8RKeDiQVH7OVVRGuHPpknjz/l66OtaH+XXDQpIRUFERVINCtahPKMJBvgUFDNli7NZFwK+8lxTwEvC654jSFehCDAAAA==")!

    @Test func anEnormousWebPIsRefusedBeforeTheLoaderSeesIt() throws {
        #expect(throws: PictureError.tooLarge(width: 13360, height: 15920)) {
            try DecodedImage(Self.enormousWebP, fitWidth: 320, fitHeight: 240)
        }
    }

    /// The same claim in a picture that is otherwise whole, and in the extended (VP8X) header.
    @Test func everyWebPHeaderIsMeasured() throws {
        var lossy = try #require(SamplePicture.data(width: 80, height: 60, format: .webp))
        #expect(lossy[12..<16].elementsEqual("VP8 ".utf8))
        lossy.replaceSubrange(26..<30, with: [0x30, 0x34, 0x30, 0x3E])
        #expect(throws: PictureError.tooLarge(width: 13360, height: 15920)) { try DecodedImage(lossy, fitWidth: 320, fitHeight: 240) }

        let extended = Data("RIFF".utf8) + Data([30, 0, 0, 0]) + Data("WEBPVP8X".utf8) + Data([10, 0, 0, 0])
            + Data([0, 0, 0, 0]) + Data([0x1F, 0x4E, 0x00, 0x1F, 0x4E, 0x00]) + Data(repeating: 0, count: 8)
        #expect(throws: PictureError.tooLarge(width: 20000, height: 20000)) { try DecodedImage(extended, fitWidth: 320, fitHeight: 240) }
    }
}
