import Foundation

/// Finds the address of a recipe's picture on a web page: the recipe's own schema.org `image`
/// (JSON-LD or microdata: a string, a list, an `ImageObject`), else what the page shows when
/// shared (`og:image`, `og:image:secure_url`, `twitter:image`, `<link rel="image_src">`).
/// Addresses are resolved against the page's and kept only when they are http or https:
/// `javascript:`, `data:` (mostly lazy-loading placeholders, never the picture itself) and
/// anything else a page may put there is no picture address.
public enum PictureAddress {
    /// Longer than this, an "address" is not one a page means seriously.
    static let maximumLength = 4_096

    /// The picture named by a schema.org `image` value; `{"@id": …}` references are looked up
    /// in `nodes` (see `JSONLDReader.nodesByID`). In a list the widest picture wins: its width as
    /// given, else as a WordPress size in its name ("-225x225.jpg"); one of no known size is
    /// taken for the full-size original. Among equals, the first.
    public static func fromSchemaImage(_ value: Any?, base: URL?, nodes: [String: [String: Any]] = [:]) -> URL? {
        var best: (url: URL, width: Double)?
        for candidate in candidates(value, nodes: nodes, depth: 0) {
            guard let url = resolve(candidate.text, against: base) else { continue }
            let width = candidate.width ?? sizeInName(url.path) ?? .infinity
            if best == nil || width > best!.width { best = (url, width) }
        }
        return best?.url
    }

    /// The page's own picture in its JSON-LD: the web page's `primaryImageOfPage` or an
    /// article's `image` (not a person's or an organisation's, which are faces and logos).
    static func fromPageNodes(_ blocks: [Any], nodes: [String: [String: Any]], base: URL?) -> URL? {
        let pageTypes: Set<String> = ["webpage", "itempage", "article", "blogposting", "newsarticle", "collectionpage"]
        var found: URL?
        func walk(_ value: Any, depth: Int) {
            guard found == nil, depth < 30 else { return }
            if let array = value as? [Any] {
                for item in array { walk(item, depth: depth + 1) }
            } else if let object = value as? [String: Any] {
                if !SchemaTypes.of(object).isDisjoint(with: pageTypes) {
                    let url = fromSchemaImage(object["primaryImageOfPage"], base: base, nodes: nodes)
                        ?? fromSchemaImage(object["image"], base: base, nodes: nodes)
                    if let url {
                        found = url
                        return
                    }
                }
                for key in ["@graph", "mainEntityOfPage", "isPartOf"] { if let inner = object[key] { walk(inner, depth: depth + 1) } }
            }
        }
        for block in blocks { walk(block, depth: 0) }
        return found
    }

    /// 225 in "photo-225x225.jpg": the width WordPress writes into the names of its smaller copies.
    private static func sizeInName(_ path: String) -> Double? {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let dash = name.lastIndex(of: "-") else { return nil }
        let size = name[name.index(after: dash)...].split(separator: "x")
        guard size.count == 2, let width = Double(size[0]), Double(size[1]) != nil, width > 0 else { return nil }
        return width
    }

    /// The picture the page names for sharing, from its `<meta>` and `<link>` tags (name, then
    /// a lookup of the tag's attributes), in the order of preference above.
    static func fromSharingTags(_ tags: [(name: String, attribute: (String) -> String?)], base: URL?) -> URL? {
        let preference = ["og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:image:src"]
        var found: [String: String] = [:]
        var linked: String?
        for tag in tags {
            if tag.name == "meta" {
                guard let key = (tag.attribute("property") ?? tag.attribute("name"))?.lowercased(),
                      preference.contains(key), found[key] == nil,
                      let content = tag.attribute("content"), resolve(content, against: base) != nil
                else { continue }
                found[key] = content
            } else if tag.name == "link", linked == nil, tag.attribute("rel")?.lowercased() == "image_src",
                      let href = tag.attribute("href"), resolve(href, against: base) != nil {
                linked = href
            }
        }
        guard let text = preference.lazy.compactMap({ found[$0] }).first ?? linked else { return nil }
        return resolve(text, against: base)
    }

    /// An absolute http(s) address from what a page wrote, relative ones read against `base`.
    public static func resolve(_ raw: String, against base: URL?) -> URL? {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.utf8.count <= maximumLength else { return nil }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        if text.hasPrefix("//"), base == nil { text = "https:" + text }
        // Spaces and other characters pages leave unescaped in addresses.
        let url = URL(string: text, relativeTo: base)
            ?? text.addingPercentEncoding(withAllowedCharacters: allowed).flatMap { URL(string: $0, relativeTo: base) }
        guard let absolute = url?.absoluteURL,
              let scheme = absolute.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = absolute.host, !host.isEmpty
        else { return nil }
        return absolute
    }

    private static let allowed: CharacterSet = {
        var set = CharacterSet.urlQueryAllowed
        set.insert(charactersIn: "#%")
        return set
    }()

    private struct Candidate {
        var text: String
        var width: Double?
    }

    /// Every address an `image` value offers, with its width when it says one.
    private static func candidates(_ value: Any?, nodes: [String: [String: Any]], depth: Int) -> [Candidate] {
        guard depth < 6, let value else { return [] }
        switch value {
        case let text as String:
            return [Candidate(text: text)]
        case let list as [Any]:
            return list.prefix(50).flatMap { candidates($0, nodes: nodes, depth: depth + 1) }
        case let object as [String: Any]:
            // `@id` alone is a reference to a node elsewhere (its own value is no address).
            if object["url"] == nil, object["contentUrl"] == nil, let id = object["@id"] as? String, let node = nodes[id] {
                return candidates(node, nodes: nodes, depth: depth + 1)
            }
            let width = number(object["width"])
            return (candidates(object["url"], nodes: nodes, depth: depth + 1)
                + candidates(object["contentUrl"], nodes: nodes, depth: depth + 1)
                + candidates(object["contentURL"], nodes: nodes, depth: depth + 1))
                .map { Candidate(text: $0.text, width: $0.width ?? width) }
        default:
            return []
        }
    }

    /// A width as 1200, "1200", "1200px" or a QuantitativeValue `{"value": 1200}`.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: return number.isFinite && number > 0 ? number : nil
        case let number as Int: return number > 0 ? Double(number) : nil
        case let number as NSNumber: return number.doubleValue.isFinite && number.doubleValue > 0 ? number.doubleValue : nil
        case let text as String:
            let digits = text.trimmingCharacters(in: .whitespaces).prefix(while: { $0.isNumber || $0 == "." })
            return Double(digits).flatMap { $0 > 0 ? $0 : nil }
        case let object as [String: Any]: return number(object["value"] ?? object["@value"])
        default: return nil
        }
    }
}
