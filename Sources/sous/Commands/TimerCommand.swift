import ArgumentParser
import Foundation
import SousServices
import SousCore
import SousStore

/// `sous timer add|list|cancel`: kitchen timers from another terminal; a running sous shows the change.
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer", abstract: "Add, list or cancel kitchen timers.",
        subcommands: [Add.self, List.self, Cancel.self, Status.self, Watch.self, Settings.self])

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Start a timer: sous timer add 10m \"pasta\" (also 1h15, 90s).")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "How long (10m, 1h15, 90s, 1h 30m) and an optional name.") var words: [String]

        func run() throws {
            try reportingErrors {
                let parsed: TimerPrompt.Parsed
                switch TimerPrompt.parse(words.joined(separator: " ")) {
                case .success(let value): parsed = value
                case .failure(let error): throw CommandFailure(error.description)
                }
                let database = try options.openDatabase()
                let timer = try database.addTimer(label: parsed.label, seconds: parsed.seconds, now: Date())
                CommandOutput.line("timer \(timer.id): \(timer.label), \(TimerClock.digits(parsed.seconds))")
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the timers, soonest first.")
        @OptionGroup var options: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        func run() throws {
            try reportingErrors {
                let now = Date()
                let timers = try options.openForReading().timers().sorted { $0.remaining(at: now) < $1.remaining(at: now) }
                if json {
                    CommandOutput.json(try TimerReport.json(timers, now: now))
                    return
                }
                if timers.isEmpty { CommandOutput.line("no timers"); return }
                for line in TimerReport.lines(timers, now: now) { CommandOutput.line(line) }
            }
        }
    }

    struct Cancel: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Cancel a timer by its id (see sous timer list).")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "The timer's id.") var id: Int64

        func run() throws {
            try reportingErrors {
                guard try options.openDatabase().deleteTimer(id: id) else { throw CommandFailure("There is no timer \(id).") }
                CommandOutput.line("cancelled timer \(id)")
            }
        }
    }

    struct Settings: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show or change the alarm command, reading aloud and keeping the screen awake.",
            discussion: "The alarm command runs when a timer ends, without a shell: words split on spaces, {label} replaced by the timer's name, e.g. --alarm-command 'paplay /usr/share/sounds/freedesktop/stereo/complete.oga'. An empty value removes it.")
        @OptionGroup var options: GlobalOptions
        @Option(name: .long, help: "The sound or speech command to run when a timer ends (\"\" removes it).") var alarmCommand: String?
        @Option(name: .long, help: "every-step speaks each step on arrival in cook mode; on-request only with r.") var readAloud: String?
        @Option(name: .long, help: "on (the default) asks the desktop to keep the screen awake in cook mode and on the timers; off lets the screen saver work.")
        var keepAwake: String?

        func run() throws {
            try reportingErrors {
                let settings = try TimerSettings.change(alarmCommand: alarmCommand, readAloud: readAloud, keepAwake: keepAwake,
                                                        in: options.openDatabase())
                for line in settings { CommandOutput.line(line) }
            }
        }
    }
}
