import Foundation
import SousApp
import SousCore
import SousStore

extension EffectRunner {
    /// Carries out the Plan feature's effects against the database.
    func perform(_ effect: PlanEffect) throws -> [AppAction] {
        switch effect {
        case .load(let start):
            return [.plan(.loaded(try loadWeek(start)))]
        case .change(let change, let reload, let undoable):
            let added = try apply(change)
            return [.plan(.changed(change, added: added, undoable: undoable)), .plan(.loaded(try loadWeek(reload)))]
        case .search(let text, let safety):
            let results = try database.summaries(LibraryQuery(search: text, safety: safety), offset: 0, limit: 50)
            return [.plan(.searched(query: text, results))]
        case .loadTemplates:
            return [.plan(.templatesLoaded(try database.weekTemplateNames()))]
        }
    }

    /// The week from `start`, or the one holding the clock's today in the runner's time zone.
    func loadWeek(_ start: PlanDay?) throws -> PlanWeek {
        let calendar = try database.planCalendar(timeZone: timeZone)
        let first = start ?? calendar.weekStart(containing: calendar.today(clock()))
        let entries = try database.planEntries(from: first, through: first.adding(days: 6))
        // Stored figures, worked out once per recipe (and again when the recipe or the tables change).
        let stored = try database.nutrition(ofRecipes: Array(Set(entries.compactMap(\.recipeID))))
        let nutrition = stored.filter { $0.value.countedLines > 0 }.mapValues(\.perServing)
        return PlanWeek(calendar: calendar, start: first, slots: try database.mealSlots(), entries: entries,
                        nutrition: nutrition)
    }

    private func apply(_ change: PlanChange) throws -> [PlanEntry] {
        switch change {
        case .add(let entries):
            return try entries.map { try database.addPlanEntry($0) }
        case .delete(let ids):
            for id in ids { try database.deletePlanEntry(id: id) }
        case .move(let id, let day, let slotID):
            try database.movePlanEntry(id: id, to: day, slotID: slotID)
        case .setEaters(let id, let eaters):
            try database.setPlanEntryEaters(id: id, eaters)
        case .setServings(let id, let servings):
            try database.setPlanEntryServings(id: id, servings)
        case .repeatWeek(let start, let times):
            try database.repeatWeek(from: start, times: times)
        case .addSlot(let name):
            try database.addMealSlot(named: name)
        case .renameSlot(let id, let name):
            try database.renameMealSlot(id: id, to: name)
        case .moveSlot(let id, let offset):
            try database.moveMealSlot(id: id, by: offset)
        case .saveTemplate(let name, let start):
            try database.saveWeekTemplate(named: name, from: start)
        case .applyTemplate(let name, let start):
            try database.applyWeekTemplate(named: name, to: start)
        }
        return []
    }
}
