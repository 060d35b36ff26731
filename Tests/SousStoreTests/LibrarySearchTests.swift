import Foundation
import SousCore
import Testing
@testable import SousStore

@Suite("Library search, filters, sorts and paging")
struct LibrarySearchTests {
    let db: AppDatabase
    let ids: [String: Int64]

    init() throws {
        db = try AppDatabase.inMemory()
        let day = 86_400.0
        let recipes = [
            Fixtures.cremeBrulee,
            Fixtures.simple("Smoky Lemon Chicken Traybake", category: "Dinner", minutes: 50, rating: 4,
                            ingredients: ["chicken thighs", "lemon", "smoked paprika"], tags: ["weeknight"],
                            created: Date(timeIntervalSince1970: 10 * day)),
            Fixtures.simple("chickpea curry", category: "Dinner", minutes: 30, rating: 4, favorite: true,
                            ingredients: ["chickpeas", "coconut milk"], tags: ["vegan"],
                            created: Date(timeIntervalSince1970: 30 * day)),
            Fixtures.simple("Lemon Tart", category: "Dessert", minutes: nil, rating: 2,
                            ingredients: ["lemons", "butter", "eggs"], summary: "Sharp and silky.",
                            created: Date(timeIntervalSince1970: 20 * day)),
            Fixtures.simple("Beef Stew", category: "Dinner", minutes: 180, rating: 0,
                            ingredients: ["beef", "carrots"], tags: ["winter"],
                            created: Date(timeIntervalSince1970: 5 * day)),
            Fixtures.simple("Jalapeño Poppers", category: "", minutes: 25, rating: 3,
                            ingredients: ["jalapeños", "cream cheese"],
                            created: Date(timeIntervalSince1970: 1 * day)),
        ]
        let saved = try db.importRecipes(recipes)
        ids = Dictionary(uniqueKeysWithValues: zip(recipes.map(\.title), saved))
    }

    func titles(_ query: LibraryQuery, offset: Int = 0, limit: Int = 50) throws -> [String] {
        try db.summaries(query, offset: offset, limit: limit).map(\.title)
    }

    @Test(arguments: [
        ("smoky", ["Smoky Lemon Chicken Traybake"]),               // title
        ("chick", ["chickpea curry", "Smoky Lemon Chicken Traybake"]), // title and ingredient prefixes
        ("coconut", ["chickpea curry"]),                            // ingredient
        ("weeknight", ["Smoky Lemon Chicken Traybake"]),            // tag
        ("silky", ["Crème Brûlée", "Lemon Tart"]),                  // summary
        ("creme", ["Crème Brûlée"]),                                // diacritics removed
        ("CRÈME brû", ["Crème Brûlée"]),                            // and in the query too
        ("jalapeno", ["Jalapeño Poppers"]),
        ("lemon chick", ["Smoky Lemon Chicken Traybake"]),          // every word must match
        ("lemon beef", []),
        ("", ["Beef Stew", "chickpea curry", "Crème Brûlée", "Jalapeño Poppers", "Lemon Tart",
              "Smoky Lemon Chicken Traybake"]),
    ])
    func searchFindsPrefixesEverywhere(search: String, expected: [String]) throws {
        let query = LibraryQuery(search: search)
        #expect(try titles(query) == expected)
        #expect(try db.count(query) == expected.count)
    }

    @Test(arguments: ["\"(*", "*", "\"", "'", "AND", "OR NOT", "NEAR(a b)", "title:x", "{title}: x", "-", "^a",
                      "a\"b", "e\u{301}", "😀", "   ", "\\", "%_", "(((", "\u{0}", "c*h*i*c*k", "col:\"x\"*"])
    func junkNeverThrows(search: String) throws {
        let query = LibraryQuery(search: search, category: "Dinner", favoritesOnly: false)
        let page = try db.summaries(query, offset: 0, limit: 50)
        #expect(try db.count(query) == page.count)
    }

    @Test(arguments: [
        (LibrarySort.title, ["Beef Stew", "chickpea curry", "Crème Brûlée", "Jalapeño Poppers", "Lemon Tart",
                             "Smoky Lemon Chicken Traybake"]),
        (.recentlyAdded, ["Crème Brûlée", "chickpea curry", "Lemon Tart", "Smoky Lemon Chicken Traybake",
                          "Beef Stew", "Jalapeño Poppers"]),
        (.totalTime, ["Jalapeño Poppers", "chickpea curry", "Smoky Lemon Chicken Traybake", "Beef Stew",
                      "Crème Brûlée", "Lemon Tart"]),
        (.rating, ["Crème Brûlée", "chickpea curry", "Smoky Lemon Chicken Traybake", "Jalapeño Poppers",
                   "Lemon Tart", "Beef Stew"]),
    ])
    func sorts(sort: LibrarySort, expected: [String]) throws {
        #expect(try titles(LibraryQuery(sort: sort)) == expected)
    }

    @Test(arguments: LibrarySort.allCases)
    func pagesJoinUpToTheWholeList(sort: LibrarySort) throws {
        let query = LibraryQuery(sort: sort)
        let whole = try titles(query)
        let paged = try titles(query, offset: 0, limit: 4) + titles(query, offset: 4, limit: 4)
        #expect(paged == whole)
        #expect(try titles(query, offset: 100, limit: 4).isEmpty)
        #expect(try titles(query, offset: 0, limit: 0).isEmpty)
    }

    @Test(arguments: [
        (LibraryQuery(category: "Dinner"), ["Beef Stew", "chickpea curry", "Smoky Lemon Chicken Traybake"]),
        (LibraryQuery(category: "Dinner", favoritesOnly: true), ["chickpea curry"]),
        (LibraryQuery(favoritesOnly: true), ["chickpea curry", "Crème Brûlée"]),
        (LibraryQuery(search: "lemon", category: "Dessert"), ["Lemon Tart"]),
        (LibraryQuery(search: "chick", favoritesOnly: true), ["chickpea curry"]),
        (LibraryQuery(search: "chick", category: "dinner"), []),     // categories match exactly
        (LibraryQuery(search: "c", category: "Dinner", sort: .totalTime),
         ["chickpea curry", "Smoky Lemon Chicken Traybake", "Beef Stew"]),
        (LibraryQuery(category: ""), ["Beef Stew", "chickpea curry", "Crème Brûlée", "Jalapeño Poppers",
                                      "Lemon Tart", "Smoky Lemon Chicken Traybake"]),
    ])
    func filtersCombineWithSearch(query: LibraryQuery, expected: [String]) throws {
        #expect(try titles(query) == expected)
        #expect(try db.count(query) == expected.count)
    }

    /// Where a recipe sits in a query's order (to put the cursor on a recipe just imported) is
    /// its index in the rows the query lists, for every sort and filter; nil when it is not listed.
    @Test(arguments: [
        LibraryQuery(), LibraryQuery(sort: .recentlyAdded), LibraryQuery(sort: .totalTime), LibraryQuery(sort: .rating),
        LibraryQuery(category: "Dinner"), LibraryQuery(favoritesOnly: true), LibraryQuery(search: "lemon"),
        LibraryQuery(search: "c", category: "Dinner", sort: .totalTime), LibraryQuery(search: "zzz"),
    ])
    func positionIsTheIndexInTheListedRows(query: LibraryQuery) throws {
        let listed = try titles(query)
        for (title, id) in ids {
            #expect(try db.position(of: id, in: query) == listed.firstIndex(of: title), "\(title)")
        }
    }

    @Test func summariesCarryTheListColumns() throws {
        let row = try #require(try db.summaries(LibraryQuery(search: "chickpea"), offset: 0, limit: 1).first)
        let stored = try #require(try db.recipe(id: ids["chickpea curry"]!))
        #expect(row == RecipeSummary(id: ids["chickpea curry"]!, title: "chickpea curry", category: "Dinner",
                                     totalMinutes: 30, rating: 4, favorite: true,
                                     safety: AllergenDetector.standard.safety(of: stored)))
    }

    @Test func categoriesAreDistinctNonEmptyAndSorted() throws {
        #expect(try db.categories() == ["Dessert", "Dinner"])
    }
}

@Suite("Every search plan gives the same page")
struct LibraryPlanTests {
    /// Enough recipes that a one-letter search is "broad" and takes the index-walking plans.
    static let library: AppDatabase = {
        let db = try! AppDatabase.inMemory()
        try! db.importRecipes(SampleLibrary.recipes(count: LibraryRequest.narrowLimit + 500, seed: 3))
        return db
    }()

    @Test(arguments: [
        LibraryQuery(search: "c"), LibraryQuery(search: "c", sort: .recentlyAdded),
        LibraryQuery(search: "ch", sort: .totalTime), LibraryQuery(search: "s", sort: .rating),
        LibraryQuery(search: "c", category: "Dinner"), LibraryQuery(search: "o", favoritesOnly: true),
        LibraryQuery(search: "chick lemon", category: "Lunch", sort: .rating),
        LibraryQuery(category: "Dinner", favoritesOnly: true, sort: .totalTime),
    ])
    func plansAgree(query: LibraryQuery) throws {
        let request = LibraryRequest(query)
        try Self.library.writer.read { db in
            for offset in [0, 37] {
                let narrow = try request.summaries(offset: offset, limit: 40, plan: .narrow, in: db)
                let walk = try request.summaries(offset: offset, limit: 40, plan: .walk, in: db)
                let list = try request.summaries(offset: offset, limit: 40, plan: .matchList, in: db)
                #expect(offset > 0 || !narrow.isEmpty, "the query matches something")
                #expect(walk == narrow)
                #expect(list == narrow)
            }
        }
    }

    /// A page and its total read together give what the page and the count give apart, for
    /// words the prefix indexes cover and words they do not, shallow and deep.
    @Test(arguments: [
        LibraryQuery(search: "chick"), LibraryQuery(search: "lemon", sort: .recentlyAdded),
        LibraryQuery(search: "chicken", sort: .totalTime), LibraryQuery(search: "curry", sort: .rating),
        LibraryQuery(search: "chick", category: "Dinner"), LibraryQuery(search: "lemon", favoritesOnly: true),
        LibraryQuery(search: "chick c"), LibraryQuery(search: "c"), LibraryQuery(search: "zzzzz"),
    ])
    func aPageAndItsTotalAgreeWithTheirSeparateQueries(query: LibraryQuery) throws {
        let request = LibraryRequest(query)
        for library in [Self.library, Self.allChicken] {
            try library.writer.read { db in
                for offset in [0, 37, 3000] {
                    let (items, total) = try request.page(offset: offset, limit: 40, in: db)
                    #expect(items == (try request.summaries(offset: offset, limit: 40, plan: .narrow, in: db)), "\(query.search) at \(offset)")
                    #expect(total == (try request.count(in: db)))
                }
            }
        }
    }

    /// Every title says chicken, so "chick" matches more than `narrowLimit` and the page is read
    /// from the sort index among the matching ids.
    static let allChicken: AppDatabase = {
        let db = try! AppDatabase.inMemory()
        try! db.importRecipes(SampleLibrary.recipes(count: LibraryRequest.narrowLimit + 500, seed: 4).map { recipe in
            var recipe = recipe
            recipe.title = "Chicken " + recipe.title
            return recipe
        })
        return db
    }()

    @Test func aOneLetterSearchWalksTheSortIndex() throws {
        let request = LibraryRequest(LibraryQuery(search: "c"))
        let plan = try Self.library.writer.read { try request.plan(offset: 0, limit: 50, in: $0) }
        #expect(plan == .walk)
        let details = try queryPlan(request, .walk)
        #expect(details.contains { $0.contains("recipe_on_sort_title") }, "\(details)")
        #expect(!details.contains { $0.contains("TEMP B-TREE") }, "\(details)")
        let deep = try Self.library.writer.read { try request.plan(offset: 5000, limit: 50, in: $0) }
        #expect(deep == .matchList)
    }

    @Test(arguments: LibrarySort.allCases)
    func browsingReadsTheSortIndexWithoutSorting(sort: LibrarySort) throws {
        let details = try queryPlan(LibraryRequest(LibraryQuery(sort: sort)), .plain)
        #expect(!details.contains { $0.contains("TEMP B-TREE") }, "\(details)")
    }

    @Test func aRareWordUsesTheIndexFirst() throws {
        let request = LibraryRequest(LibraryQuery(search: "tahini"))
        let plan = try Self.library.writer.read { try request.plan(offset: 0, limit: 50, in: $0) }
        #expect(plan == .narrow)
        let details = try queryPlan(request, .narrow)
        #expect(details.first?.contains("VIRTUAL TABLE") == true, "\(details)")
    }

    func queryPlan(_ request: LibraryRequest, _ plan: LibraryRequest.Plan) throws -> [String] {
        try Self.library.writer.read { try request.explain(offset: 0, limit: 50, plan: plan, in: $0) }
    }
}
