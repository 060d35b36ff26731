import SousApp
import SousCore

extension EffectRunner {
    /// Carries out the nutrition effects; a change answers with the corrections as stored.
    func perform(_ effect: NutritionEffect) throws -> [AppAction] {
        switch effect {
        case .loadCorrections:
            break
        case .setCorrection(let name, let foodID):
            try database.setNutritionCorrection(name: name, foodID: foodID)
        }
        return [.nutrition(.correctionsLoaded(try database.nutritionCorrections()))]
    }
}
