import ArgumentParser
import Foundation
import SousApp
import SousServices

extension TimerCommand {
    /// `sous timer status`: one short line for a status bar; never opens the screen, never
    /// creates a library, and prints nothing when no timer runs.
    struct Status: ReportingCommand {
        static let configuration = CommandConfiguration(
            abstract: "One line for a status bar: the soonest timer and how many run (\"Pasta 4:12 +2\").",
            discussion: """
                Placeholders for --format: {label}, {left}, {count}, {more} (" +2"), {next_start} (the running \
                timeline's next start, "10:40 Roast Beef"). tmux: set -g status-right '#(sous timer status)' \
                with status-interval 1. waybar: "custom/sous": {"exec": "sous timer status", "interval": 1}.
                """)
        @OptionGroup var options: GlobalOptions
        @Option(name: .long, help: "The line's template (default \"{label} {left}{more}\").") var format: String = TimerStatusLine.defaultTemplate

        func perform() throws {
            if let line = try TimerReport.statusLine(of: options.library, template: format, now: Date()) { CommandOutput.line(line) }
        }
    }

    /// `sous timer watch`: the timer dashboard alone, for a second terminal or a small screen by the stove.
    struct Watch: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "Show the timer dashboard alone (q quits).")
        @OptionGroup var options: GlobalOptions
        @Option(name: .long, help: "Colour theme: kitchen, midnight, high-contrast, mono or one of yours.") var theme: String?
        @Flag(name: .long, help: "Let the screen saver work this time (see sous timer settings --keep-awake).")
        var noKeepAwake = false

        func perform() throws {
            try OpenCommand.openApp(options: options, theme: theme, noKeepAwake: noKeepAwake) { _ in [.timers(.openAlone)] }
        }
    }
}
