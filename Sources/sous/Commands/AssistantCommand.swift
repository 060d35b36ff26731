import ArgumentParser
import Foundation
import SousCore
import SousServices
import SousStore

/// `sous assistant`: the household's model server (off until set), shown and checked.
struct AssistantCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assistant",
        abstract: "Set up the optional assistant: a model server the household runs (Ollama, llama.cpp, LM Studio).",
        discussion: """
            sous assistant --url http://localhost:11434 --model llama3.2 turns it on; any server that speaks \
            OpenAI's /v1/chat/completions works. sous assistant shows the settings and checks that the server \
            answers; --off turns it off. A server beyond this machine and the local network needs \
            --allow-remote. A key is never stored: --key-env names the environment variable that holds it.
            """)

    @OptionGroup var options: GlobalOptions
    @Option(name: .long, help: ArgumentHelp("The model server's address.", valueName: "url")) var url: String?
    @Option(name: .long, help: ArgumentHelp("The model to ask.", valueName: "name")) var model: String?
    @Option(name: .customLong("key-env"), help: ArgumentHelp("The environment variable that holds the server's key.", valueName: "variable"))
    var keyVariable: String?
    @Option(name: .long, help: ArgumentHelp("Seconds the server may stay silent (default 120).", valueName: "seconds"))
    var timeout: Int?
    @Option(name: .customLong("transcribe-model"), help: ArgumentHelp("The model that transcribes a video's audio (default whisper-1).", valueName: "name"))
    var transcribeModel: String?
    @Flag(name: .customLong("allow-remote"), help: "Allow a server beyond this machine and the local network.") var allowRemote = false
    @Flag(name: .long, help: "Turn the assistant off.") var off = false

    func validate() throws {
        let setting = isChange
        if off && setting { throw ValidationError("--off takes no other option") }
        if let timeout, !(5...3_600).contains(timeout) { throw ValidationError("--timeout must be from 5 to 3600 seconds") }
        if let keyVariable, keyVariable.isEmpty || !keyVariable.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            throw ValidationError("--key-env takes the name of an environment variable, such as OPENAI_API_KEY (never the key itself)")
        }
    }

    func run() throws {
        try reportingErrors {
            let database = try options.openDatabase()
            if off {
                try database.setSetting(AssistantSettings.settingKey, nil)
                return CommandOutput.line("the assistant is off: nothing is sent anywhere")
            }
            var settings = try AssistantSetup.load(database)
            if isChange {
                let new = try changed(settings)
                try AssistantSetup.save(new, in: database)
                settings = new
            }
            guard let settings else {
                return CommandOutput.line("the assistant is off (sous assistant --url http://localhost:11434 --model llama3.2 turns it on)")
            }
            report(settings)
        }
    }

    private var isChange: Bool {
        url != nil || model != nil || keyVariable != nil || timeout != nil || transcribeModel != nil || allowRemote
    }

    /// The settings with this command's options applied, or why they cannot be.
    private func changed(_ old: AssistantSettings?) throws -> AssistantSettings {
        guard let address = url ?? old?.url, let name = model ?? old?.model else {
            throw CommandFailure("the assistant needs both --url and --model (for example --url http://localhost:11434 --model llama3.2)")
        }
        if let problem = AssistantSettings.problem(with: address) { throw CommandFailure(problem) }
        let remote = allowRemote || (old?.allowsRemote == true && url == nil)
        if !AssistantSettings.isLocal(address) && !remote {
            throw CommandFailure("\(address) is beyond this machine and the local network: with --allow-remote, each question "
                                 + "sends it the recipe shown, the household's allergies and diets, and the question")
        }
        return AssistantSettings(url: address, model: name, keyVariable: keyVariable ?? old?.keyVariable,
                                 timeoutSeconds: timeout ?? old?.timeoutSeconds ?? AssistantSettings.defaultTimeout,
                                 allowsRemote: remote, transcriptionModel: transcribeModel ?? old?.transcriptionModel)
    }

    /// The settings, then whether the server answers and has the model.
    private func report(_ settings: AssistantSettings) {
        let server = URLComponents(string: settings.url).map { ($0.host ?? settings.url) + ($0.port.map { ":\($0)" } ?? "") } ?? settings.url
        CommandOutput.line("assistant: \(settings.model) at \(settings.url)"
                           + (settings.keyVariable.map { ", key from $\($0)" } ?? "")
                           + ", timeout \(settings.timeoutSeconds) s" + (settings.allowsRemote ? ", remote allowed" : "")
                           + ", videos transcribed by \(settings.transcriptionModel ?? "whisper-1")")
        if settings.allowsRemote && !AssistantSettings.isLocal(settings.url) {
            CommandOutput.line("each question sends \(server) the recipe shown, the household's allergies and diets, and the question")
        }
        do {
            let (models, seconds) = try AssistantClient(settings: settings, environment: options.environment).check()
            let time = String(format: seconds < 1 ? "%.2f s" : "%.1f s", seconds)
            if models.isEmpty || models.contains(where: { $0 == settings.model || $0.hasPrefix(settings.model + ":") }) {
                CommandOutput.line("\(settings.model) at \(server) answered in \(time)")
            } else {
                CommandOutput.line("\(server) answered in \(time), but has no model \(settings.model); it has: \(models.prefix(12).joined(separator: ", "))")
            }
        } catch {
            CommandOutput.error("sous: \(error)")
        }
    }
}
