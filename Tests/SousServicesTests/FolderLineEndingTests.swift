import SousCore
import SousFormats
import Testing

/// The folder's files as an editor on Windows saves them, with CRLF line ends: each is read as
/// the same file with LF line ends is (Swift reads "\r\n" as one character, so a reader that
/// splits on "\n" alone sees one long line).
@Suite struct FolderLineEndingTests {
    static func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }

    @Test func theHouseholdIsReadTheSame() throws {
        let text = "# name | allergies | diets | guest\nSam | peanuts, sesame | vegetarian |\nAlex | | vegan | guest\n"
        #expect(try HouseholdFile.read(Self.crlf(text)) == HouseholdFile.read(text))
        #expect(try HouseholdFile.read(Self.crlf(text)).count == 2)
    }

    @Test func theAislesAreReadTheSame() {
        let text = "[produce]\ntomatoes|tomato\nbasil\n[dairy & eggs]\nmilk\n"
        #expect(AisleFile.read(Self.crlf(text)) == AisleFile.read(text))
        #expect(AisleFile.read(Self.crlf(text)).count == 3)
    }

    @Test func aWeekOfThePlanIsReadTheSame() {
        let monday = PlanDay(iso: "2026-11-23")!
        let text = CooklangMenu.write(MenuWeek(monday: monday, meals: [
            .init(day: monday, slot: "Dinner", recipePath: "soups/carrot-soup", title: "Carrot Soup", servings: 4, note: "no onions"),
        ]))
        #expect(CooklangMenu.read(Self.crlf(text)).meals == CooklangMenu.read(text).meals)
        #expect(CooklangMenu.read(Self.crlf(text)).meals.count == 1)
    }

    @Test func theShoppingTripIsReadTheSame() {
        let text = "./soups/carrot-soup{2}\n./pancakes\nbin bags\nmilk\n"
        #expect(ShoppingListFile.items(in: Self.crlf(text)) == ShoppingListFile.items(in: text))
        #expect(ShoppingListFile.references(in: Self.crlf(text)) == ShoppingListFile.references(in: text))
        #expect(ShoppingListFile.items(in: Self.crlf(text)).count == 2)
        let log = "+ carrots\n+ milk\n- carrots\n"
        #expect(ShoppingCheckLog.read(Self.crlf(log)) == ShoppingCheckLog.read(log))
        #expect(ShoppingCheckLog.read(Self.crlf(log)) == ["carrots": false, "milk": true])
    }

    @Test func aRecipesFrontMatterIsReadTheSame() throws {
        let text = "---\ntitle: Carrot Soup\nservings: 4\ntags: [soup, quick]\n---\n\nBoil @carrots{500%g} for ~{20%minutes}.\n"
        let recipe = try CooklangImporter.recipe(from: Self.crlf(text), fileName: "carrot-soup.cook")
        let expected = try CooklangImporter.recipe(from: text, fileName: "carrot-soup.cook")
        #expect(recipe.title == "Carrot Soup" && recipe.servings == 4 && recipe.tags == expected.tags)
        #expect(recipe.ingredients == expected.ingredients && recipe.steps.map(\.text) == expected.steps.map(\.text))
    }
}
