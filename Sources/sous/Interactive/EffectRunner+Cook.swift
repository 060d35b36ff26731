import Foundation
import SousApp

extension EffectRunner {
    /// Carries out cook mode's effects: cook sessions in the database, reading aloud.
    func perform(_ effect: CookEffect) throws -> [AppAction] {
        switch effect {
        case .startSession(let recipeID, let servings):
            return [.cook(.sessionStarted(id: try database.startCookSession(recipeID: recipeID, servings: servings, at: Date())))]
        case .endSession(let id, let recipeID, let rating, let note):
            try database.endCookSession(id: id, at: Date(), rating: rating, note: note)
            return [.cook(.historyLoaded(recipeID: recipeID, try database.cookHistory(recipeID: recipeID)))]
        case .loadHistory(let recipeID):
            return [.cook(.historyLoaded(recipeID: recipeID, try database.cookHistory(recipeID: recipeID)))]
        case .speak(let text):
            let message = ReadAloud(launcher: ProgramLauncher(environment: environment)).speak(text)
            return message.map { [.cook(.notice($0))] } ?? []
        }
    }
}
