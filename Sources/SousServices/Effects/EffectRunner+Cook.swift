import Foundation
import SousApp

extension EffectRunner {
    /// `every_step` speaks each step when it comes up in cook mode.
    public static let readAloudSettingKey = "read_aloud"

    /// Carries out cook mode's effects: cook sessions in the database, reading aloud.
    func perform(_ effect: CookEffect) throws -> [AppAction] {
        switch effect {
        case .startSession(let recipeID, let servings):
            let id = try database.startCookSession(recipeID: recipeID, servings: servings, at: clock())
            let everyStep = try database.setting(Self.readAloudSettingKey) == "every_step"
            return [.cook(.sessionStarted(id: id))] + (everyStep ? [.cook(.readAloudSettingLoaded(everyStep: true))] : [])
        case .endSession(let id, let recipeID, let rating, let note):
            try database.endCookSession(id: id, at: clock(), rating: rating, note: note)
            return [.cookHistoryLoaded(recipeID: recipeID, try database.cookHistory(recipeID: recipeID))]
        case .loadHistory(let recipeID):
            return [.cookHistoryLoaded(recipeID: recipeID, try database.cookHistory(recipeID: recipeID))]
        case .speak(let text):
            let message = ReadAloud(launcher: launcher).speak(text)
            return message.map { [.cook(.notice($0))] } ?? []
        }
    }
}
