import SousCore
import SousStore

/// `sous diet set` and `remove-person`: a person of the household found by name and changed.
public struct HouseholdEditing {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Changes what is given (nil leaves it) and answers with the person as stored.
    public func change(_ name: String, allergies: Set<Allergen>?, diets: Set<Diet>?, rename: String?, guest: Bool?) throws -> Person {
        var person = try named(name)
        if let allergies { person.allergies = allergies }
        if let diets { person.diets = diets }
        if let rename { person.name = rename }
        if let guest { person.guest = guest }
        try database.updatePerson(person)
        return try database.person(named: person.name) ?? person
    }

    /// Removes the person and answers with who it was.
    public func remove(_ name: String) throws -> Person {
        let person = try named(name)
        guard let id = person.id else { throw ServiceFailure("There is no one called \(name); see sous diet.") }
        try database.removePerson(id: id)
        return person
    }

    private func named(_ name: String) throws -> Person {
        guard let person = try database.person(named: name) else {
            throw ServiceFailure("There is no one called \(name); see sous diet.")
        }
        return person
    }
}
