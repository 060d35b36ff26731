import ArgumentParser
import Foundation
import SousServices
import SousApp
import SousDesktop
import SousStore
import SousTerminal

/// `sous` with no subcommand: the full-screen app.
struct OpenCommand: ReportingCommand {
    static let configuration = CommandConfiguration(commandName: "open", abstract: "Open the full-screen app (the default).")

    @OptionGroup var options: GlobalOptions
    @Option(name: .long, help: "Colour theme: kitchen, midnight, high-contrast, mono or one of yours.") var theme: String?
    @Flag(name: .long, help: "Let the screen saver work in cook mode and on the timers this time (see sous timer settings --keep-awake).")
    var noKeepAwake = false

    func perform() throws {
        try Self.openApp(options: options, theme: theme, noKeepAwake: noKeepAwake) { _ in [] }
    }

    /// Opens the app; `startActions` (given the database) are reduced after start, e.g. opening cook mode.
    static func openApp(options: GlobalOptions, theme: String?, noKeepAwake: Bool,
                        startActions: (AppDatabase) throws -> [AppAction]) throws {
        do {
            let database = try options.openLibrary()
            let actions = try startActions(database)
            let (chosenTheme, warning) = try ThemeChoice.load(requested: theme, database: database, environment: options.environment)
            let terminal: Terminal
            do {
                terminal = try Terminal()
            } catch {
                throw CommandFailure(String(describing: error))
            }
            defer { terminal.restore() }
            let screenWake = ScreenWake(environment: options.environment)
            // Normal ways out; a crash or a kill closes the connection or pipe the hold hangs on.
            defer { screenWake.release() }
            let inbox = Inbox()
            let effects = EffectRunner(database: database, inbox: inbox, environment: options.environment, screenWake: screenWake,
                                       databasePath: options.databasePath)
            let runner = AppRunner(terminal: terminal, effects: effects, theme: chosenTheme, inbox: inbox)
            runner.timerWatcher = TimerChangeWatcher(database: database)
            // Watching the folder costs the kernel a walk of its entries: after the first frame.
            var fileWatcher: DatabaseFileWatcher?
            runner.afterFirstFrame = {
                fileWatcher = DatabaseFileWatcher(databasePath: options.databasePath, inbox: inbox)
                effects.watchFolder()
            }
            defer { withExtendedLifetime(fileWatcher) {} }
            let keepAwake = EffectRunner.keepsAwake(database: database, disabledForThisRun: noKeepAwake)
            runner.run(initialMessage: warning, startActions: [
                .timers(.loaded(try database.timers(), starts: try database.timelineStarts(), now: Date())),
                .keepAwake(.settingLoaded(keepAwake)),
            ] + actions)
        }
    }
}
