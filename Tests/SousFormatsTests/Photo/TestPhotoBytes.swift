import Foundation

/// The first bytes of pictures, built by hand: enough for the header reader, nothing to decode.
enum TestPhotoBytes {
    static func png(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data += Data("IHDR".utf8) + bigEndian(width) + bigEndian(height) + Data([8, 0, 0, 0, 0])
        return data
    }

    /// SOI, an APP0 segment to walk past, then a baseline frame header.
    static func jpeg(width: UInt16, height: UInt16) -> Data {
        var data = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF\0".utf8) + Data(repeating: 0, count: 9)
        data += Data([0xFF, 0xC0, 0x00, 0x11, 0x08]) + bigEndian16(height) + bigEndian16(width) + Data([3])
        return data
    }

    /// A TIFF whose directory is at the end, as libtiff writes it; width as SHORT, height as LONG.
    static func tiff(width: UInt16, height: UInt32, littleEndian: Bool = true) -> Data {
        let pixels = Data(repeating: 0xFF, count: 64)
        let directory = UInt32(8 + pixels.count)
        func u16(_ v: UInt16) -> Data { littleEndian ? Data([UInt8(v & 0xFF), UInt8(v >> 8)]) : bigEndian16(v) }
        func u32(_ v: UInt32) -> Data { littleEndian ? Data((0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) }) : bigEndian(v) }
        var data = littleEndian ? Data([0x49, 0x49, 0x2A, 0x00]) : Data([0x4D, 0x4D, 0x00, 0x2A])
        data += u32(directory) + pixels + u16(2)
        // A SHORT value sits in the first two bytes of the four-byte value field.
        data += u16(256) + u16(3) + u32(1) + u16(width) + u16(0)
        data += u16(257) + u16(4) + u32(1) + u32(height)
        data += u32(0)
        return data
    }

    private static func bigEndian(_ v: UInt32) -> Data { Data([UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]) }
    private static func bigEndian16(_ v: UInt16) -> Data { Data([UInt8(v >> 8), UInt8(v & 0xFF)]) }
}
