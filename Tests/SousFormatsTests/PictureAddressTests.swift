import Foundation
import Testing
@testable import SousFormats

/// Where a web page's recipe picture is found: schema.org `image` in its shapes, microdata,
/// the page's sharing tags, relative addresses, and what is no address at all.
@Suite struct PictureAddressTests {
    static let steps = #""recipeInstructions": ["Chop.", "Simmer."], "recipeIngredient": ["1 onion", "2 l stock", "3 carrots"]"#

    static func jsonLDPage(image: String, head: String = "") -> Data {
        Data("""
            <html><head>\(head)<script type="application/ld+json">
            {"@context": "https://schema.org", "@type": "Recipe", "name": "Soup", \(steps)\(image.isEmpty ? "" : ", \"image\": " + image)}
            </script></head><body><h1>Soup</h1></body></html>
            """.utf8)
    }

    @Test(arguments: [
        // A string, absolute or relative to the page.
        (#""https://cdn.example.com/soup.jpg""#, "https://cdn.example.com/soup.jpg"),
        (#""/images/soup.jpg""#, "https://example.com/images/soup.jpg"),
        (#""soup.jpg""#, "https://example.com/recipes/soup.jpg"),
        (#""//cdn.example.com/soup.jpg""#, "https://cdn.example.com/soup.jpg"),
        (#""https://cdn.example.com/soup with space.jpg""#, "https://cdn.example.com/soup%20with%20space.jpg"),
        // A list: the first usable one, or the widest when widths are given.
        (#"["https://example.com/1x1.jpg", "https://example.com/4x3.jpg"]"#, "https://example.com/1x1.jpg"),
        (#"["javascript:alert(1)", "https://example.com/b.jpg"]"#, "https://example.com/b.jpg"),
        (#"[{"@type": "ImageObject", "url": "https://example.com/s.jpg", "width": 300}, {"@type": "ImageObject", "url": "https://example.com/l.jpg", "width": "1200"}]"#,
         "https://example.com/l.jpg"),
        (#"[{"url": "https://example.com/s.jpg", "width": {"@type": "QuantitativeValue", "value": 300}}, {"url": "https://example.com/m.jpg", "width": {"value": 900}}]"#,
         "https://example.com/m.jpg"),
        // An ImageObject with url or contentUrl.
        (#"{"@type": "ImageObject", "url": "https://example.com/o.jpg", "height": 800, "width": 1200}"#, "https://example.com/o.jpg"),
        (#"{"@type": "ImageObject", "contentUrl": "https://example.com/c.png"}"#, "https://example.com/c.png"),
        (#"{"@type": "ImageObject", "url": ["https://example.com/u1.jpg", "https://example.com/u2.jpg"]}"#, "https://example.com/u1.jpg"),
    ])
    func readsTheRecipesOwnImage(_ image: String, _ expected: String) throws {
        let found = WebPageImporter.imports(from: Self.jsonLDPage(image: image), pageURL: "https://example.com/recipes/soup")
        #expect(found.count == 1)
        #expect(found.first?.imageURL?.absoluteString == expected)
    }

    @Test(arguments: [
        // What is no picture address: the page's sharing picture is taken instead, or none.
        #""javascript:alert(1)""#, #""data:image/gif;base64,R0lGODlhAQABAAAAACw=""#, #""ftp://example.com/a.jpg""#,
        #""""#, "42", #"{"@id": "https://example.com/#primaryimage"}"#, "null", #"["", "  "]"#,
    ])
    func junkIsNoAddress(_ image: String) {
        let page = Self.jsonLDPage(image: image)
        #expect(WebPageImporter.imports(from: page, pageURL: "https://example.com/soup").first?.imageURL == nil)
        let shared = Self.jsonLDPage(image: image, head: #"<meta property="og:image" content="https://example.com/og.jpg">"#)
        #expect(WebPageImporter.imports(from: shared, pageURL: "https://example.com/soup").first?.imageURL?.absoluteString
            == "https://example.com/og.jpg")
    }

    @Test(arguments: [
        (#"<meta property="og:image" content="/og.jpg"><meta name="twitter:image" content="https://example.com/tw.jpg">"#, "https://example.com/og.jpg"),
        (#"<meta property="og:image:secure_url" content="https://example.com/secure.jpg"><meta name="twitter:image" content="https://example.com/tw.jpg">"#,
         "https://example.com/secure.jpg"),
        (#"<meta name="twitter:image" content="https://example.com/tw.jpg"><meta property="og:image" content="javascript:x">"#, "https://example.com/tw.jpg"),
        (#"<link rel="image_src" href="/legacy.jpg">"#, "https://example.com/legacy.jpg"),
    ])
    func fallsBackToTheSharingPicture(_ head: String, _ expected: String) {
        let page = Self.jsonLDPage(image: "", head: head)
        #expect(WebPageImporter.imports(from: page, pageURL: "https://example.com/soup").first?.imageURL?.absoluteString == expected)
    }

    @Test func aReferenceIsLookedUpInTheGraph() {
        let page = Data("""
            <html><head><script type="application/ld+json">{"@context": "https://schema.org", "@graph": [
              {"@type": "ImageObject", "@id": "https://example.com/soup/#primaryimage", "url": "https://example.com/soup-full.jpg", "width": 1200},
              {"@type": "Recipe", "name": "Soup", \(Self.steps), "image": {"@id": "https://example.com/soup/#primaryimage"}}
            ]}</script></head><body></body></html>
            """.utf8)
        #expect(WebPageImporter.imports(from: page, pageURL: "https://example.com/soup").first?.imageURL?.absoluteString
            == "https://example.com/soup-full.jpg")
    }

    @Test func wordPressThumbnailsLoseToTheOriginal() {
        let image = #"["https://example.com/p-225x225.jpg", "https://example.com/p-320x180.jpg", "https://example.com/p.jpg"]"#
        #expect(WebPageImporter.imports(from: Self.jsonLDPage(image: image), pageURL: "https://example.com/soup").first?.imageURL?.absoluteString
            == "https://example.com/p.jpg")
    }

    @Test func aPageWithoutARecipeNodeGivesTheWebPagesPrimaryImage() {
        // No schema.org recipe (read from the page's lists), no og:image: the WebPage's picture.
        let page = Data("""
            <html><head><script type="application/ld+json">{"@graph": [
              {"@type": "Person", "@id": "#me", "image": {"@type": "ImageObject", "url": "https://example.com/face.jpg"}},
              {"@type": "WebPage", "@id": "https://example.com/soup", "primaryImageOfPage": {"@id": "https://example.com/#main"},
               "image": {"@type": "ImageObject", "@id": "https://example.com/#main", "url": "https://example.com/main.jpg"}}
            ]}</script></head><body><h1>Soup</h1><h2>Ingredients</h2><ul><li>1 onion</li><li>2 l stock</li></ul>
            <h2>Method</h2><ol><li>Chop the onion.</li><li>Simmer in the stock.</li></ol></body></html>
            """.utf8)
        let found = WebPageImporter.imports(from: page, pageURL: "https://example.com/soup")
        #expect(found.count == 1)
        #expect(found.first?.imageURL?.absoluteString == "https://example.com/main.jpg")
    }

    @Test func aPageOfSeveralRecipesGivesEachItsOwnPictureButNotTheSharingOne() {
        let page = Data("""
            <html><head><meta property="og:image" content="https://example.com/og.jpg">
            <script type="application/ld+json">[
              {"@type": "Recipe", "name": "One", \(Self.steps), "image": "https://example.com/one.jpg"},
              {"@type": "Recipe", "name": "Two", "recipeIngredient": ["1 egg"], "recipeInstructions": ["Boil."]}
            ]</script></head><body></body></html>
            """.utf8)
        let found = WebPageImporter.imports(from: page, pageURL: "https://example.com/two")
        #expect(found.map(\.recipe.title) == ["One", "Two"])
        #expect(found.map { $0.imageURL?.absoluteString } == ["https://example.com/one.jpg", nil])
    }

    @Test(arguments: [
        (#"<img itemprop="image" src="/m.jpg">"#, "https://example.com/m.jpg"),
        (#"<meta itemprop="image" content="https://example.com/meta.jpg">"#, "https://example.com/meta.jpg"),
        (#"<link itemprop="image" href="https://example.com/link.jpg">"#, "https://example.com/link.jpg"),
        (#"<img itemprop="image" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/lazy.jpg">"#, "https://example.com/lazy.jpg"),
        (#"<div itemprop="image" itemscope itemtype="https://schema.org/ImageObject"><meta itemprop="url" content="/obj.jpg"></div>"#,
         "https://example.com/obj.jpg"),
    ])
    func readsMicrodata(_ image: String, _ expected: String) {
        let page = Data("""
            <html><head><meta property="og:image" content="https://example.com/og.jpg"></head><body>
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soup</h1>\(image)
            <ul><li itemprop="recipeIngredient">1 onion</li><li itemprop="recipeIngredient">2 l stock</li></ul>
            <ol><li itemprop="recipeInstructions">Simmer.</li></ol></div></body></html>
            """.utf8)
        #expect(WebPageImporter.imports(from: page, pageURL: "https://example.com/soup").first?.imageURL?.absoluteString == expected)
    }

    @Test func aSavedPageWithoutAnAddressResolvesAgainstItsCanonicalLink() {
        let page = Self.jsonLDPage(image: #""/img/soup.jpg""#, head: #"<link rel="canonical" href="https://site.example/soup">"#)
        #expect(WebPageImporter.imports(from: page).first?.imageURL?.absoluteString == "https://site.example/img/soup.jpg")
        // Without any address to resolve against, a relative one is no use.
        #expect(WebPageImporter.imports(from: Self.jsonLDPage(image: #""/img/soup.jpg""#)).first?.imageURL == nil)
    }

    @Test func theImporterKeepsTheAddressBesideTheRecipeNotInIt() throws {
        let found = try RecipeImporter.imports(from: Self.jsonLDPage(image: #""https://example.com/s.jpg""#),
                                               name: "soup.html", sourceURL: "https://example.com/soup")
        #expect(found.first?.imageURL?.absoluteString == "https://example.com/s.jpg")
        #expect(found.first?.recipe.image == nil)
        // Formats without picture addresses give none.
        let cook = try RecipeImporter.imports(from: Data(">> title: Toast\nToast the @bread{1%slice}.\n".utf8), name: "toast.cook")
        #expect(cook.map(\.imageURL) == [nil])
    }

    @Test(arguments: ["https://example.com/\u{1B}[31m.jpg", "https://" + String(repeating: "a", count: 5000) + ".com/x.jpg", "mailto:a@b.c",
                      "http://", "https:///nohost.jpg"])
    func hostileAddressesAreRefused(_ text: String) {
        #expect(PictureAddress.resolve(text, against: URL(string: "https://example.com/")) == nil)
    }
}
