/// Reads `@type` in all its shapes ("Recipe", ["Recipe", "NewsArticle"], "schema:Recipe",
/// "http://schema.org/Recipe") as a set of lowercased local names.
public enum SchemaTypes {
    public static func of(_ node: [String: Any]) -> Set<String> {
        var names = Set<String>()
        func add(_ value: Any?) {
            if let s = value as? String {
                let local = s.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last.map(String.init) ?? s
                names.insert(local.lowercased())
            } else if let a = value as? [Any] {
                for item in a.prefix(20) { add(item) }
            }
        }
        add(node["@type"])
        return names
    }
}
