import Foundation
import Testing

/// Recipe pictures through the command line: a Cooklang folder's pictures come in with their
/// recipes, `show --json` and `list --json` describe them, and every export carries them so
/// that importing the export elsewhere gives them back.
@Suite struct PictureEndToEndTests {
    let folder: URL
    let db: String

    init() throws {
        folder = try SousBinary.temporaryFolder()
        db = folder.appendingPathComponent("sous.db").path
    }

    /// Enough of a JPEG to be recognised (pictures are kept as they are, never decoded).
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8) + Data((0..<300).map { UInt8($0 % 251) })

    func write(_ name: String, _ bytes: Data) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    func image(in json: String) throws -> [String: Any]? {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let recipe = (object as? [String: Any]) ?? (object as? [[String: Any]])?.first
        return recipe?["image"] as? [String: Any]
    }

    @Test func picturesGoInWithCooklangAndOutWithEveryExport() throws {
        try write("in/Pancakes.cook", Data(">> title: Pancakes\nWhisk @flour{200%g} with @milk{300%ml}.\n".utf8))
        try write("in/Pancakes.jpg", Self.jpeg)
        try write("in/Pancakes.1.jpg", Data("step".utf8))
        try write("in/Toast.cook", Data(">> title: Toast\nToast @bread{2%slices}.\n".utf8))
        try write("in/Toast.png", Data("<html>not a picture</html>".utf8))
        let imported = try SousBinary.run(["import", folder.appendingPathComponent("in").path, "--db", db])
        #expect(imported.status == 0, "\(imported.out)\(imported.err)")
        #expect(imported.out.contains("imported 2, skipped 0, failed 0"))
        #expect(imported.out.contains("note: Toast.cook: picture not kept: Toast.png is not a JPEG, PNG, GIF or WebP picture"))

        let shown = try SousBinary.run(["show", "Pancakes", "--json", "--db", db])
        let described = try #require(try image(in: shown.out))
        #expect(described["format"] as? String == "jpeg")
        #expect(described["bytes"] as? Int == Self.jpeg.count)
        #expect(described["source"] as? String == "Pancakes.jpg")
        #expect(described["data"] == nil)
        #expect(try image(in: SousBinary.run(["show", "Toast", "--json", "--db", db]).out) == nil)
        let listed = try SousBinary.run(["list", "--search", "pancakes", "--json", "--db", db])
        #expect(try image(in: listed.out)?["bytes"] as? Int == Self.jpeg.count)

        // Cooklang: the picture beside its file.
        let cook = folder.appendingPathComponent("cook")
        #expect(try SousBinary.run(["export", "--format", "cook", "--out", cook.path, "--db", db, "Pancakes", "Toast"]).status == 0)
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: cook.path)) == ["pancakes.cook", "pancakes.jpg", "toast.cook"])
        #expect(try Data(contentsOf: cook.appendingPathComponent("pancakes.jpg")) == Self.jpeg)

        // JSON: the bytes inside.
        let json = folder.appendingPathComponent("json")
        #expect(try SousBinary.run(["export", "--format", "json", "--out", json.path, "--db", db, "Pancakes"]).status == 0)
        let exported = try String(contentsOf: json.appendingPathComponent("pancakes.json"), encoding: .utf8)
        #expect(try image(in: exported)?["data"] as? String == Self.jpeg.base64EncodedString())

        // Paprika: one archive, imported again into another library with its picture.
        let archive = folder.appendingPathComponent("out/mine.paprikarecipes")
        let paprika = try SousBinary.run(["export", "--format", "paprika", "--out", archive.path, "--db", db, "Pancakes", "Toast"])
        #expect(paprika.status == 0, "\(paprika.err)")
        #expect(paprika.out.contains("exported 2 recipes to \(archive.path)"))
        let other = folder.appendingPathComponent("other.db").path
        for file in [archive, json.appendingPathComponent("pancakes.json"), cook.appendingPathComponent("pancakes.cook")] {
            let again = try SousBinary.run(["import", file.path, "--db", other, "--force"])
            #expect(again.status == 0, "\(again.out)\(again.err)")
        }
        let list = try SousBinary.run(["list", "--search", "pancakes", "--json", "--db", other])
        let copies = try #require(try JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [[String: Any]])
        #expect(copies.count == 3)
        #expect(copies.map { ($0["image"] as? [String: Any])?["bytes"] as? Int } == Array(repeating: Self.jpeg.count, count: 3))
    }

    @Test func aDryRunDescribesThePictureAndSavesNothing() throws {
        try write("Pancakes.cook", Data(">> title: Pancakes\nWhisk @flour{200%g}.\n".utf8))
        try write("Pancakes.jpg", Self.jpeg)
        let dry = try SousBinary.run(["import", folder.appendingPathComponent("Pancakes.cook").path, "--dry-run", "--json", "--db", db])
        #expect(dry.status == 0, "\(dry.err)")
        #expect(try image(in: dry.out)?["bytes"] as? Int == Self.jpeg.count)
        #expect(!dry.out.contains(Self.jpeg.base64EncodedString()))
    }

    /// `sous import URL`: the page, then its picture, from a server on 127.0.0.1.
    func importPage(pictureStatus: Int, picture: Data) throws -> (status: Int32, out: String, err: String, paths: [String]) {
        let server = try HeldWebServer()
        let page = """
            <html><head><meta property="og:image" content="/soup.jpg"></head><body><script type="application/ld+json">
            {"@type": "Recipe", "name": "Web Soup", "recipeIngredient": ["1 onion", "1 l stock"], "recipeInstructions": ["Simmer."]}
            </script></body></html>
            """
        let paths = Locked<[String]>([])
        let serving = Thread {
            if let first = try? server.answer(status: 200, contentType: "text/html", body: Data(page.utf8)) { paths.append(first) }
            if let second = try? server.answer(status: pictureStatus, contentType: "image/jpeg", body: picture) { paths.append(second) }
        }
        serving.start()
        let result = try SousBinary.run(["import", server.url, "--db", db])
        return (result.status, result.out, result.err, paths.value)
    }

    @Test func aWebImportKeepsThePagesPicture() throws {
        let result = try importPage(pictureStatus: 200, picture: Self.jpeg)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.paths == ["/recipe", "/soup.jpg"])
        let shown = try SousBinary.run(["show", "Web Soup", "--json", "--db", db])
        let described = try #require(try image(in: shown.out))
        #expect(described["bytes"] as? Int == Self.jpeg.count)
        #expect((described["source"] as? String)?.hasSuffix("/soup.jpg") == true)
    }

    @Test func aPictureThatCannotBeHadIsANoteNotAFailure() throws {
        let result = try importPage(pictureStatus: 404, picture: Data("<html>gone</html>".utf8))
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("imported 1, skipped 0, failed 0"))
        #expect(result.out.contains("picture not kept: the server answered 404"))
        #expect(try image(in: SousBinary.run(["show", "Web Soup", "--json", "--db", db]).out) == nil)
    }
}
