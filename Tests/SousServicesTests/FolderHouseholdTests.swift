import Foundation
import SousCore
import SousServices
import SousStore
import Testing

/// The household in the library's folder (`.sous/household.txt`): an allergy entered on one
/// device marks every other's recipes; a file sous cannot read, or one removed, never takes an
/// allergy away (real SQLite files, real files).
@Suite struct FolderHouseholdTests {
    let place: URL
    var databasePath: String { place.appendingPathComponent("sous.db").path }
    var recipes: URL { place.appendingPathComponent("recipes") }
    var householdFile: URL { recipes.appendingPathComponent(".sous/household.txt") }

    init() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("sous-household-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    }

    func open() throws -> AppDatabase { try LibraryFile(path: databasePath).open() }

    /// Writes the file as another device would, its time moved on so the change is seen.
    func writeAsAnotherDevice(_ text: String) throws {
        try Data(text.utf8).write(to: householdFile)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: householdFile.path)
    }

    @Test func theHouseholdTravelsInTheFolderAndABadFileChangesNothing() throws {
        let unbound = try open()
        try unbound.addPerson(Person(name: "Sam", allergies: [.treeNuts], diets: [.vegetarian]))
        _ = try LibraryFolder(database: unbound, root: recipes).bind(databasePath: databasePath)
        #expect(try String(contentsOf: householdFile, encoding: .utf8).contains("\nSam | tree nuts | vegetarian\n"))

        let database = try open()
        try database.addPerson(Person(name: "Grandma", allergies: [.gluten], guest: true))
        #expect(try String(contentsOf: householdFile, encoding: .utf8).contains("\nGrandma | cereals containing gluten | | guest\n"))

        // Another device adds an allergy for Sam and a new person.
        let folder = LibraryFolder(database: database, root: recipes)
        try writeAsAnotherDevice("Sam | tree nuts, peanuts | vegetarian\nGrandma | gluten | | guest\nAlex | milk\n")
        let report = try folder.sync()
        #expect(report.household)
        let people = try database.people()
        #expect(people.map(\.name) == ["Sam", "Grandma", "Alex"])
        #expect(people[0].allergies == [.treeNuts, .peanuts])
        #expect(people[2].allergies == [.milk] && !people[2].guest && people[1].guest)
        #expect(try String(contentsOf: householdFile, encoding: .utf8) == "Sam | tree nuts, peanuts | vegetarian\nGrandma | gluten | | guest\nAlex | milk\n")

        // A misspelt allergy: the whole file is refused, named, and nobody loses an allergy.
        try writeAsAnotherDevice("Sam | tree nutz\nAlex | milk\n")
        let refused = try folder.sync()
        #expect(refused.failed == [".sous/household.txt: line 1: \"tree nutz\" is no allergy sous knows (the household is unchanged)"])
        #expect(try database.people().map(\.name) == ["Sam", "Grandma", "Alex"])
        #expect(try database.people()[0].allergies == [.treeNuts, .peanuts])

        // Both sides of a git merge conflict: neither is read.
        try writeAsAnotherDevice("<<<<<<< HEAD\nSam | tree nuts\n=======\nSam | peanuts\n>>>>>>> theirs\n")
        #expect(try folder.sync().failed.first?.hasSuffix("holds a git merge conflict: keep one version and remove the <<<<<<<, ======= and >>>>>>> lines (the household is unchanged)") == true)
        #expect(try database.people().map(\.name) == ["Sam", "Grandma", "Alex"])

        // The file removed elsewhere: the household stays, and its file is written again.
        try FileManager.default.removeItem(at: householdFile)
        _ = try folder.sync()
        #expect(try database.people().count == 3)
        #expect(try String(contentsOf: householdFile, encoding: .utf8).contains("\nSam | peanuts, tree nuts | vegetarian\n")
                || String(contentsOf: householdFile, encoding: .utf8).contains("\nSam | tree nuts, peanuts | vegetarian\n"))
    }

    @Test func bindingASecondDeviceJoinsTheHouseholdsAndLosesNoAllergy() throws {
        let first = try open()
        try first.addPerson(Person(name: "Sam", allergies: [.treeNuts]))
        try first.addPerson(Person(name: "Alex", diets: [.vegan]))
        _ = try LibraryFolder(database: first, root: recipes).bind(databasePath: databasePath)

        let laptopPath = place.appendingPathComponent("laptop.db").path
        let laptop = try LibraryFile(path: laptopPath).open()
        try laptop.addPerson(Person(name: "sam", allergies: [.sesame]))
        _ = try LibraryFolder(database: laptop, root: recipes).bind(databasePath: laptopPath)
        let people = try laptop.people()
        #expect(people.map(\.name) == ["sam", "Alex"])
        #expect(people[0].allergies == [.treeNuts, .sesame])
        #expect(people[1].diets == [.vegan])
        #expect(try HouseholdFile.read(String(contentsOf: householdFile, encoding: .utf8)).first?.allergies == [.treeNuts, .sesame])

        // A household file that cannot be read stops a binding, with the line to correct.
        try Data("Sam | tree nutz\n".utf8).write(to: householdFile)
        let third = place.appendingPathComponent("third.db").path
        #expect(throws: (any Error).self) { try LibraryFolder(database: try LibraryFile(path: third).open(), root: recipes).bind(databasePath: third) }
        #expect(try LibraryFile(path: third).open().libraryFolder() == nil)
    }

    @Test(arguments: [
        ("Sam | tree nuts | vegan | guest\n", nil),
        ("Sam | | | host\n", "line 1: the fourth field is \"guest\" or empty"),
        ("Sam\nsam | milk\n", "line 2: sam is listed twice"),
        (" | milk\n", "line 1: a person needs a name"),
        ("Sam | milk | keto\n", "line 1: \"keto\" is no diet sous knows"),
        ("# only a comment\n\n", nil),
    ] as [(String, String?)])
    func theFileIsReadWholeOrNotAtAll(_ text: String, _ problem: String?) {
        do {
            _ = try HouseholdFile.read(text)
            #expect(problem == nil)
        } catch {
            #expect("line \(error.line): \(error.message)" == problem)
        }
    }

    @Test func aNameFromOutsideCannotBreakTheFile() throws {
        let text = HouseholdFile.write([Person(name: "Sam | milk # \u{1B}[2J", allergies: [.eggs])])
        #expect(!text.contains("\u{1B}"))
        let read = try HouseholdFile.read(text)
        #expect(read.count == 1 && read[0].allergies == [.eggs])
    }
}
