import Foundation
import Testing
@testable import SousTUI

/// Inputs `make fuzz` found that crashed the theme reader, kept so the fixes stay fixed.
struct FuzzRegressionTests {
    private func failure(_ text: String) -> ThemeFileError? {
        do {
            _ = try ThemeFile.parse(text, name: "fuzz", path: "themes/fuzz.toml")
            return nil
        } catch {
            return error
        }
    }

    /// toml++ (inside TOMLKit) hit an assertion and aborted the whole program on a table header
    /// whose name starts with a character no key can start with: `[.erolestxt2&` as found, and
    /// the shorter shapes of the same thing.
    @Test(arguments: ["[.erolestxt2&\n", "[ &]\n", "[[&]]\n", "[[ .a]]\n", "name = \"x\"\n  [ .roles]\n"])
    func tableHeaderWithoutAKeyIsAnError(_ text: String) throws {
        let error = try #require(failure(text))
        #expect(error.problem.contains("not valid TOML"))
        #expect(error.line == text.split(separator: "\n").firstIndex { $0.contains("[") }.map { $0 + 1 })
    }

    /// The check must not refuse the headers theme files really use.
    @Test func ordinaryHeadersStillParse() throws {
        let theme = try ThemeFile.parse("""
            [colors]
            ink = "#102030"
            [ roles.text ]
            fg = "ink"
            ["roles".muted]
            attributes = ["dim"]
            """, name: "ok", path: "themes/ok.toml")
        #expect(theme.name == "ok")
    }
}
