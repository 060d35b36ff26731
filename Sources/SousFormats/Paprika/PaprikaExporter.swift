import Foundation
import SousCore

/// Writes recipes the way Paprika exports them: each recipe as gzip-compressed JSON with
/// Paprika's fields (a `.paprikarecipe` file), and a whole export as a zip of those (a
/// `.paprikarecipes` archive, see `PaprikaArchiveWriter`). The fields are the ones
/// `PaprikaImporter` reads back, so an export imports into sous again unchanged in what Paprika
/// can hold; the picture travels as `photo_data`, as in Paprika's own exports.
public enum PaprikaExporter {
    /// One recipe as a `.paprikarecipe` file's bytes.
    public static func recipeFile(_ recipe: Recipe) throws(PaprikaExportError) -> Data {
        let json: Data
        do {
            json = try JSONSerialization.data(withJSONObject: object(recipe), options: [.sortedKeys])
        } catch {
            throw PaprikaExportError("“\(recipe.title)” could not be written as Paprika JSON.")
        }
        do { return try Deflater.gzip(json) } catch {
            throw PaprikaExportError("“\(recipe.title)” could not be compressed.")
        }
    }

    /// Paprika's JSON object for a recipe. Text fields are strings ("" when unknown), as Paprika writes them.
    static func object(_ recipe: Recipe) -> [String: Any] {
        let uid = uid(for: recipe)
        var object: [String: Any] = [
            "uid": uid,
            "name": recipe.title,
            "description": recipe.summary ?? "",
            "ingredients": ingredientsText(recipe),
            "directions": directionsText(recipe),
            "notes": recipe.notes ?? "",
            "servings": recipe.yieldText ?? recipe.servings.map(String.init) ?? "",
            "prep_time": recipe.prepMinutes.map(duration) ?? "",
            "cook_time": recipe.cookMinutes.map(duration) ?? "",
            "total_time": recipe.totalMinutes.map(duration) ?? "",
            "source": recipe.sourceURL.flatMap { URL(string: $0)?.host } ?? "",
            "source_url": recipe.sourceURL ?? "",
            "categories": categories(recipe),
            "rating": min(max(recipe.rating, 0), 5),
            "difficulty": recipe.difficulty ?? "",
            "nutritional_info": "",
            "created": timestamp(recipe.created ?? recipe.updated ?? Date(timeIntervalSince1970: 0)),
            "image_url": NSNull(),
            "photo": NSNull(),
            "photo_data": NSNull(),
            "photo_hash": NSNull(),
            "photo_large": NSNull(),
            "photos": [Any](),
            "scale": NSNull(),
            "on_favorites": recipe.favorite,
        ]
        if let image = recipe.image {
            let source = image.source ?? ""
            let isAddress = source.lowercased().hasPrefix("http://") || source.lowercased().hasPrefix("https://")
            object["photo_data"] = image.data.base64EncodedString()
            object["photo_hash"] = hexHash(image.data)
            object["image_url"] = isAddress ? source : NSNull()
            // A file's own name is kept (a Cooklang picture, a Paprika photo); else one is made up.
            let fileName = (source as NSString).lastPathComponent
            object["photo"] = !isAddress && !fileName.isEmpty && !fileName.contains("/")
                ? fileName : "\(uid).\(image.format.fileExtension)"
        }
        // Paprika's hash tells a changed recipe from an unchanged one; any stable digest of the content does.
        let content = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        object["hash"] = hexHash(content)
        return object
    }

    /// Ingredient lines one per line, each section's lines after a "Section:" line (how
    /// `PaprikaImporter` reads sections back).
    static func ingredientsText(_ recipe: Recipe) -> String {
        var lines: [String] = []
        var section: String?
        for ingredient in recipe.ingredients {
            if ingredient.section != section, let name = ingredient.section, !name.isEmpty {
                lines.append(oneLine(name) + ":")
            }
            section = ingredient.section
            lines.append(oneLine(ingredient.text.isEmpty ? ingredient.name : ingredient.text))
        }
        return lines.joined(separator: "\n")
    }

    /// Steps one per line (a step's own line breaks would split it in two), sections as above.
    static func directionsText(_ recipe: Recipe) -> String {
        var lines: [String] = []
        var section: String?
        for step in recipe.steps {
            if step.section != section, let name = step.section, !name.isEmpty { lines.append(oneLine(name) + ":") }
            section = step.section
            lines.append(oneLine(step.text))
        }
        return lines.joined(separator: "\n")
    }

    /// The category first, then the tags, without repeats.
    static func categories(_ recipe: Recipe) -> [String] {
        var seen = Set<String>()
        return ([recipe.category].compactMap { $0 } + recipe.tags).filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    /// "45 mins", "1 hr", "1 hr 30 mins": how Paprika shows times, and what the importer reads.
    static func duration(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours) hr\(hours == 1 ? "" : "s")") }
        if rest > 0 || hours == 0 { parts.append("\(rest) min\(rest == 1 ? "" : "s")") }
        return parts.joined(separator: " ")
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }

    /// The same recipe gets the same uid in every export (from its id and creation time), so
    /// Paprika updates it on a second import instead of adding it twice.
    static func uid(for recipe: Recipe) -> String {
        guard let id = recipe.id else { return UUID().uuidString }
        let key = Data("sous-recipe:\(id):\(recipe.created?.timeIntervalSince1970 ?? 0)".utf8)
        var bytes = withUnsafeBytes(of: fnv(key, seed: 0xcbf2_9ce4_8422_2325).bigEndian, Array.init)
            + withUnsafeBytes(of: fnv(key, seed: 0x8422_2325_cbf2_9ce4).bigEndian, Array.init)
        bytes[6] = bytes[6] & 0x0F | 0x50  // shaped as a name-based UUID
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])).uuidString
    }

    /// 64 hex digits, the length of Paprika's hashes (four FNV-1a passes: a fingerprint, not a seal).
    static func hexHash(_ data: Data) -> String {
        [0xcbf2_9ce4_8422_2325, 0x1000_0000_01b3, 0x9e37_79b9_7f4a_7c15, 0x2545_f491_4f6c_dd1d]
            .map { String(format: "%016llx", fnv(data, seed: $0)) }.joined()
    }

    private static func fnv(_ data: Data, seed: UInt64) -> UInt64 {
        var hash = seed
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
