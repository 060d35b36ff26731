import Testing
@testable import SousFormats

/// The fast front-matter reader must either decline or agree with Yams, line for line.
@Suite("Cooklang simple front matter")
struct CooklangSimpleYAMLTests {
    @Test(arguments: [
        "title: Soup",
        "title: Crème brûlée\nservings: 4\ncourse: Dessert",
        "tags: [quick, vegan]",
        "tags: ['123', 'true', plain]",
        "tags: []",
        "title: 'Yes'\nservings: 2",
        "title: 'it''s done'",
        "title: \"double quoted\"",
        "prep time: 1 hour 10 minutes\ncook time: 20 minutes",
        "source: https://example.com/a?b=c#frag",
        "source.url: https://b.example",
        "title: a  b   c",
        "title: a [b] {c}",
        "title: x:y",
        "title: 100% good",
        "title: ~",
        "title: null",
        "favorite: true\nrating: 4",
        "tags: [a b, c-d, e_f]",
        "tags: a, b,, c",
    ])
    func agreesWithYams(yaml: String) throws {
        let fast = try #require(CooklangSimpleYAML.parse(yaml))
        let full = CooklangFrontMatter.composed(yaml)
        #expect(fast.values == full.values)
        #expect(fast.keys == full.keys)
    }

    @Test(arguments: [
        "tags:\n  - a\n  - b",
        "source:\n  url: https://a.example",
        "title: a # comment",
        "title: a: b",
        "title: ends with:",
        "title: -5",
        "title: *alias",
        "title: &anchor x",
        "title: |",
        "title: 'unclosed",
        "title: \"escape \\t\"",
        "title: a\ntitle: b",
        "title: a\n\nservings: 2",
        "tags: [a, [b]]",
        "tags: [a, b,]",
        "tags: ['a, b']",
        "tags: [a: b]",
        "  title: indented",
        "# comment\ntitle: x",
        "title: tab\there",
        "title:",
    ])
    func declinesWhatItCannotBeSureOf(yaml: String) {
        #expect(CooklangSimpleYAML.parse(yaml) == nil)
    }
}
