import Testing
@testable import SousStore

@Suite("Typed text to an FTS5 expression")
struct SearchPatternTests {
    @Test(arguments: [
        ("chick", "\"chick\"*"),
        ("  Lemon   chick ", "\"Lemon\"* AND \"chick\"*"),
        ("\"(*", nil),
        ("crème-brûlée", "\"crème\"* AND \"brûlée\"*"),
        ("e\u{301}clair", "\"éclair\"*"),
        ("NEAR(a b)", "\"NEAR\"* AND \"a\"* AND \"b\"*"),
        ("o'brien", "\"o\"* AND \"brien\"*"),
        ("", nil),
    ] as [(String, String?)])
    func expressions(text: String, expected: String?) {
        #expect(SearchPattern(text).matchExpression == expected)
    }

    @Test func wordsAreCapped() {
        let many = Array(repeating: "a", count: 50).joined(separator: " ")
        #expect(SearchPattern(many).words.count == SearchPattern.maximumWords)
    }
}
