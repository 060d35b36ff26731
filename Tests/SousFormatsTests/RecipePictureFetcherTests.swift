import Foundation
import SousCore
import SousTestSupport
import Testing
@testable import SousFormats

/// Downloading the pictures pages name, from a server on 127.0.0.1: a picture is kept, anything
/// else (404, a web page, too big, a loop of redirects) is a sentence and the recipe comes without.
@Suite(.serialized) struct RecipePictureFetcherTests {
    static func server() throws -> LocalWebServer {
        try LocalWebServer(routes: [
            "/soup.png": .init(status: 200, headers: ["Content-Type": "image/png"], body: TestPictures.png),
            "/soup.jpg": .init(status: 200, headers: ["Content-Type": "image/jpeg"], body: TestPictures.jpeg),
            "/moved.jpg": .init(status: 301, headers: ["Location": "/soup.jpg"]),
            "/loop.jpg": .init(status: 302, headers: ["Location": "/loop.jpg"]),
            "/page.jpg": .init(status: 200, headers: ["Content-Type": "text/html"], body: Data("<!DOCTYPE html><html><body>Hi</body></html>".utf8)),
            "/drawing.svg": .init(status: 200, headers: ["Content-Type": "image/svg+xml"], body: Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)),
            "/empty.jpg": .init(status: 200),
            "/huge.jpg": .init(status: 200, body: TestPictures.jpeg + Data(repeating: 0, count: 4_000)),
            "/gone.jpg": .init(status: 410),
            "/stream.jpg": .init(status: 200, body: TestPictures.jpeg + Data(repeating: 0, count: 200_000), unsized: true),
        ])
    }

    @Test func keepsAPictureAndWhereItCameFrom() throws {
        let server = try Self.server()
        defer { server.stop() }
        let result = RecipePictureFetcher().picture(at: URL(string: server.url("/soup.png"))!)
        let image = try result.get()
        #expect(image.format == .png)
        #expect(image.data == TestPictures.png)
        #expect(image.source == server.url("/soup.png"))
        // A redirect is followed, as for pages.
        #expect(try RecipePictureFetcher().picture(at: URL(string: server.url("/moved.jpg"))!).get().format == .jpeg)
    }

    @Test func everyFailureIsASentence() throws {
        let server = try Self.server()
        defer { server.stop() }
        var fetcher = RecipePictureFetcher()
        fetcher.fetcher.maximumBytes = 1_000
        let cases: [(String, String)] = [
            ("/missing.jpg", "picture not kept: the server answered 404"),
            ("/gone.jpg", "picture not kept: the server answered 410"),
            ("/page.jpg", "picture not kept: the server sent a web page, not a picture"),
            ("/drawing.svg", "picture not kept: it is an SVG drawing; sous keeps JPEG, PNG, GIF and WebP pictures"),
            ("/empty.jpg", "picture not kept: the server sent nothing"),
            ("/huge.jpg", "picture not kept: it is larger than 1 KB"),
            ("/stream.jpg", "picture not kept: it is larger than 1 KB"),
            ("/loop.jpg", "picture not kept: it redirects more than 5 times"),
        ]
        for (path, message) in cases {
            let result = fetcher.picture(at: URL(string: server.url(path))!)
            #expect(throws: RecipePictureError.self) { try result.get() }
            if case .failure(let error) = result { #expect(error.message == message, "\(path)") }
        }
    }

    @Test func theLimitIsThePictures() {
        #expect(RecipePictureFetcher().fetcher.maximumBytes == RecipeImage.maximumBytes)
        #expect(RecipeFileReader.describe(bytes: RecipeImage.maximumBytes) == "10 MB")
    }

    @Test func aClosedPortAndACancelledImportAreSentencesToo() {
        let closed = RecipePictureFetcher().picture(at: URL(string: "http://127.0.0.1:1/soup.jpg")!)
        if case .failure(let error) = closed { #expect(error.message == "picture not kept: 127.0.0.1 refused the connection") }
        else { Issue.record("a closed port gave a picture") }
        let cancellation = FetchCancellation()
        cancellation.cancel()
        let cancelled = RecipePictureFetcher().picture(at: URL(string: "http://127.0.0.1:1/soup.jpg")!, cancellation: cancellation)
        if case .failure(let error) = cancelled { #expect(error.message == "picture not kept: the import was cancelled") }
        else { Issue.record("a cancelled fetch gave a picture") }
    }

    @Test func recipesComeWithTheirPicturesOrWithoutAndANote() throws {
        let server = try Self.server()
        defer { server.stop() }
        let soup = Recipe(title: "Soup"), bread = Recipe(title: "Bread"), salad = Recipe(title: "Salad")
        let (recipes, notes) = RecipePictureFetcher().recipes(from: [
            WebPageImport(recipe: soup, imageURL: URL(string: server.url("/soup.jpg"))),
            WebPageImport(recipe: bread, imageURL: URL(string: server.url("/missing.jpg"))),
            WebPageImport(recipe: salad),
        ])
        #expect(recipes.map(\.title) == ["Soup", "Bread", "Salad"])
        #expect(recipes.map { $0.image?.format } == [.jpeg, nil, nil])
        #expect(notes == ["“Bread”: picture not kept: the server answered 404"])
        // One recipe: the note needs no title.
        let one = RecipePictureFetcher().recipes(from: [WebPageImport(recipe: bread, imageURL: URL(string: server.url("/missing.jpg")))])
        #expect(one.notes == ["picture not kept: the server answered 404"])
    }

    @Test func aWholeWebImportKeepsThePagesPicture() throws {
        let page = """
            <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Soup", "image": "/soup.png",
            "recipeIngredient": ["1 onion", "2 l stock"], "recipeInstructions": ["Simmer."]}</script></head><body></body></html>
            """
        let server = try LocalWebServer(routes: [
            "/soup": .init(status: 200, headers: ["Content-Type": "text/html"], body: Data(page.utf8)),
            "/soup.png": .init(status: 200, headers: ["Content-Type": "image/png"], body: TestPictures.png),
        ])
        defer { server.stop() }
        let fetched = try WebFetcher().fetch(server.url("/soup"))
        let imports = try RecipeImporter.imports(from: fetched.data, name: "soup", sourceURL: fetched.url.absoluteString)
        let (recipes, notes) = RecipePictureFetcher().recipes(from: imports)
        #expect(notes.isEmpty)
        #expect(recipes.first?.image == RecipeImage(data: TestPictures.png, source: server.url("/soup.png")))
    }
}
