import ArgumentParser
import SousServices

/// The `sous` command: with no subcommand it opens the full-screen app.
@main
struct Sous: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sous",
        abstract: "A terminal kitchen companion: your recipe library, from the keyboard.",
        version: "0.1.0",
        subcommands: [OpenCommand.self, ListCommand.self, ShowCommand.self, ImportCommand.self, ExportCommand.self,
                      CookCommand.self, TimerCommand.self, PlanCommand.self, ShopCommand.self,
                      DietCommand.self, AllergensCommand.self, NutritionCommand.self, PantryCommand.self,
                      SuggestCommand.self, TimelineCommand.self, FolderCommand.self, AssistantCommand.self, AskCommand.self, InventCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    static func main() {
        // Answered before the argument parser, which builds every command's description first:
        // scripts and status bars ask this often, and it should cost them nothing.
        if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
            print(configuration.version)
            return
        }
        let names = Set(configuration.subcommands.compactMap { $0.configuration.commandName })
        let reordered = LeadingOptions.reordered(Array(CommandLine.arguments.dropFirst()), subcommands: names)
        main(NegativeValues.placed(reordered, shape: { CommandShape.read(fromDescription: Sous._dumpHelp()) }))
    }
}
