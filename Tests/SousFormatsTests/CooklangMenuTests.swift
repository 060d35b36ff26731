import SousCore
import SousFormats
import Testing

/// A week of the meal plan as a Cooklang `.menu` file. The grammar is the one cooklang.org's
/// "conventions" page gives: "A .menu file is a valid Cooklang file that uses sections for days
/// and recipe references to compose a plan. Recipe paths are relative to the root recipe
/// directory, without the .cook extension"; "Sections can include dates in YYYY-MM-DD format";
/// `@./pasta carbonara{4%servings}` scales a recipe to servings.
struct CooklangMenuTests {
    let monday = PlanDay(iso: "2026-11-23")!

    @Test func aWeekIsWrittenAsDatedDaySectionsOfRecipeReferencesAndReadBack() {
        let tuesday = monday.adding(days: 1)
        let week = MenuWeek(monday: monday, meals: [
            .init(day: monday, slot: "Dinner", recipePath: "soups/carrot-soup", title: "Carrot Soup", servings: 4, note: "no onions for Sam"),
            .init(day: monday, slot: "Lunch", title: "Eat out"),
            .init(day: tuesday, slot: "Breakfast", recipePath: "pancakes", title: "pancakes"),
        ])
        let text = CooklangMenu.write(week)
        #expect(text.contains("== Monday (2026-11-23) =="))
        #expect(text.contains("\nDinner: @./soups/carrot-soup{4%servings} -- no onions for Sam\n"))
        #expect(text.contains("\nLunch: Eat out\n"))
        #expect(text.contains("== Tuesday (2026-11-24) ==\n\nBreakfast: @./pancakes{}\n"))
        #expect(text.contains("== Sunday (2026-11-29) =="))
        let read = CooklangMenu.read(text)
        #expect(read.mondays == [monday])
        #expect(read.meals.count == 3)
        #expect(read.meals[0] == MenuWeek.Meal(day: monday, slot: "Dinner", recipePath: "soups/carrot-soup", title: "carrot-soup",
                                               servings: 4, note: "no onions for Sam"))
        #expect(read.meals[1] == MenuWeek.Meal(day: monday, slot: "Lunch", title: "Eat out"))
        #expect(read.meals[2].recipePath == "pancakes" && read.meals[2].servings == nil && read.meals[2].day == tuesday)
    }

    @Test func whatPeopleWriteByHandIsRead() {
        let text = """
            = Monday (2026-11-23)

            @./mains/pasta carbonara{2}
            @./sides/green salad{} and @./breads/focaccia.cook{1%servings}

            -- a comment line
            > a note block

            = Someday
            @./ignored{1}

            == Day 3 (2026-11-25) ==
            Dinner: @soups/minestrone{6}
            """
        let read = CooklangMenu.read(text)
        #expect(read.meals.map(\.recipePath) == ["mains/pasta carbonara", "sides/green salad", "breads/focaccia", "soups/minestrone"])
        #expect(read.meals.map(\.servings) == [2, nil, 1, 6])
        #expect(read.meals.map(\.slot) == [nil, nil, nil, "Dinner"])
        #expect(read.meals.last?.day == PlanDay(iso: "2026-11-25"))
        #expect(read.mondays == [monday])
    }

    @Test func textFromOutsideCannotBreakTheFileOrReachTheTerminal() {
        let week = MenuWeek(monday: monday, meals: [
            .init(day: monday, slot: "Din\u{1B}[2Jner", title: "Soup {x} -- y\u{7}"),
        ])
        let text = CooklangMenu.write(week)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{7}"))
        let meal = CooklangMenu.read(text).meals.first
        #expect(meal?.recipePath == nil)
        #expect(meal?.note == nil)
    }

    @Test(arguments: [
        ("2026-11-23", "2026-W48"), ("2026-12-28", "2026-W53"), ("2027-01-04", "2027-W01"),
        ("2024-12-30", "2025-W01"), ("2021-01-04", "2021-W01"), ("2020-12-28", "2020-W53"),
    ])
    func isoWeeksNameTheirMondays(_ day: String, _ name: String) {
        let monday = PlanDay(iso: day)!
        #expect(MenuWeek.isoWeekName(of: monday) == name)
        #expect(MenuWeek.monday(ofISOWeek: name) == monday)
        #expect(MenuWeek.monday(of: monday.adding(days: 6)) == monday)
    }

    @Test func aWeekTheYearDoesNotHaveIsNoWeek() {
        #expect(MenuWeek.monday(ofISOWeek: "2025-W53") == nil)
        #expect(MenuWeek.monday(ofISOWeek: "plan") == nil)
    }
}
