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
        case .update(let person):
            try database.updatePerson(person)
        case .remove(let id):
            try database.removePerson(id: id)
        case .saveAdapted(let recipe):
            let id = try database.saveRecipe(recipe)
            guard let saved = try database.recipe(id: id) else { return [] }
            return [.household(.adaptedSaved(saved))]
        }
        return [.household(.loaded(try database.people()))]
    }
}
