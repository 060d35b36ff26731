import ArgumentParser
import Foundation
import SousServices

/// `sous timer add|list|cancel`: kitchen timers from another terminal; a running sous shows the change.
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer", abstract: "Add, list or cancel kitchen timers.",
        subcommands: [Add.self, List.self, Cancel.self, Status.self, Watch.self, Settings.self])

    struct Add: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "Start a timer: sous timer add 10m \"pasta\" (also 1h15, 90s).")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "How long (10m, 1h15, 90s, 1h 30m) and an optional name.") var words: [String]

        func perform() throws {
            CommandOutput.line(try TimerReport.add(words.joined(separator: " "), to: options.library, now: Date()))
        }
    }

    struct List: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "List the timers, soonest first.")
        @OptionGroup var options: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        func perform() throws {
            let now = Date()
            let timers = try options.openForReading().timers().sorted { $0.remaining(at: now) < $1.remaining(at: now) }
            try CommandOutput.print(json: json, { try TimerReport.json(timers, now: now) },
                                    else: { timers.isEmpty ? ["no timers"] : TimerReport.lines(timers, now: now) })
        }
    }

    struct Cancel: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "Cancel a timer by its id (see sous timer list).")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "The timer's id.") var id: Int64

        func perform() throws {
            guard try options.openDatabase().deleteTimer(id: id) else { throw CommandFailure("There is no timer \(id).") }
            CommandOutput.line("cancelled timer \(id)")
        }
    }

    struct Settings: ReportingCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show or change the alarm command, reading aloud and keeping the screen awake.",
            discussion: "The alarm command runs when a timer ends, without a shell: words split on spaces, {label} replaced by the timer's name, e.g. --alarm-command 'paplay /usr/share/sounds/freedesktop/stereo/complete.oga'. An empty value removes it.")
        @OptionGroup var options: GlobalOptions
        @Option(name: .long, help: "The sound or speech command to run when a timer ends (\"\" removes it).") var alarmCommand: String?
        @Option(name: .long, help: "every-step speaks each step on arrival in cook mode; on-request only with r.") var readAloud: String?
        @Option(name: .long, help: "on (the default) asks the desktop to keep the screen awake in cook mode and on the timers; off lets the screen saver work.")
        var keepAwake: String?

        func perform() throws {
            let settings = try TimerSettings.change(alarmCommand: alarmCommand, readAloud: readAloud, keepAwake: keepAwake,
                                                    in: options.openDatabase())
            for line in settings { CommandOutput.line(line) }
        }
    }
}
