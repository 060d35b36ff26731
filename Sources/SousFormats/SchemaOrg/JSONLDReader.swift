import Foundation
import SousCore

/// Finds schema.org `Recipe` objects in a page's `<script type="application/ld+json">` blocks:
/// top-level objects, arrays, `@graph`, and recipes nested in other nodes (`mainEntity`).
/// Broken blocks are skipped (after one repair attempt for raw control characters).
public enum JSONLDReader {
    public static func recipeNodes(in document: HTMLDocument) -> [[String: Any]] {
        var found: [[String: Any]] = []
        let scripts = (document.root?.elements(where: {
            $0.tag == "script" && ($0.attributes["type"]?.lowercased().contains("ld+json") ?? false)
        })) ?? []
        for script in scripts {
            let raw = script.children.map(\.text).joined()
            guard let value = parse(raw) else { continue }
            collect(value, into: &found, depth: 0)
        }
        return found
    }

    /// The same, from the page text without building the tree (see `HTMLTagScanner`).
    static func recipeNodes(inScriptsOf tags: [HTMLTagScanner.Tag]) -> [[String: Any]] {
        var found: [[String: Any]] = []
        for tag in tags where tag.name == "script" && (tag.attributes["type"]?.lowercased().contains("ld+json") ?? false) {
            guard let raw = tag.rawText, let value = parse(raw) else { continue }
            collect(value, into: &found, depth: 0)
        }
        return found
    }

    /// Every JSON-LD block of the page, parsed (broken ones left out).
    static func blocks(in document: HTMLDocument) -> [Any] {
        let scripts = (document.root?.elements(where: {
            $0.tag == "script" && ($0.attributes["type"]?.lowercased().contains("ld+json") ?? false)
        })) ?? []
        return scripts.compactMap { parse($0.children.map(\.text).joined()) }
    }

    static func blocks(inScriptsOf tags: [HTMLTagScanner.Tag]) -> [Any] {
        tags.compactMap { tag in
            guard tag.name == "script", tag.attributes["type"]?.lowercased().contains("ld+json") ?? false,
                  let raw = tag.rawText else { return nil }
            return parse(raw)
        }
    }

    /// The nodes of the blocks that have an `@id`, by it: what `{"@id": …}` references point to
    /// (Yoast and others give a recipe's `image` as a reference to an ImageObject in `@graph`).
    static func nodesByID(in blocks: [Any]) -> [String: [String: Any]] {
        var index: [String: [String: Any]] = [:]
        func walk(_ value: Any, depth: Int) {
            guard depth < 30, index.count < 10_000 else { return }
            if let array = value as? [Any] {
                for item in array { walk(item, depth: depth + 1) }
            } else if let object = value as? [String: Any] {
                // A node with more than its @id is the node itself; a bare {"@id"} is a reference.
                if let id = object["@id"] as? String, object.count > 1, index[id] == nil { index[id] = object }
                for (_, inner) in object { walk(inner, depth: depth + 1) }
            }
        }
        for block in blocks { walk(block, depth: 0) }
        return index
    }

    static func parse(_ raw: String) -> Any? {
        var text = raw.trimmed(" \n\r\t")
        // Wrappers such as "// <![CDATA[" ... "// ]]>" or HTML comments around the JSON.
        text = text.replacingOccurrences(of: "<![CDATA[", with: "").replacingOccurrences(of: "]]>", with: "")
        if let start = text.firstIndex(where: { $0 == "{" || $0 == "[" }),
           let end = text.lastIndex(where: { $0 == "}" || $0 == "]" }), start < end {
            text = String(text[start...end])
        }
        if let value = JSONNesting.parse(Data(text.utf8)) { return value }
        // Raw newlines and tabs inside strings are the commonest breakage.
        let repaired = escapingControlCharacters(text)
        if let value = JSONNesting.parse(Data(repaired.utf8)) { return value }
        // Trailing commas before a closing bracket.
        let noTrailing = repaired.replacingOccurrences(of: #",\s*([\]}])"#, with: "$1", options: .regularExpression)
        return JSONNesting.parse(Data(noTrailing.utf8))
    }

    /// The JSON with raw control characters inside its strings made valid: a line break stays a
    /// line break ("\\n": a list of ingredients typed into one value keeps its lines), any other
    /// becomes a space. Outside strings they are white space already and stay.
    static func escapingControlCharacters(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var inString = false, escaped = false
        for scalar in text.unicodeScalars {
            if inString, scalar.value < 0x20 {
                if scalar == "\n" { out.append(contentsOf: "\\n".unicodeScalars) } else if scalar != "\r" { out.append(" ") }
                escaped = false
                continue
            }
            out.append(scalar)
            if escaped { escaped = false } else if scalar == "\\" { escaped = inString } else if scalar == "\"" { inString.toggle() }
        }
        return String(out)
    }

    static func collect(_ value: Any, into found: inout [[String: Any]], depth: Int) {
        guard depth < 30 else { return }
        if let array = value as? [Any] {
            for item in array { collect(item, into: &found, depth: depth + 1) }
            return
        }
        guard let object = value as? [String: Any] else { return }
        if SchemaTypes.of(object).contains("recipe") {
            found.append(object)
            return
        }
        for key in ["@graph", "mainEntity", "mainEntityOfPage", "hasPart", "itemListElement", "item", "about"] {
            if let inner = object[key] { collect(inner, into: &found, depth: depth + 1) }
        }
    }
}
