import Foundation

/// A food the assistant's answer names that someone in the household cannot eat: whatever the
/// model said, it is marked, with who it is for.
public struct AnswerWarning: Hashable, Sendable, Codable {
    public var food: String
    public var person: String
    public var allergens: [String]
    public var diets: [String]

    public init(food: String, person: String, allergens: [String], diets: [String]) {
        self.food = food
        self.person = person
        self.allergens = allergens
        self.diets = diets
    }

    /// "peanuts: Sam (peanuts)".
    public var sentence: String {
        "\(food): \(person) (\((allergens + diets).joined(separator: ", ")))"
    }
}

/// Finds the foods an answer names and checks each against every person in the household, the
/// way an ingredient line is checked: by the allergen detector, "may contain" counting too.
public enum AnswerWarnings {
    public static func find(in answer: String, people: [Person], detector: AllergenDetector) -> [AnswerWarning] {
        let restricted = people.filter(\.hasRestrictions)
        guard !restricted.isEmpty else { return [] }
        var warnings: [AnswerWarning] = []
        var seen = Set<String>()
        for clause in clauses(of: answer) {
            for food in detector.check(line: clause).foods where seen.insert(food.lowercased()).inserted {
                let contents = detector.check(line: food).contents
                for person in restricted {
                    guard let conflict = person.conflict(with: contents) else { continue }
                    warnings.append(AnswerWarning(food: food, person: person.name, allergens: conflict.allergens.map(\.name),
                                                  diets: conflict.diets.map(\.name)))
                }
            }
        }
        return warnings
    }

    /// The answer cut where one food's name cannot run into the next: sentences, list items,
    /// commas, and "and"/"or" between foods.
    static func clauses(of answer: String) -> [String] {
        let separators = CharacterSet(charactersIn: ".,;:!?()\n•*")
        return answer.components(separatedBy: separators)
            .flatMap { $0.components(separatedBy: " and ") }
            .flatMap { $0.components(separatedBy: " or ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
