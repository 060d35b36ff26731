import Foundation
import SousCore

/// The household's people as `sous diet` prints them.
public enum PeopleReport {
    /// "Sam: allergic to peanuts, sesame; vegan (guest)".
    public static func describe(_ person: Person) -> String {
        var parts: [String] = []
        if !person.allergies.isEmpty { parts.append("allergic to " + person.allergies.sorted().map(\.name).joined(separator: ", ")) }
        if !person.diets.isEmpty { parts.append(person.diets.sorted().map(\.rawValue).joined(separator: ", ")) }
        if parts.isEmpty { parts.append("eats anything") }
        return person.name + ": " + parts.joined(separator: "; ") + (person.guest ? " (guest)" : "")
    }

    /// `sous diet --json`: the people as `[{"name", "allergies", "diets", "guest"}]`.
    public static func json(_ people: [Person]) throws -> String {
        let items: [[String: Any]] = people.map { person in
            ["name": person.name, "allergies": person.allergies.sorted().map(\.name),
             "diets": person.diets.sorted().map(\.rawValue), "guest": person.guest]
        }
        let data = try JSONSerialization.data(withJSONObject: items, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
