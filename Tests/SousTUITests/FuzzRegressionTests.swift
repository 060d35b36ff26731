import Foundation
import Testing
@testable import SousTUI
import SousCore

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
    /// whose name starts with a character no key can start with. As found: `[.erolestxt2&`, a `[`
    /// alone on its line, `[` followed by a combining mark, `[[[` after a byte order mark; and
    /// shorter shapes of the same.
    @Test(arguments: [
        ("[.erolestxt2&\n", 1), ("[ &]\n", 1), ("[[&]]\n", 1), ("[[ .a]]\n", 1), ("name = \"x\"\n  [ .roles]\n", 2),
        ("[colors]\n[\n[roles.text]\n", 2), ("[roles.text]\r\nfg = \"ink\"\r\n[\r\n", 3), ("[[", 1),
        ("[\u{064F}les.text]\n", 1), ("\u{FEFF}[[[[N[[n=[2", 1),
    ])
    func tableHeaderWithoutAKeyIsAnError(_ text: String, line: Int) throws {
        let error = try #require(failure(text))
        #expect(error.problem.contains("not valid TOML"))
        #expect(error.line == line)
    }

    /// toml++ asserted, too, on a `}` where an array expects a value; found as `n=[[[...}}}`.
    @Test(arguments: [
        ("n=[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[}}}}}}}}}}}}}}[[[", 1), ("[roles.text]\nattributes = [}\n", 2),
        ("a = [1, }]\n", 1), ("a = [\n  \"bold\", # dim\n}\n", 3), ("a = { b = [} }\n", 1),
    ])
    func closingBraceAsAnArrayValueIsAnError(_ text: String, line: Int) throws {
        let error = try #require(failure(text))
        #expect(error.problem.contains("not valid TOML"))
        #expect(error.line == line)
    }

    /// And on a date followed by a space and a lone digit; found as `n= 7=-n-=3-n= 7 7=`.
    @Test(arguments: [
        ("n= 7=-n-=3-n= 7 7=-n-=3-n= 7=", 1), ("d = 1979-05-27 7\n", 1), ("[t]\nd = [1979-05-27 7]\n", 2),
    ])
    func dateWithLoneDigitIsAnError(_ text: String, line: Int) throws {
        let error = try #require(failure(text))
        #expect(error.problem.contains("not valid TOML"))
        #expect(error.line == line)
    }

    /// Valid TOML passes the check, whatever its strings, comments and nesting hold.
    @Test(arguments: [
        "[colors]\nink = \"#102030\"\n", "a = [\"}\", '[.x', \"\\\"}\"]\n[b]\n", "a = [[1, 2], [3]]\n",
        "a = [ # note }\n  1,\n  2, ]\n[t]\n", "a = { b = [1], c = { d = \"]\" } }\n[t]\n",
        "s = \"\"\"\n[.x\n}\"\"\"\n[t]\n", "s = '''\n[ &\n'''\n[t]\n", "s = \"\"\"a \\\n  [.y\"\"\"\n[t]\n",
        "\u{FEFF}[colors]\n", "d = 1979-05-27 07:32:00\ne = 1979-05-27\nf = [1979-05-27, 2]\n", "[ \"roles\" . text ]\r\nfg = \"ink\"\r\n",
    ])
    func validTOMLPassesThePreflight(_ text: String) {
        #expect(TOMLPreflight.firstProblem(in: text) == nil)
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
        let crlf = try ThemeFile.parse("[colors]\r\nink = \"#102030\"\r\n[roles.text]\r\nfg = \"ink\"\r\n",
                                       name: "crlf", path: "themes/crlf.toml")
        #expect(crlf.name == "crlf")
    }
}
