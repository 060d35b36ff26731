import Foundation

/// Picture files written byte by byte, for what gdk-pixbuf cannot be asked to encode: an
/// animated GIF, and headers that claim absurd sizes.
enum HandMadePictures {
    /// A 1x1 GIF with two frames: red, then blue.
    static let twoFrameGIF = Data([
        0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00,
        0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF,
        // Netscape looping extension, so it is read as an animation.
        0x21, 0xFF, 0x0B, 0x4E, 0x45, 0x54, 0x53, 0x43, 0x41, 0x50, 0x45, 0x32, 0x2E, 0x30, 0x03, 0x01, 0x00, 0x00, 0x00,
        0x21, 0xF9, 0x04, 0x00, 0x0A, 0x00, 0x00, 0x00,
        0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
        0x02, 0x02, 0x44, 0x01, 0x00,
        0x21, 0xF9, 0x04, 0x00, 0x0A, 0x00, 0x00, 0x00,
        0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
        0x02, 0x02, 0x4C, 0x01, 0x00,
        0x3B,
    ])

    /// A GIF whose screen and only frame claim `width` x `height` pixels, with one pixel of data.
    static func hugeGIF(width: UInt16, height: UInt16) -> Data {
        let w = [UInt8(width & 0xFF), UInt8(width >> 8)], h = [UInt8(height & 0xFF), UInt8(height >> 8)]
        return Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61] + w + h + [0x80, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF,
                     0x2C, 0x00, 0x00, 0x00, 0x00] + w + h + [0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B])
    }

    /// A PNG whose header claims `width` x `height` RGBA pixels, followed by a little compressed
    /// data (a stored zlib block of zeros) and the end chunk: valid up to where the rows run out.
    static func hugePNG(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
        let zeros = [UInt8](repeating: 0, count: 64)
        let stored: [UInt8] = [0x78, 0x01, 0x00, UInt8(zeros.count), 0x00, ~UInt8(zeros.count), 0xFF] + zeros
        data += chunk("IDAT", stored)
        data += chunk("IEND", [])
        return data
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        return Data(bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed)))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// PNG's chunk checksum (the zlib CRC-32).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
