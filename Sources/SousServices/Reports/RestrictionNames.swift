import Foundation
import SousCore

/// Allergies and diets as typed (`--allergy peanuts,sesame`, `--diet none`), read into sets with
/// a clear error for a name sous does not know.
public enum RestrictionNames {
    /// nil when no word was given (leave as is); empty for "none".
    public static func allergies(_ words: [String]) throws -> Set<Allergen>? {
        try parse(words, kind: "allergy", known: Allergen.allCases.map(\.name), read: Allergen.init(named:))
    }

    public static func diets(_ words: [String]) throws -> Set<Diet>? {
        try parse(words, kind: "diet", known: Diet.allCases.map(\.rawValue), read: Diet.init(named:))
    }

    private static func parse<T: Hashable>(_ words: [String], kind: String, known: [String],
                                           read: (String) -> T?) throws -> Set<T>? {
        if words.isEmpty { return nil }
        var result = Set<T>()
        for word in words.flatMap({ $0.split(separator: ",") }).map(String.init) {
            if word.trimmingCharacters(in: .whitespaces).lowercased() == "none" { continue }
            guard let value = read(word) else {
                throw ServiceFailure("unknown \(kind) '\(word)'; use one of: \(known.joined(separator: ", "))")
            }
            result.insert(value)
        }
        return result
    }
}
