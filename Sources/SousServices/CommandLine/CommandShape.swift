import Foundation

/// What `NegativeValues` needs to know of a command: its subcommands and which of its options
/// take a value. Read from the argument parser's JSON description of the commands (the one
/// `--experimental-dump-help` prints), so it always matches what the parser will do.
public struct CommandShape: Decodable, Sendable {
    public var commandName: String
    public var defaultSubcommand: String?
    public var subcommands: [CommandShape]
    /// Every spelling of every option that takes a value: "--servings", "--db".
    public var valueOptions: Set<String>

    func subcommand(named name: String) -> CommandShape? {
        subcommands.first { $0.commandName == name }
    }

    /// The shape in the parser's description (`--experimental-dump-help`), or nil if it cannot be read.
    public static func read(fromDescription description: String) -> CommandShape? {
        struct Tool: Decodable { var command: CommandShape }
        return try? JSONDecoder().decode(Tool.self, from: Data(description.utf8)).command
    }

    private struct Argument: Decodable {
        struct Name: Decodable { var kind: String; var name: String }
        var kind: String
        var names: [Name]?
    }

    private enum CodingKeys: String, CodingKey { case commandName, defaultSubcommand, subcommands, arguments }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        commandName = try container.decode(String.self, forKey: .commandName)
        defaultSubcommand = try container.decodeIfPresent(String.self, forKey: .defaultSubcommand)
        subcommands = try container.decodeIfPresent([CommandShape].self, forKey: .subcommands) ?? []
        let arguments = try container.decodeIfPresent([Argument].self, forKey: .arguments) ?? []
        valueOptions = Set(arguments.filter { $0.kind == "option" }.flatMap { argument in
            (argument.names ?? []).map { ($0.kind == "long" ? "--" : "-") + $0.name }
        })
    }
}
