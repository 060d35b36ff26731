import SousApp
import SousCore

extension EffectRunner {
    /// Carries out the nutrition effects; a change answers with the corrections as stored.
    func perform(_ effect: NutritionEffect) throws -> [AppAction] {
        switch effect {
        case .loadCorrections:
            break
        case .setCorrection(let name, let choice):
            try database.setFoodCorrection(name: name, choice: choice)
        }
        return [.nutrition(.correctionsLoaded(try database.foodCorrections()))]
    }
}
