import Foundation

/// Reads a picture's width and height from its header without decoding it, so that an absurd
/// size is refused before an OCR engine allocates memory for it. Every offset is checked against
/// the data's length: a header cut short gives nil, never a crash.
enum PhotoHeader {
    static func size(of data: Data, format: PagePhoto.Format) -> (width: Int, height: Int)? {
        switch format {
        case .png: return png([UInt8](data.prefix(24)))
        // Metadata (EXIF, a thumbnail) comes before the frame header; a megabyte holds it in any real photo.
        case .jpeg: return jpeg([UInt8](data.prefix(1_048_576)))
        // A TIFF's directory may come after the pixels, at the end of the file.
        case .tiff: return tiff([UInt8](data))
        }
    }

    /// The IHDR chunk comes first: width and height as big-endian 32-bit numbers at 16 and 20.
    static func png(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (Int(be32(b, 16)), Int(be32(b, 20)))
    }

    /// Walks the markers to the first start-of-frame (SOF0-SOF15 other than DHT, JPG and DAC),
    /// which holds the height then the width.
    static func jpeg(_ b: [UInt8]) -> (width: Int, height: Int)? {
        var at = 2
        while at + 4 <= b.count {
            guard b[at] == 0xFF else { return nil }
            var marker = b[at + 1]
            // Fill bytes (0xFF repeated) may come before a marker.
            while marker == 0xFF, at + 2 < b.count {
                at += 1
                marker = b[at + 1]
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                at += 2
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, or the scan with no frame before it
            guard at + 4 <= b.count else { return nil }
            let length = Int(be16(b, at + 2))
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard at + 9 <= b.count else { return nil }
                return (Int(be16(b, at + 7)), Int(be16(b, at + 5)))
            }
            at += 2 + length
        }
        return nil
    }

    /// The first image file directory's ImageWidth (256) and ImageLength (257) tags.
    static func tiff(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 8 else { return nil }
        let little = b[0] == 0x49
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= b.count else { return nil }
            return little ? Int(b[at]) | Int(b[at + 1]) << 8 : Int(be16(b, at))
        }
        func u32(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= b.count else { return nil }
            return little ? Int(b[at]) | Int(b[at + 1]) << 8 | Int(b[at + 2]) << 16 | Int(b[at + 3]) << 24 : Int(be32(b, at))
        }
        guard let directory = u32(4), let count = u16(directory), count <= 1_000 else { return nil }
        var width: Int?
        var height: Int?
        for index in 0..<count {
            let entry = directory + 2 + index * 12
            guard let tag = u16(entry), let type = u16(entry + 2) else { return nil }
            guard tag == 256 || tag == 257 else { continue }
            // SHORT (3) or LONG (4), held in the entry itself.
            let value = type == 3 ? u16(entry + 8) : type == 4 ? u32(entry + 8) : nil
            if tag == 256 { width = value } else { height = value }
        }
        guard let width, let height else { return nil }
        return (width, height)
    }

    private static func be16(_ b: [UInt8], _ at: Int) -> UInt16 { UInt16(b[at]) << 8 | UInt16(b[at + 1]) }
    private static func be32(_ b: [UInt8], _ at: Int) -> UInt32 {
        UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
    }
}
