import Foundation
import SousApp
import SousCore
import SousFormats

extension EffectRunner {
    /// Carries out the pantry's effects: a change answers with what changed (for undo) and the
    /// pantry as stored.
    func perform(_ effect: PantryEffect) throws -> [AppAction] {
        let today = try database.planCalendar(timeZone: timeZone).today(clock())
        var actions: [AppAction] = []
        switch effect {
        case .load:
            break
        case .add(let text):
            let items: [PantryItem]
            do {
                items = try PantryLines.items(from: PantryLines.split(text), today: today)
            } catch {
                return [.effectFailed(String(describing: error))]
            }
            let changes = try database.addPantryItems(items)
            actions.append(.pantry(.changed(changes, message: "Added " + items.map(\.text).joined(separator: ", ") + " · u undoes")))
        case .remove(let id):
            if let change = try database.removePantryItem(id: id) {
                actions.append(.pantry(.changed([change], message: "Removed \(change.before?.name ?? "it") · u undoes")))
            }
        case .replace(let id, let text):
            guard let old = try database.pantryItems().first(where: { $0.id == id }) else { break }
            var item: PantryItem
            do {
                item = try PantryLines.item(from: text, today: today)
            } catch {
                return [.effectFailed(String(describing: error))]
            }
            item.id = id
            item.location = item.location ?? old.location
            item.bestBefore = item.bestBefore ?? old.bestBefore
            let change = try database.updatePantryItem(item)
            actions.append(.pantry(.changed([change], message: "Now \(item.text) · u undoes")))
        case .update(let item):
            let change = try database.updatePantryItem(item)
            actions.append(.pantry(.changed([change], message: "\(item.name): " + (item.location ?? "no place set"))))
        case .setBestBefore(let id, let text):
            guard var item = try database.pantryItems().first(where: { $0.id == id }) else { break }
            if text.isEmpty {
                item.bestBefore = nil
            } else {
                guard let day = PantryLines.date(text, today: today) else {
                    return [.effectFailed("\u{201C}\(text)\u{201D} is not a date: write 2026-11-30 or 30 Nov")]
                }
                item.bestBefore = day
            }
            let change = try database.updatePantryItem(item)
            actions.append(.pantry(.changed([change], message: "\(item.name): " + (item.bestBefore.map { "best before \($0.iso)" } ?? "no date"))))
        case .undo(let changes):
            try database.undoPantryChanges(changes)
        case .addBought(let lines):
            let changes = try database.addBoughtToPantry(lines)
            if !changes.isEmpty {
                actions.append(.pantry(.changed(changes, message: "In the pantry now: " + lines.map(\.name).joined(separator: ", "))))
            }
        case .takeOut(let recipe, let servings):
            let changes = try database.takeOutOfPantry(cooking: recipe, servings: servings)
            let message = changes.isEmpty ? "The pantry held nothing of \(recipe.title)"
                : "Took \(changes.count) item\(changes.count == 1 ? "" : "s") out of the pantry · K then u undoes"
            actions.append(.pantry(.changed(changes, message: message)))
        case .cook(let recipeID):
            guard let recipe = try database.recipe(id: recipeID) else { return [.effectFailed("That recipe is no longer in the library.")] }
            return [.cook(.open(recipe, servings: nil))]
        case .suggest(let query):
            return [.pantry(.suggested(query, try database.suggestRecipes(query, today: today)))]
        case .readPhoto(let path):
            readPhoto(path)
            return []
        case .addToShopping(let names):
            let calendar = try database.planCalendar(timeZone: timeZone)
            let source = ShoppingSource.week(calendar.weekStart(containing: today))
            for name in names { try database.addShoppingItem(listID: source.listID, text: name) }
            return []
        }
        return actions + [.pantry(.loaded(items: try database.pantryItems(), staples: try database.pantryStaples()))]
    }
}
