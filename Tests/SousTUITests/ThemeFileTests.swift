import Testing
@testable import SousTUI

/// Parsing theme text: the schema, the kitchen fallback for missing roles, and messages that point
/// at the file and line of a mistake.
struct ThemeFileTests {
    private func parse(_ text: String) throws(ThemeFileError) -> Theme {
        try ThemeFile.parse(text, name: "test", path: "themes/test.toml")
    }

    private func failure(_ text: String) -> ThemeFileError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func paletteNamesHexAndDefaultAllWork() throws {
        let theme = try parse("""
            [colors]
            ink = "#102030"
            [roles.text]
            fg = "ink"
            bg = "#A0B0C0"
            [roles.muted]
            fg = "default"
            attributes = ["dim", "italic"]
            """)
        #expect(theme.text == Style(foreground: .rgb(0x10, 0x20, 0x30), background: .rgb(0xA0, 0xB0, 0xC0)))
        #expect(theme.muted == Style(attributes: [.dim, .italic]))
    }

    @Test func missingRolesKeepTheirKitchenStyle() throws {
        let theme = try parse("""
            name = "partial"
            [roles.accent]
            fg = "#FFFFFF"
            """)
        var expected = Theme.kitchen
        expected.name = "test"
        expected.accent = Style(foreground: .rgb(255, 255, 255))
        #expect(theme == expected)
    }

    @Test func anEmptyFileIsKitchen() throws {
        var expected = Theme.kitchen
        expected.name = "test"
        #expect(try parse("") == expected)
    }

    @Test(arguments: ThemeRole.allCases)
    func everyRoleCanBeSetByItsTableName(role: ThemeRole) throws {
        let theme = try parse("[roles.\(role.rawValue)]\nattributes = [\"blink\"]\n")
        #expect(theme[role] == Style(attributes: .blink))
    }

    @Test(arguments: [
        // Unterminated string.
        ("name = \"x\"\n[roles.text]\nfg = \"cream\n", 3),
        // Unclosed table header.
        ("name = \"x\"\n\n[roles.text\nfg = \"cream\"\n", 3),
        // The same key twice.
        ("[roles.text]\nfg = \"#000000\"\nfg = \"#FFFFFF\"\n", 3),
    ])
    func brokenTOMLNamesTheFileAndLine(text: String, line: Int) throws {
        let error = try #require(failure(text))
        #expect(error.line == line)
        #expect(error.message.hasPrefix("themes/test.toml line \(line)"))
        #expect(error.problem.contains("not valid TOML"))
    }

    @Test(arguments: [
        ("[roles.text]\nfg = \"#FFFFFF\"\nbg = \"blue-ish\"\n", 3,
         "'bg' must be a colour like \"#1A2B3C\" or \"default\", not \"blue-ish\""),
        ("[colors]\ncream = \"#FFF8F0\"\n\n[roles.text]\nfg = \"creme\"\n", 5,
         "'fg' must be a colour like \"#1A2B3C\", a colour from [colors] (cream) or \"default\", not \"creme\""),
        ("[colors]\ncream = \"#FFF8F\"\n", 2, "'cream' must be a colour like \"#1A2B3C\", not \"#FFF8F\""),
        ("[roles.accent]\nfg = 5\n", 2, "not 5"),
        ("[roles.accent]\nbold = true\n", 2, "unknown setting 'bold' in role 'accent'; use fg, bg and attributes"),
        ("[roles.accent]\nattributes = \"bold\"\n", 2, "'attributes' must be a list like [\"bold\", \"underline\"], not \"bold\""),
        ("[roles.accent]\nfg = \"#FFFFFF\"\nattributes = [\"bold\", \"shiny\"]\n", 3,
         "\"shiny\" is not an attribute; use bold, dim, underline, reverse, italic, blink"),
        ("name = \"x\"\n[roles.txt]\nfg = \"#FFFFFF\"\n", 2, "unknown role 'txt'; roles are text, muted"),
        ("name = \"x\"\ncolours = 3\n", 2, "unknown setting 'colours'"),
        ("name = 7\n", 1, "'name' must be text in quotes, not 7"),
        ("[roles]\ntext = 3\n", 2, "role 'text' must be a table like [roles.text], not 3"),
        // Inline tables and dotted keys are located too.
        ("[roles]\nmuted = { fg = \"#FFFFFF\" }\ntext = { fg = \"beige\" }\n", 3, "not \"beige\""),
        ("name = \"x\"\nroles.text.bg = \"#12\"\n", 2, "not \"#12\""),
        // A bare word is never read as hex, even when it would parse as hex.
        ("[roles.text]\nfg = \"beefed\"\n", 2, "not \"beefed\""),
    ])
    func semanticMistakesNameTheLineAndTheProblem(text: String, line: Int, problem: String) throws {
        let error = try #require(failure(text))
        #expect(error.line == line)
        #expect(error.problem.contains(problem), "\(error.problem)")
        #expect(error.message.hasPrefix("themes/test.toml line \(line): "))
    }

    @Test func messageReadsAsOneSentenceAboutTheFile() {
        let error = ThemeFileError(path: "themes/midnight.toml", line: 12,
                                   problem: "'bg' must be a colour like \"#1A2B3C\", not \"blue-ish\"")
        #expect(error.message == "themes/midnight.toml line 12: 'bg' must be a colour like \"#1A2B3C\", not \"blue-ish\"")
    }
}
