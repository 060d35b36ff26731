import SousApp
import SousCore

extension EffectRunner {
    /// Carries out the household's effects; every change answers with the people as stored.
    func perform(_ effect: HouseholdEffect) throws -> [AppAction] {
        switch effect {
        case .load:
            break
        case .add(let person):
            try database.addPerson(person)
        case .update(var person):
            // A person ticked before the store answered their add has no id yet: names are unique.
            if person.id == nil {
                person.id = try database.people().first { $0.name.lowercased() == person.name.lowercased() }?.id
            }
            try database.updatePerson(person)
        case .remove(let id):
            let entries = try database.removePerson(id: id)
            return [.household(.removed(eatsAt: entries)), .household(.loaded(try database.people()))]
        case .restore(let person, let entries):
            let saved = try database.addPerson(person)
            if let id = saved.id, !entries.isEmpty { try database.addEater(personID: id, toEntries: entries) }
        case .saveAdapted(let recipe):
            let id = try database.saveRecipe(recipe)
            guard let saved = try database.recipe(id: id) else { return [] }
            return [.household(.adaptedSaved(saved))]
        }
        return [.household(.loaded(try database.people()))]
    }
}
