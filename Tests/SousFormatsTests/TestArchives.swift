import Foundation

/// Builds gzip and zip files in memory with stored (uncompressed) deflate blocks, so tests need no tools.
enum TestArchives {
    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    static func le(_ value: Int, _ bytes: Int) -> [UInt8] { (0..<bytes).map { UInt8((value >> (8 * $0)) & 0xFF) } }

    static func gzip(_ data: Data) -> Data {
        var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out += [final] + le(count, 2) + le(~count & 0xFFFF, 2)
            out += data[(data.startIndex + offset)..<(data.startIndex + offset + count)]
            offset += count
        } while offset < data.count
        out += le(Int(crc32(data)), 4) + le(data.count & 0xFFFF_FFFF, 4)
        return Data(out)
    }

    static func zip(_ members: [(String, Data)]) -> Data {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for (name, data) in members {
            let offset = out.count
            let crc = Int(crc32(data))
            let nameBytes = Array(name.utf8)
            out += le(0x0403_4B50, 4) + le(20, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(crc, 4) + le(data.count, 4) + le(data.count, 4)
                + le(nameBytes.count, 2) + le(0, 2) + nameBytes + Array(data)
            central += le(0x0201_4B50, 4) + le(20, 2) + le(20, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(crc, 4) + le(data.count, 4)
                + le(data.count, 4) + le(nameBytes.count, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(offset, 4) + nameBytes
        }
        let centralOffset = out.count
        out += central
        out += le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(members.count, 2) + le(members.count, 2) + le(central.count, 4) + le(centralOffset, 4) + le(0, 2)
        return Data(out)
    }
}
