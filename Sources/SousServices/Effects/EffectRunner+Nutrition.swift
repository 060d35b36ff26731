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
        case .workOut(let recipe, let corrections):
            // Off the loop: the first recipe shown loads the nutrient table (tens of milliseconds).
            let inbox = self.inbox
            nutritionQueue.async {
                let nutrition = NutritionCalculator.standard.nutrition(for: recipe, corrections: corrections)
                inbox.post(.nutrition(.workedOut(recipe, corrections: corrections, nutrition)))
            }
            return []
        case .searchFoods(let text):
            let inbox = self.inbox
            nutritionQueue.async {
                inbox.post(.nutrition(.foodsFound(query: text, FoodSearch.choices(for: text))))
            }
            return []
        }
        return [.nutrition(.correctionsLoaded(try database.foodCorrections()))]
    }
}
