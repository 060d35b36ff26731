import Foundation
import SousCore
import Testing
@testable import SousFormats

/// Pictures through the file formats: sous JSON (carried or described), Paprika (imported from
/// `photo_data`, exported into archives that import back), Cooklang (the picture beside the file).
@Suite struct PictureFormatTests {
    static var soup: Recipe {
        Recipe(id: 4, title: "Tomato Soup", summary: "Quick.", servings: 4, prepMinutes: 10, cookMinutes: 80, totalMinutes: 90,
               category: "Soup", rating: 4, sourceURL: "https://example.com/soup", notes: "Freezes well.",
               tags: ["winter"],
               ingredients: [Ingredient(section: "Soup", quantity: Rational(4), name: "tomatoes", text: "4 tomatoes"),
                             Ingredient(section: "Soup", quantity: Rational(1), unit: "l", name: "stock", text: "1 l stock"),
                             Ingredient(section: "To serve", name: "basil", text: "basil")],
               steps: [Step(section: "Soup", text: "Simmer the tomatoes in the stock."), Step(section: "To serve", text: "Scatter the basil.")],
               created: Date(timeIntervalSince1970: 1_700_000_000),
               image: RecipeImage(data: TestPictures.jpeg, source: "https://example.com/soup.jpg"))
    }

    // MARK: sous JSON

    @Test func anExportCarriesThePictureAndImportsItBack() throws {
        let json = try RecipeJSON.encode([Self.soup], asArray: false)
        #expect(json.contains(#""format" : "jpeg""#))
        #expect(json.contains(TestPictures.jpeg.base64EncodedString()))
        let read = try RecipeImporter.recipes(from: Data(json.utf8), name: "soup.json")
        #expect(read.first?.image == Self.soup.image)
    }

    @Test func shownJSONDescribesThePictureInsteadOfCarryingIt() throws {
        let json = try RecipeJSON.encode([Self.soup], asArray: false, describingPictures: true)
        #expect(!json.contains(TestPictures.jpeg.base64EncodedString()))
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let image = try #require(object["image"] as? [String: Any])
        #expect(image["format"] as? String == "jpeg")
        #expect(image["bytes"] as? Int == TestPictures.jpeg.count)
        #expect(image["source"] as? String == "https://example.com/soup.jpg")
        #expect(image["data"] == nil)
        // `sous show --json`'s value does so by itself.
        let shown = try RecipeJSON.encode(RecipeJSON(Self.soup, lines: [], people: []))
        #expect(!shown.contains(TestPictures.jpeg.base64EncodedString()) && shown.contains(#""bytes""#))
        // Read back, a description is no picture, and nothing fails.
        #expect(try RecipeImporter.recipes(from: Data(json.utf8), name: "soup.json").first?.image == nil)
    }

    @Test(arguments: [
        #"{"format": "jpeg", "data": "not base64 at all!"}"#,
        #"{"format": "jpeg", "data": "PGh0bWw+PC9odG1sPg=="}"#,  // "<html></html>": no picture, whatever it says
        #"{"format": "png"}"#, #""a string""#, "42", "[]", "null",
    ])
    func aBrokenPictureLeavesTheRecipeWithoutOne(_ image: String) throws {
        let json = #"{"title": "Soup", "steps": [{"text": "Simmer."}], "image": "# + image + "}"
        let read = try RecipeImporter.recipes(from: Data(json.utf8), name: "soup.json")
        #expect(read.map(\.title) == ["Soup"])
        #expect(read.first?.image == nil)
    }

    @Test func theDeclaredFormatIsNotTrusted() throws {
        let json = #"{"title": "Soup", "image": {"format": "gif", "source": "x.gif", "data": ""# + TestPictures.png.base64EncodedString() + #""}}"#
        let image = try RecipeImporter.recipes(from: Data(json.utf8), name: "soup.json").first?.image
        #expect(image?.format == .png)
        #expect(image?.source == "x.gif")
    }

    @Test func aPicturesSourceIsCleanedOnTheWayIn() throws {
        let json = #"{"title": "Soup", "image": {"format": "png", "source": "evil\u001b]0;pwned\u0007.png", "data": ""#
            + TestPictures.png.base64EncodedString() + #""}}"#
        #expect(try RecipeImporter.recipes(from: Data(json.utf8), name: "soup.json").first?.image?.source == "evil.png")
    }

    // MARK: Paprika

    @Test func paprikaPhotoDataBecomesThePicture() throws {
        let object: [String: Any] = ["name": "Soup", "ingredients": "1 onion", "directions": "Simmer.",
                                     "photo": "ABC.jpg", "image_url": "https://example.com/soup.jpg",
                                     "photo_data": TestPictures.jpeg.base64EncodedString(options: .lineLength76Characters)]
        let file = TestArchives.gzip(try JSONSerialization.data(withJSONObject: object))
        let recipe = try #require(try RecipeImporter.recipes(from: file, name: "soup.paprikarecipe").first)
        #expect(recipe.image == RecipeImage(data: TestPictures.jpeg, source: "https://example.com/soup.jpg"))
        // Without image_url, the photo's own name says where it came from.
        var named = object
        named["image_url"] = NSNull()
        let second = TestArchives.gzip(try JSONSerialization.data(withJSONObject: named))
        #expect(try RecipeImporter.recipes(from: second, name: "soup.paprikarecipe").first?.image?.source == "ABC.jpg")
    }

    @Test(arguments: ["", "%%%", "PGh0bWw+", "42"])
    func aBrokenPaprikaPhotoLeavesTheRecipeWithoutOne(_ photo: String) throws {
        let object: [String: Any] = ["name": "Soup", "directions": "Simmer.", "photo_data": Int(photo).map { $0 as Any } ?? photo]
        let file = TestArchives.gzip(try JSONSerialization.data(withJSONObject: object))
        let recipe = try #require(try RecipeImporter.recipes(from: file, name: "soup.paprikarecipe").first)
        #expect(recipe.title == "Soup" && recipe.image == nil)
    }

    @Test func aPaprikaArchiveImportsBackWithItsPictures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-paprika-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bread = Recipe(id: 5, title: "Soda Bread", servings: 1, ingredients: [Ingredient(name: "flour", text: "500 g flour")],
                           steps: [Step(text: "Bake.")])
        bread.image = RecipeImage(data: TestPictures.png, source: "Soda Bread.png")
        let plain = Recipe(id: 6, title: "Tomato Soup", steps: [Step(text: "Simmer a second way.")])  // same title
        let url = folder.appendingPathComponent("library.paprikarecipes")
        let writer = try PaprikaArchiveWriter(writingTo: url)
        for recipe in [Self.soup, bread, plain] { try writer.add(recipe) }
        try writer.finish()
        #expect(writer.count == 3)
        // Nothing partial is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["library.paprikarecipes"])

        let data = try Data(contentsOf: url)
        let members = try ZipArchiveReader.members(data, totalLimit: 10_000_000).map(\.name)
        #expect(members == ["Tomato Soup.paprikarecipe", "Soda Bread.paprikarecipe", "Tomato Soup 2.paprikarecipe"])
        let read = try RecipeImporter.recipes(from: data, name: "library.paprikarecipes")
        #expect(read.map(\.title) == ["Tomato Soup", "Soda Bread", "Tomato Soup"])
        #expect(read.map(\.image) == [Self.soup.image, bread.image, nil])
        let soup = read[0]
        #expect(soup.ingredients.map(\.text) == Self.soup.ingredients.map(\.text))
        #expect(soup.ingredients.map(\.section) == Self.soup.ingredients.map(\.section))
        #expect(soup.steps.map(\.text) == Self.soup.steps.map(\.text))
        #expect(soup.steps.map(\.section) == Self.soup.steps.map(\.section))
        #expect([soup.prepMinutes, soup.cookMinutes, soup.totalMinutes] == [10, 80, 90])
        #expect(soup.servings == 4 && soup.rating == 4 && soup.category == "Soup")
        #expect(soup.summary == "Quick." && soup.notes == "Freezes well." && soup.sourceURL == "https://example.com/soup")
        #expect(soup.tags == ["Soup", "winter"])
        #expect(read[1].image?.source == "Soda Bread.png")
    }

    @Test func aSecondExportReplacesTheFirstAndAFailedOneLeavesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("x.paprikarecipes")
        for titles in [["One", "Two"], ["Three"]] {
            let writer = try PaprikaArchiveWriter(writingTo: url)
            for title in titles { try writer.add(Recipe(title: title, steps: [Step(text: "Cook.")])) }
            try writer.finish()
        }
        #expect(try RecipeImporter.recipes(from: Data(contentsOf: url), name: "x.paprikarecipes").map(\.title) == ["Three"])
        // Given up before finishing: the old export stays, and nothing is left beside it.
        do {
            let writer = try PaprikaArchiveWriter(writingTo: url)
            try writer.add(Recipe(title: "Four"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.paprikarecipes"])
        #expect(try RecipeImporter.recipes(from: Data(contentsOf: url), name: "x.paprikarecipes").map(\.title) == ["Three"])
        // A folder that is not there is a sentence, not a crash.
        #expect(throws: PaprikaExportError.self) { try PaprikaArchiveWriter(writingTo: folder.appendingPathComponent("no/such/x.paprikarecipes")) }
    }

    @Test func aSinglePaprikaRecipeFileReadsBack() throws {
        let file = try PaprikaExporter.recipeFile(Self.soup)
        #expect(file.starts(with: [0x1F, 0x8B]))
        let read = try #require(try RecipeImporter.recipes(from: file, name: "soup.paprikarecipe").first)
        #expect(read.title == Self.soup.title && read.image == Self.soup.image)
        // The same recipe gets the same uid every time; Paprika matches on it.
        let object = try #require(JSONSerialization.jsonObject(with: Inflater.inflate(file, limit: 1_000_000)) as? [String: Any])
        #expect(object["uid"] as? String == PaprikaExporter.uid(for: Self.soup))
        #expect((object["hash"] as? String)?.count == 64)
        #expect(object["photo"] as? String == "\(PaprikaExporter.uid(for: Self.soup)).jpg")
    }

    @Test(arguments: [(45, "45 mins"), (60, "1 hr"), (90, "1 hr 30 mins"), (121, "2 hrs 1 min"), (0, "0 mins")])
    func paprikaTimesReadAsPaprikaWritesThem(_ minutes: Int, _ text: String) {
        #expect(PaprikaExporter.duration(minutes) == text)
        #expect(ISODuration.minutes(text) == minutes || minutes == 0)
    }

    @Test(arguments: [("a/b: c?", "a-b- c-.paprikarecipe"), ("...hidden", "hidden.paprikarecipe"), ("", "Recipe.paprikarecipe"),
                      ("Tab\there", "Tab-here.paprikarecipe")])
    func memberNamesAreSafeFileNames(_ title: String, _ name: String) {
        #expect(PaprikaArchiveWriter.memberName(title, avoiding: []) == name)
    }

    // MARK: Cooklang

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-cook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let pancakes = Data(">> title: Pancakes\nWhisk @flour{200%g} with @milk{300%ml}.\n".utf8)

    @Test(arguments: [("Pancakes.jpg", TestPictures.jpeg, RecipeImage.Format.jpeg), ("Pancakes.png", TestPictures.png, .png),
                      ("Pancakes.jpeg", TestPictures.jpeg, .jpeg), ("Pancakes.webp", TestPictures.webp, .webp),
                      ("Pancakes.JPG", TestPictures.jpeg, .jpeg)])
    func aCooklangFileTakesThePictureOfItsName(_ name: String, _ data: Data, _ format: RecipeImage.Format) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Pancakes.cook")
        try Self.pancakes.write(to: file)
        try data.write(to: folder.appendingPathComponent(name))
        try TestPictures.png.write(to: folder.appendingPathComponent("Pancakes.1.jpg"))  // a step's picture
        let read = try RecipeImporter.recipes(from: Self.pancakes, name: "Pancakes.cook")
        let (recipes, notes) = CooklangPicture.attach(to: read, readFrom: file)
        #expect(notes.isEmpty)
        #expect(recipes.first?.image == RecipeImage(data: data, source: name))
        #expect(recipes.first?.image?.format == format)
        // The same found from one listing of the folder, as `sous import` on a folder does.
        let listed = CooklangPicture.attach(to: read, readFrom: file, folders: FolderNames())
        #expect(listed.recipes == recipes && listed.notes.isEmpty)
    }

    @Test func aStepPictureAloneIsNotTheRecipes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Pancakes.cook")
        try Self.pancakes.write(to: file)
        try TestPictures.png.write(to: folder.appendingPathComponent("Pancakes.1.jpg"))
        #expect(CooklangPicture.find(besides: file) == .none)
        #expect(CooklangPicture.find(besides: file, folders: FolderNames()) == .none)
    }

    @Test func folderNamesListEachFolderOnceAndSayMaybeWhenItCannot() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.pancakes.write(to: folder.appendingPathComponent("Pancakes.cook"))
        let names = FolderNames()
        #expect(names.mayContain(folder.appendingPathComponent("Pancakes.cook")))
        #expect(!names.mayContain(folder.appendingPathComponent("Pancakes.jpg")))
        #expect(names.mayContain(URL(fileURLWithPath: "/no/such/folder/Pancakes.jpg")), "unlistable: the caller looks itself")
    }

    @Test func aBrokenOrHugePictureIsANoteAndTheRecipeComesWithout() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Pancakes.cook")
        try Self.pancakes.write(to: file)
        let picture = folder.appendingPathComponent("Pancakes.jpg")
        try Data("<html>not a picture</html>".utf8).write(to: picture)
        let read = try RecipeImporter.recipes(from: Self.pancakes, name: "Pancakes.cook")
        var (recipes, notes) = CooklangPicture.attach(to: read, readFrom: file)
        #expect(recipes.first?.image == nil && recipes.first?.title == "Pancakes")
        #expect(notes == ["Pancakes.cook: picture not kept: Pancakes.jpg is not a JPEG, PNG, GIF or WebP picture"])
        try (TestPictures.jpeg + Data(count: RecipeImage.maximumBytes)).write(to: picture)
        (recipes, notes) = CooklangPicture.attach(to: read, readFrom: file)
        #expect(recipes.first?.image == nil)
        #expect(notes == ["Pancakes.cook: picture not kept: Pancakes.jpg is larger than 10 MB"])
    }

    @Test func otherFormatsDoNotLookBesideTheFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestPictures.jpeg.write(to: folder.appendingPathComponent("Pancakes.jpg"))
        let text = folder.appendingPathComponent("Pancakes.txt")
        let recipes = [Recipe(title: "Pancakes")]
        #expect(CooklangPicture.attach(to: recipes, readFrom: text).recipes == recipes)
    }

    @Test func importingAFolderOrEveryFileTakesPicturesWithTheirRecipes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.pancakes.write(to: folder.appendingPathComponent("Pancakes.cook"))
        try TestPictures.jpeg.write(to: folder.appendingPathComponent("Pancakes.jpg"))
        try TestPictures.jpeg.write(to: folder.appendingPathComponent("Pancakes.1.jpg"))
        try TestPictures.jpeg.write(to: folder.appendingPathComponent("Holiday.jpg"))
        // A folder: the recipe, without its picture or its step's; a lone picture is taken for a
        // photo of a page (issue 15).
        let whole = ImportSourceCollector.collect([folder.path])
        #expect(whole.files.map(\.lastPathComponent) == ["Holiday.jpg", "Pancakes.cook"])
        #expect(whole.problems.isEmpty)
        // Every file named (`sous import *`): the recipe's picture is passed over, a lone picture is read as a page.
        let named = ImportSourceCollector.collect(["Pancakes.cook", "Pancakes.jpg", "Holiday.jpg"].map { folder.appendingPathComponent($0).path })
        #expect(named.files.map(\.lastPathComponent) == ["Pancakes.cook", "Holiday.jpg"])
        #expect(named.problems.isEmpty)
        // The picture named without its recipe says where it belongs.
        let alone = ImportSourceCollector.collect([folder.appendingPathComponent("Pancakes.jpg").path])
        #expect(alone.files.isEmpty)
        #expect(alone.problems.map(\.message) == ["this is the picture of Pancakes.cook; import that file and the picture comes with it"])
    }

    @Test(arguments: [("soup.cook", RecipeImage.Format.jpeg, "soup.jpg"), ("soup-2.cook", .png, "soup-2.png"), ("a.b.cook", .webp, "a.b.webp")])
    func theExportedPictureIsNamedAfterItsFile(_ file: String, _ format: RecipeImage.Format, _ expected: String) {
        #expect(CooklangPicture.fileName(besides: file, format: format) == expected)
    }
}
