import CSousZlib
import Foundation
import SousCore
import SousFormats

/// Paprika exports made from the starter recipes: single gzipped recipes, bare JSON, and zip
/// archives with stored and with deflated members, so the fuzzer starts from inputs that get
/// past the zip directory, zlib and the JSON reader instead of having to guess checksums.
enum PaprikaSeeds {
    static func inputs(from recipes: [Recipe]) -> [Data] {
        let members = recipes.map { (name: "\($0.title).paprikarecipe", json: json($0)) }
        var inputs: [Data] = []
        for member in members {
            inputs.append(member.json)
            if let gzip = deflate(member.json, gzip: true) { inputs.append(gzip) }
        }
        let gzipped = members.compactMap { member in deflate(member.json, gzip: true).map { (member.name, $0) } }
        inputs.append(zip(gzipped.prefix(1).map { ($0.0, $0.1, false) }))
        inputs.append(zip(gzipped.prefix(3).map { ($0.0, $0.1, false) }))
        inputs.append(zip(gzipped.prefix(2).map { ($0.0, $0.1, true) }))
        return inputs
    }

    /// The fields PaprikaImporter reads, in Paprika's own shape (text blocks, not lists).
    static func json(_ recipe: Recipe) -> Data {
        let object: [String: Any] = [
            "name": recipe.title,
            "description": recipe.summary ?? "",
            "servings": recipe.yieldText ?? recipe.servings.map(String.init) ?? "",
            "prep_time": recipe.prepMinutes.map { "\($0) mins" } ?? "",
            "cook_time": recipe.cookMinutes.map { "PT\($0)M" } ?? "",
            "categories": recipe.tags,
            "rating": recipe.rating,
            "ingredients": recipe.ingredients.map { $0.text.isEmpty ? $0.name : $0.text }.joined(separator: "\n"),
            "directions": recipe.steps.map(\.text).joined(separator: "\n"),
            "notes": recipe.notes ?? "",
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    /// zlib deflate, as gzip (Paprika's members) or raw (a zip member's method 8).
    static func deflate(_ data: Data, gzip: Bool) -> Data? {
        gzip ? try? Deflater.gzip(data) : try? Deflater.raw(data)
    }

    /// A zip archive; `compress` deflates each member again (method 8), otherwise stored (method 0).
    static func zip(_ members: [(name: String, data: Data, compress: Bool)]) -> Data {
        func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        var out: [UInt8] = []
        var directory: [UInt8] = []
        for member in members {
            let stored = member.compress ? (deflate(member.data, gzip: false) ?? member.data) : member.data
            let method = member.compress && stored != member.data ? 8 : 0
            let crc = member.data.withUnsafeBytes { Int(crc32(0, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count))) }
            let name = Array(member.name.utf8)
            let sizes = le(crc, 4) + le(stored.count, 4) + le(member.data.count, 4)
            let offset = out.count
            out += le(0x0403_4B50, 4) + le(20, 2) + le(0, 2) + le(method, 2) + le(0, 4) + sizes
                + le(name.count, 2) + le(0, 2) + name + Array(stored)
            directory += le(0x0201_4B50, 4) + le(20, 2) + le(20, 2) + le(0, 2) + le(method, 2) + le(0, 4) + sizes
                + le(name.count, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(offset, 4) + name
        }
        let directoryOffset = out.count
        out += directory
        out += le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(members.count, 2) + le(members.count, 2)
            + le(directory.count, 4) + le(directoryOffset, 4) + le(0, 2)
        return Data(out)
    }
}
