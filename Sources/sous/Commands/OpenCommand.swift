import ArgumentParser
import Foundation
import SousStore
import SousTUI
import SousTerminal

/// `sous` with no subcommand: the full-screen app.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "open", abstract: "Open the full-screen app (the default).")

    @OptionGroup var options: GlobalOptions
    @Option(name: .long, help: "Colour theme: kitchen, midnight, high-contrast, mono or one of yours.") var theme: String?

    func run() throws {
        try reportingErrors {
            let database = try options.openDatabase()
            try StarterLibraryImport.importIfFirstStart(into: database)
            let (chosenTheme, warning) = try ThemeChoice.load(requested: theme, database: database, environment: options.environment)
            let terminal: Terminal
            do {
                terminal = try Terminal()
            } catch {
                throw CommandFailure(String(describing: error))
            }
            defer { terminal.restore() }
            let inbox = Inbox()
            let effects = EffectRunner(database: database, inbox: inbox, environment: options.environment)
            let runner = AppRunner(terminal: terminal, effects: effects, theme: chosenTheme, inbox: inbox)
            runner.run(initialMessage: warning)
        }
    }
}
