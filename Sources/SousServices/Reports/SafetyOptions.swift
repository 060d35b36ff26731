import Foundation
import SousCore

/// `--safe-for NAME|everyone` and `--diet D`, read into one library filter.
public struct SafetyOptions {
    public var safeFor: String?
    public var diet: String?

    public init(safeFor: String?, diet: String?) {
        self.safeFor = safeFor
        self.diet = diet
    }

    public func filter(people: [Person]) throws -> SafetyFilter? {
        var filters: [SafetyFilter] = []
        if let safeFor {
            let key = safeFor.trimmingCharacters(in: .whitespaces).lowercased()
            if key == "everyone" || key == "all" {
                filters.append(.safe(for: people.filter { !$0.guest }, label: "safe for everyone"))
            } else if let person = people.named(key) {
                filters.append(.safe(for: [person], label: "safe for \(person.name)"))
            } else {
                let known = people.map(\.name) + ["everyone"]
                throw ServiceFailure("There is no one called \(safeFor); use one of: \(known.joined(separator: ", ")) (see sous diet).")
            }
        }
        if let diet {
            guard let value = Diet(named: diet) else {
                throw ServiceFailure("unknown diet '\(diet)'; use one of: \(Diet.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            filters.append(.diet(value))
        }
        guard var combined = filters.first else { return nil }
        for more in filters.dropFirst() {
            combined = SafetyFilter(label: combined.label + ", " + more.label, avoids: combined.avoids.union(more.avoids),
                                    excludesUnsure: combined.excludesUnsure || more.excludesUnsure)
        }
        return combined
    }
}
