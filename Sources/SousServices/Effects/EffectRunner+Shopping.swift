import Foundation
import SousApp
import SousCore
import SousStore

extension EffectRunner {
    /// Carries out the Shopping feature's effects; every change answers with the list reloaded.
    func perform(_ effect: ShoppingEffect) throws -> [AppAction] {
        switch effect {
        case .load(let start):
            return try reload(start)
        case .setChecked(let start, let key, let checked):
            try database.setShoppingChecked(listID: start.listID, key: key, checked)
            return try reload(start)
        case .addItem(let start, let text):
            try database.addShoppingItem(listID: start.listID, text: text)
            return try reload(start)
        case .remove(let start, let key):
            try database.removeShoppingItem(listID: start.listID, key: key)
            return try reload(start)
        case .restoreRemoved(let start):
            try database.restoreShoppingItems(listID: start.listID)
            return try reload(start)
        case .setAisle(let start, let key, let aisle):
            try database.setAisle(aisle, forKey: key)
            return try reload(start)
        case .togglePantry(let start, let key):
            let staples = PantryStaples(names: try database.pantryStaples()).toggled(key)
            try database.setPantryStaples(staples.names)
            return try reload(start)
        case .toggleUnits(let start):
            let next: UnitPreference = try database.unitPreference() == .metric ? .us : .metric
            try database.setSetting(AppDatabase.unitsSettingKey, next.rawValue)
            return try reload(start)
        case .export(let list, let path):
            let target = exportPath(path, list: list)
            do {
                try TerminalText.visible(list.rendered(markdown: true, showRecipes: true)).write(toFile: target, atomically: true, encoding: .utf8)
            } catch {
                return [.effectFailed("Could not write \(target): \(error.localizedDescription)")]
            }
            return [.shopping(.exported(path: target))]
        }
    }

    /// Every change answers with the list as it now is: the week's, or the recipe's at its servings.
    private func reload(_ source: ShoppingSource) throws -> [AppAction] {
        switch source {
        case .week(let start):
            return [.shopping(.loaded(try database.shoppingList(weekFrom: start)))]
        case .recipe(let id, let servings):
            guard let recipe = try database.recipe(id: id) else {
                return [.effectFailed("That recipe is no longer in the library.")]
            }
            let title = "Shopping for \(recipe.title) (serves \(servings))"
            return [.shopping(.loaded(try database.shoppingList(recipes: [recipe], servings: servings,
                                                                 listID: source.listID, title: title)))]
        }
    }

    /// "" means ~/shopping-<list>.md; a leading "~/" is the home folder.
    private func exportPath(_ typed: String, list: ShoppingList) -> String {
        typedPath(typed.isEmpty ? "~/shopping-\(list.listID).md" : typed)
    }
}
