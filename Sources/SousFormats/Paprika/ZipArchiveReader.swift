import Foundation

/// Reads the members of a zip archive from its central directory (stored and deflated members),
/// with a limit on the total decompressed size and on the number of members.
public enum ZipArchiveReader {
    public struct Member: Sendable { public var name: String; public var data: Data }

    public static func members(_ archive: Data, totalLimit: Int, memberLimit: Int = 10_000) throws(RecipeImportError) -> [Member] {
        let bytes = [UInt8](archive)
        func u16(_ at: Int) -> Int { at + 2 <= bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : 0 }
        func u32(_ at: Int) -> Int { at + 4 <= bytes.count ? u16(at) | u16(at + 2) << 16 : 0 }
        // The end-of-central-directory record sits in the last 64 KB.
        var eocd = -1
        var index = bytes.count - 22
        while index >= max(0, bytes.count - 65_557) {
            if bytes[index] == 0x50, bytes[index + 1] == 0x4B, bytes[index + 2] == 0x05, bytes[index + 3] == 0x06 { eocd = index; break }
            index -= 1
        }
        guard eocd >= 0 else { throw RecipeImportError("The archive is not a readable zip file (no central directory).") }
        let count = u16(eocd + 10)
        guard count <= memberLimit else { throw RecipeImportError("The archive holds \(count) files; sous reads up to \(memberLimit).") }
        var offset = u32(eocd + 16)
        var members: [Member] = []
        var total = 0
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, u32(offset) == 0x0201_4B50 else {
                throw RecipeImportError("The zip archive's directory is damaged.")
            }
            let method = u16(offset + 10)
            let compressedSize = u32(offset + 20)
            let nameLength = u16(offset + 28), extraLength = u16(offset + 30), commentLength = u16(offset + 32)
            let localOffset = u32(offset + 42)
            let name = String(decoding: bytes[min(offset + 46, bytes.count)..<min(offset + 46 + nameLength, bytes.count)], as: UTF8.self)
            offset += 46 + nameLength + extraLength + commentLength
            guard localOffset + 30 <= bytes.count, u32(localOffset) == 0x0403_4B50 else {
                throw RecipeImportError("The zip archive's entry \(name) is damaged.")
            }
            let dataStart = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28)
            guard dataStart + compressedSize <= bytes.count else { throw RecipeImportError("The zip archive is cut short at \(name).") }
            if name.hasSuffix("/") { continue }
            let compressed = Data(bytes[dataStart..<(dataStart + compressedSize)])
            let data: Data
            switch method {
            case 0: data = compressed
            case 8:
                do { data = try Inflater.inflate(compressed, raw: true, limit: totalLimit - total) } catch {
                    throw error == .tooLarge
                        ? RecipeImportError("The archive unpacks to more than \(totalLimit / 1_000_000) MB, so sous refused it (it may be a zip bomb).")
                        : RecipeImportError("The zip archive's entry \(name) is corrupt.")
                }
            default: throw RecipeImportError("The zip archive uses a compression method sous cannot read (\(method)).")
            }
            total += data.count
            if total > totalLimit {
                throw RecipeImportError("The archive unpacks to more than \(totalLimit / 1_000_000) MB, so sous refused it (it may be a zip bomb).")
            }
            members.append(Member(name: name, data: data))
        }
        return members
    }
}
