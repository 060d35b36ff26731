/// The many shapes of schema.org `recipeYield`: 4, "4", "4 servings", "Serves 4-6", "12 cookies",
/// ["4", "4 servings"]. Gives the servings count when the yield counts people and the text as written.
public enum RecipeYield {
    public static func read(_ value: Any?) -> (servings: Int?, text: String?) {
        var candidates: [String] = []
        collect(value, into: &candidates, depth: 0)
        candidates = candidates.map(HTMLText.clean).filter { !$0.isEmpty }
        guard !candidates.isEmpty else { return (nil, nil) }
        // Prefer the most descriptive form ("4 servings" over "4").
        let text = candidates.first(where: { $0.contains(where: \.isLetter) }) ?? candidates[0]
        let number = candidates.lazy.compactMap(firstInteger).first
        return (number, text)
    }

    static func collect(_ value: Any?, into out: inout [String], depth: Int) {
        guard depth < 8, let value else { return }
        if let string = value as? String { out.append(string) }
        else if let number = value as? Double, number.isFinite, number >= 0, number < 1e6 { out.append(String(Int(number))) }
        else if let number = value as? Int { out.append(String(number)) }
        else if let array = value as? [Any] { for item in array { collect(item, into: &out, depth: depth + 1) } }
        else if let object = value as? [String: Any] { collect(object["value"] ?? object["name"], into: &out, depth: depth + 1) }
    }

    /// The first whole number in `text`.
    public static func firstInteger(_ text: String) -> Int? {
        guard let start = text.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return nil }
        let digits = text[start...].prefix(while: { $0.isASCII && $0.isNumber }).prefix(6)
        guard let n = Int(digits), n > 0 else { return nil }
        return n
    }
}
