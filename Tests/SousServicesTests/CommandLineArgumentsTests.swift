import SousServices
import Testing

/// The words of a command line put where the argument parser reads them as meant: options every
/// command takes moved behind the subcommand, and negative numbers and dashed phrases read as
/// values, not as options.
@Suite struct CommandLineArgumentsTests {
    /// A small description in the parser's own JSON shape: `timer add`, `show --servings N`, and
    /// `plan` whose default subcommand is `show`.
    static let shape = CommandShape.read(fromDescription: """
        {"command": {"commandName": "sous", "subcommands": [
          {"commandName": "timer", "subcommands": [{"commandName": "add", "arguments": [
            {"kind": "positional"}, {"kind": "option", "names": [{"kind": "long", "name": "db"}]}]}]},
          {"commandName": "show", "arguments": [{"kind": "option", "names": [{"kind": "long", "name": "servings"}, {"kind": "short", "name": "s"}]},
                                               {"kind": "flag", "names": [{"kind": "long", "name": "json"}]}]},
          {"commandName": "plan", "defaultSubcommand": "show", "subcommands": [{"commandName": "show", "arguments": [
            {"kind": "option", "names": [{"kind": "long", "name": "week"}]}]}]}]}}
        """)

    @Test func theDescriptionIsRead() throws {
        let shape = try #require(Self.shape)
        #expect(shape.subcommands.map(\.commandName) == ["timer", "show", "plan"])
        #expect(shape.subcommands[1].valueOptions == ["--servings", "-s"])
        #expect(CommandShape.read(fromDescription: "not json") == nil)
    }

    @Test func negativeNumbersAndDashedPhrasesBecomeValues() {
        let shape = { Self.shape }
        #expect(NegativeValues.placed(["timer", "add", "-5m"], shape: shape) == ["timer", "add", "--", "-5m"])
        #expect(NegativeValues.placed(["show", "Soup", "--servings", "-1", "--json"], shape: shape)
                == ["show", "--servings=-1", "--json", "--", "Soup"])
        #expect(NegativeValues.placed(["plan", "--week", "-1"], shape: shape) == ["plan", "--week=-1", "--"])
        #expect(NegativeValues.placed(["show", "-.5"], shape: shape) == ["show", "--", "-.5"])
        // Nothing dashed that is a value: the line is left exactly as typed, and the shape never read.
        #expect(NegativeValues.placed(["show", "Soup", "--json"], shape: { Issue.record("read"); return nil }) == ["show", "Soup", "--json"])
        #expect(NegativeValues.isValue("-5 g flour") && !NegativeValues.isValue("--json") && !NegativeValues.isValue("-s"))
    }

    @Test func optionsEveryCommandTakesMoveBehindTheSubcommand() {
        let names: Set<String> = ["list", "plan"]
        #expect(LeadingOptions.reordered(["--db", "x.db", "list", "--json"], subcommands: names) == ["list", "--json", "--db", "x.db"])
        #expect(LeadingOptions.reordered(["--db=x.db", "plan", "add", "--", "-1"], subcommands: names) == ["plan", "add", "--db=x.db", "--", "-1"])
        #expect(LeadingOptions.reordered(["--db", "x.db"], subcommands: names) == ["--db", "x.db"], "the app: nothing to move behind")
        #expect(LeadingOptions.reordered(["--db", "x.db", "Soup"], subcommands: names) == ["--db", "x.db", "Soup"])
    }
}
