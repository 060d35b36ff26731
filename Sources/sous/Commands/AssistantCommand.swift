import ArgumentParser
import Foundation
import SousServices

/// `sous assistant`: the household's model server (off until set), shown and checked.
struct AssistantCommand: ReportingCommand {
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

    private var change: AssistantReport.Change {
        AssistantReport.Change(url: url, model: model, keyVariable: keyVariable, timeout: timeout,
                               transcribeModel: transcribeModel, allowRemote: allowRemote)
    }

    func validate() throws {
        if off && !change.isEmpty { throw ValidationError("--off takes no other option") }
        if let timeout, !(5...3_600).contains(timeout) { throw ValidationError("--timeout must be from 5 to 3600 seconds") }
        if let keyVariable, keyVariable.isEmpty || !keyVariable.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            throw ValidationError("--key-env takes the name of an environment variable, such as OPENAI_API_KEY (never the key itself)")
        }
    }

    func perform() throws {
        let (lines, failure) = try AssistantReport.setUp(change, off: off, in: options.openDatabase(), environment: options.environment)
        for line in lines { CommandOutput.line(line) }
        if let failure { CommandOutput.error("sous: \(failure)") }
    }
}
