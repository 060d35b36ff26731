import Foundation
import SousApp
import SousCore
import SousFormats
import SousServices
import SousStore
import Testing

/// What the commands print and refuse, worked out in the library where tests reach it.
@Suite struct CommandReportTests {
    @Test func allergenLinesSayWhatIsContainedWhatMayBeAndForWhomNot() {
        let pesto = AllergenReport.describe("1 tbsp pesto", AllergenDetector.standard.check(line: "1 tbsp pesto"))
        #expect(pesto.hasPrefix("1 tbsp pesto  contains: "))
        #expect(pesto.contains("milk") && pesto.contains("vegan"))
        #expect(AllergenReport.describe("For the sauce:", AllergenDetector.standard.check(line: "For the sauce:"))
            == "For the sauce:  (a heading, not an ingredient)")
    }

    @Test func restrictionsAreReadWithAClearErrorForAnUnknownName() throws {
        #expect(try RestrictionNames.allergies([]) == nil)
        #expect(try RestrictionNames.allergies(["none"]) == [])
        #expect(try RestrictionNames.allergies(["peanuts,sesame"]) == [.peanuts, .sesame])
        #expect(throws: ServiceFailure.self) { try RestrictionNames.diets(["carnivore"]) }
    }

    @Test func aPersonIsChangedAndRemovedByName() throws {
        let harness = try ServiceHarness()
        try harness.database.addPerson(Person(name: "Sam", allergies: [.peanuts]))
        let editing = HouseholdEditing(database: harness.database)
        let changed = try editing.change("sam", allergies: nil, diets: [.vegan], rename: "Samira", guest: true)
        #expect(PeopleReport.describe(changed) == "Samira: allergic to peanuts; vegan (guest)")
        #expect(throws: ServiceFailure("There is no one called Sam; see sous diet.")) { try editing.remove("Sam") }
        #expect(try editing.remove("Samira").name == "Samira")
        #expect(try harness.database.people().isEmpty)
    }

    @Test func pantryOptionsAreCheckedBeforeAnythingIsAdded() throws {
        let today = try #require(PlanDay(iso: "2026-11-26"))
        let items = try PantryReport.items(from: ["2 onions, milk"], bestBefore: "30 Nov", location: "fridge", today: today)
        #expect(items.map(\.text) == ["2 onions", "milk"])
        #expect(items.allSatisfy { $0.bestBefore?.iso == "2026-11-30" && $0.location == "fridge" })
        #expect(throws: ServiceFailure.self) { try PantryReport.items(from: ["milk"], bestBefore: "someday", location: nil, today: today) }
        #expect(throws: ServiceFailure.self) { try PantryReport.items(from: ["milk"], bestBefore: nil, location: "garage", today: today) }
        let lines = PantryReport.lines(items: items, staples: ["salt"], today: today)
        #expect(lines.last == "Always there (staples): salt")
        #expect(lines.contains("  milk, in the fridge, best before 2026-11-30"))
    }

    @Test func aTimelineRequestIsCheckedBeforeTheLibraryIsOpened() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let planning = TimelinePlanning(calendar: calendar, now: ServiceHarness.start)
        let serveAt = try planning.serveAt(serve: "7.30pm", date: "2026-11-29", stepMinutes: 3, dishes: 2)
        #expect(calendar.dateComponents([.day, .hour, .minute], from: serveAt) == DateComponents(day: 29, hour: 19, minute: 30))
        #expect(throws: ServiceFailure.self) { try planning.serveAt(serve: "teatime", date: nil, stepMinutes: 3, dishes: 1) }
        #expect(throws: ServiceFailure.self) { try planning.serveAt(serve: "13:00", date: "2026-02-30", stepMinutes: 3, dishes: 1) }
        #expect(throws: ServiceFailure("A timeline takes at most 12 dishes.")) {
            try planning.serveAt(serve: "13:00", date: nil, stepMinutes: 3, dishes: 13)
        }
    }

    @Test func serveTimesAreShownAndSetByMealRow() throws {
        let harness = try ServiceHarness()
        #expect(try ServeTimes.lines(slot: "dinner", time: "19:30", in: harness.database) == ["Dinner\t19:30"])
        #expect(throws: ServiceFailure.self) { try ServeTimes.lines(slot: "Elevenses", time: nil, in: harness.database) }
        #expect(try ServeTimes.lines(slot: nil, time: nil, in: harness.database).contains("Dinner\t19:30"))
    }

    @Test func aCorrectionNamesAFoodOrSaysWhichAreNear() throws {
        let report = NutritionReport()
        let ginger = try report.choice("ginger", for: "ginger garlic paste")
        #expect(ginger.id == "en:ginger")
        #expect(ginger.sentence.hasSuffix("in every recipe: nutrition, allergens, pantry and shopping"))
        let error = #expect(throws: ServiceFailure.self) { try report.choice("zzqx", for: "paste") }
        #expect(error?.description.hasPrefix("no food is “zzqx”") == true)
    }

    @Test func theEditorFileIsReadBackWithoutItsCommentsAndTrailingSpace() {
        let text = EditorFile.errorHeader("line 3: no closing brace") + "Boil @water{}.\n"
        #expect(text.hasPrefix(EditorFile.errorMarker))
        #expect(EditorFile.strippingComments(text) == "Boil @water{}.\n")
        #expect(EditorFile.same("Boil @water{}.  \t\n\n\n", "Boil @water{}."))
        #expect(!EditorFile.same("Boil @water{}.", "Boil @milk{}."))
        #expect(EditorFile.fileName(for: Recipe(title: "")) == "new-recipe.cook")
    }

    @Test func aFileSavedWithWindowsLineEndsIsReadAsTheSameRecipe() {
        let written = EditorFile.guide(for: EditorRequest(purpose: .create, recipe: Recipe(title: ""))) + "Boil @water{}.\n\nServe.\n"
        let saved = EditorFile.text(readBack: Data(written.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        #expect(saved == written)
        #expect(EditorFile.strippingComments(saved) == "Boil @water{}.\n\nServe.\n")
    }

    @Test func aLibraryThatCannotBeOpenedIsOneSentence() {
        let error = #expect(throws: ServiceFailure.self) { try LibraryFile(path: "/proc/sous/library.sqlite").open() }
        #expect(error?.description.isEmpty == false)
    }
}
