import Foundation
import SousCore
import SousFormats

/// Why the assistant gave no answer, as a sentence.
public struct AssistantFailure: Error, Equatable, CustomStringConvertible {
    public var description: String
    /// The server refused the reply's schema (`response_format`), not the question.
    var schemaRefused = false

    public init(_ description: String) { self.description = description }

    public static func == (a: AssistantFailure, b: AssistantFailure) -> Bool { a.description == b.description }
}

/// Talks to the household's model server through `sous-fetch`: asks a question and hands the
/// answer on as it streams in, and checks that the server answers and has the model.
public struct AssistantClient: Sendable {
    public var settings: AssistantSettings
    /// HOME, PATH and the key's variable, as sous was started with them.
    public var environment: [String: String]

    public init(settings: AssistantSettings, environment: [String: String]) {
        self.settings = settings
        self.environment = environment
    }

    var server: String { TerminalText.visibleName(settings.url) }

    /// The most of an answer kept and shown.
    static let maximumAnswerBytes = 200_000

    /// Asks `question`; each piece of the answer goes to `received` as it arrives. Returns the
    /// whole answer. The model's text is outside text: control characters and escape sequences
    /// are dropped from each piece and from the whole (a sequence split between two pieces loses
    /// its introducer, so it can only show, never act).
    public func ask(_ question: AssistantQuestion, cancellation: FetchCancellation? = nil,
                    received: (String) -> Void) throws(AssistantFailure) -> String {
        var reader = ChatStreamReader()
        var answer = ""
        let (status, errorBody) = try send(question.requestBody(model: settings.model, stream: true), to: settings.chatURL,
                                           keeping: 65_536, cancellation: cancellation) { bytes in
            let text = reader.read(bytes)
            // A runaway answer is cut where it passes the limit, not held whole in memory.
            if !text.isEmpty && answer.utf8.count < Self.maximumAnswerBytes {
                answer += text
                received(ImportedText.clean(text, multiline: true))
            }
        }
        let rest = reader.end()
        if !rest.isEmpty && answer.utf8.count < Self.maximumAnswerBytes {
            answer += rest
            received(ImportedText.clean(rest, multiline: true))
        }
        answer = ImportedText.clean(answer, multiline: true)
        guard (200..<300).contains(status) else { throw refusal(status: status, body: errorBody) }
        if let message = reader.serverError {
            throw AssistantFailure("The assistant at \(server) answered with an error: \(TerminalText.visibleLine(message))")
        }
        if answer.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw AssistantFailure("The assistant at \(server) sent no answer")
        }
        return answer
    }

    /// A recipe written by the assistant, in sous's own JSON shape (asked for with
    /// `response_format` where the server takes it, and in the prompt), every line marked as the
    /// assistant's. A reply that is not a usable recipe is sent back once with the reason; a
    /// second such reply is a sentence.
    public func invent(_ invention: AssistantInvention, cancellation: FetchCancellation? = nil) throws(AssistantFailure) -> Recipe {
        try recipe(asking: invention.messages(schema: AssistantRecipe.schemaText), cancellation: cancellation)
    }

    /// The recipe in a source's text, read again by the model, every line marked as the
    /// assistant's; sent back once like an invented recipe when the reply is not a usable one.
    public func reread(_ rereading: AssistantRereading, cancellation: FetchCancellation? = nil) throws(AssistantFailure) -> Recipe {
        try recipe(asking: rereading.messages(schema: AssistantRecipe.schemaText), cancellation: cancellation)
    }

    /// The recipe the model replies to `messages` with (see `invent`).
    private func recipe(asking messages: [[String: String]], cancellation: FetchCancellation?) throws(AssistantFailure) -> Recipe {
        var messages = messages
        var schemaTaken = true
        var reason = ""
        for _ in 1...2 {
            var reply: String
            do {
                reply = try complete(messages, schema: schemaTaken, cancellation: cancellation)
            } catch let failure where schemaTaken && failure.schemaRefused {
                // A server that does not take response_format: the schema is in the prompt too.
                schemaTaken = false
                reply = try complete(messages, schema: false, cancellation: cancellation)
            }
            do {
                return try AssistantRecipe.read(reply)
            } catch {
                reason = error.message
                messages.append(["role": "assistant", "content": String(reply.prefix(20_000))])
                messages.append(["role": "user", "content": "That reply could not be used: \(reason) Reply with the corrected recipe as JSON only."])
            }
        }
        throw AssistantFailure("The assistant's reply was not a usable recipe, twice: \(reason)")
    }

    /// One answer, not streamed; with the recipe's schema as `response_format` when `schema`.
    private func complete(_ messages: [[String: String]], schema: Bool, cancellation: FetchCancellation?) throws(AssistantFailure) -> String {
        try complete(messages, format: schema ? ("recipe", AssistantRecipe.schema) : nil, cancellation: cancellation)
    }

    /// One answer, not streamed; `format` names the reply's JSON schema for `response_format`.
    private func complete(_ messages: [[String: Any]], format: (name: String, schema: [String: Any])?,
                          cancellation: FetchCancellation?) throws(AssistantFailure) -> String {
        var body: [String: Any] = ["model": settings.model, "stream": false, "messages": messages]
        if let format {
            body["response_format"] = ["type": "json_schema", "json_schema": ["name": format.name, "strict": false, "schema": format.schema]]
        }
        var reader = ChatStreamReader()
        var text = ""
        let (status, received) = try send((try? JSONSerialization.data(withJSONObject: body)) ?? Data(), to: settings.chatURL,
                                          keeping: 1_000_000, cancellation: cancellation) { text += reader.read($0) }
        text += reader.end()
        guard (200..<300).contains(status) else {
            var failure = refusal(status: status, body: received)
            let said = String(decoding: received.prefix(4_096), as: UTF8.self).lowercased()
            failure.schemaRefused = status == 400 && (said.contains("response_format") || said.contains("json_schema"))
            throw failure
        }
        if let message = reader.serverError {
            throw AssistantFailure("The assistant at \(server) answered with an error: \(TerminalText.visibleLine(message))")
        }
        return ImportedText.clean(text, multiline: true)
    }

    /// The foods a photo of the counter, the fridge or a cupboard shows, as pantry lines
    /// ("2 onions", "milk") for the cook to confirm; the photo goes as an image part of the chat
    /// (the model must take pictures, and a sentence says so when it does not).
    public func pantryItems(inPhoto photo: Data, type: String) throws(AssistantFailure) -> [String] {
        let ask = "List the foods you can see in this photo of a kitchen, as pantry lines with an amount where you can "
            + "judge one (\"2 onions\", \"1 l milk\", \"rice\"). Reply with JSON only: {\"items\": [\"...\"]}. "
            + "Leave out what is not food."
        let content: [[String: Any]] = [
            ["type": "text", "text": ask],
            ["type": "image_url", "image_url": ["url": "data:\(type);base64," + photo.base64EncodedString()]],
        ]
        let schema: [String: Any] = ["type": "object", "required": ["items"],
                                     "properties": ["items": ["type": "array", "items": ["type": "string"]]]]
        let reply: String
        do {
            reply = try complete([["role": "user", "content": content]], format: ("pantry", schema), cancellation: nil)
        } catch let failure where failure.schemaRefused {
            reply = try complete([["role": "user", "content": content]], format: nil, cancellation: nil)
        } catch let failure where ["image", "vision", "multimodal"].contains(where: failure.description.lowercased().contains) {
            throw AssistantFailure("\(TerminalText.visibleLine(settings.model)) does not take pictures: a vision model (llava, "
                                   + "llama3.2-vision, qwen2.5vl) does, with sous assistant --model (the server said: \(failure.description))")
        }
        var text = reply
        if let start = text.firstIndex(of: "{"), let end = text.lastIndex(of: "}"), start < end { text = String(text[start...end]) }
        let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
        let items = (object?["items"] as? [Any] ?? []).compactMap { $0 as? String }
            .map { ImportedText.clean($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw AssistantFailure("The assistant saw no food in the photo (or did not say so as asked)") }
        return Array(items.prefix(100))
    }

    /// What the server says it has (`/v1/models`) and how long it took to say it; a failure is
    /// a sentence. Asks no model anything.
    public func check() throws(AssistantFailure) -> (models: [String], seconds: Double) {
        let started = Date()
        let (status, body) = try send(Data(), to: settings.modelsURL, timeout: min(settings.timeoutSeconds, 15), keeping: 1_000_000)
        guard (200..<300).contains(status) else { throw refusal(status: status, body: body) }
        let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        let listed = (object?["data"] as? [[String: Any]] ?? object?["models"] as? [[String: Any]] ?? [])
        let models = listed.compactMap { $0["id"] as? String ?? $0["name"] as? String }
        return (models, Date().timeIntervalSince(started))
    }

    /// Sends `body` to `url` through `sous-fetch` (an empty body asks with GET) and hands each
    /// piece of the answer to `received` as it arrives; the status, and the answer's first
    /// `limit` bytes (an error's message, or a whole answer).
    func send(_ body: Data, to url: String, contentType: String? = nil, timeout: Int? = nil, keeping limit: Int,
              cancellation: FetchCancellation? = nil, received: (Data) -> Void = { _ in }) throws(AssistantFailure) -> (status: Int, body: Data) {
        var kept = Data()
        let stream = HelperStream(url: url, body: body, contentType: contentType, timeout: timeout ?? settings.timeoutSeconds,
                                  authorization: try authorization(), environment: environment, cancellation: cancellation)
        do {
            let status = try stream.run { bytes in
                if kept.count < limit { kept.append(bytes) }
                received(bytes)
            }
            return (status, kept)
        } catch {
            throw sentence(for: error)
        }
    }

    /// The key as the `Authorization` header, from the named environment variable.
    private func authorization() throws(AssistantFailure) -> String? {
        guard let variable = settings.keyVariable else { return nil }
        guard let key = environment[variable], !key.isEmpty else {
            throw AssistantFailure("The assistant's key is read from $\(variable), which is not set in this shell")
        }
        return "Bearer " + key
    }

    private func sentence(for failure: HelperStream.Failure) -> AssistantFailure {
        switch failure {
        case .helperMissing: return AssistantFailure(FetchHelper.missing)
        case .couldNotStart(let reason): return AssistantFailure("The assistant could not be asked: \(reason)")
        case .cancelled: return AssistantFailure("Cancelled")
        case .timedOut: return timedOut
        case .transport(let code):
            switch code {
            case -1004: return AssistantFailure("No assistant answers at \(server): the connection was refused (is the model server running?)")
            case -1001: return timedOut
            case -1003: return AssistantFailure("The assistant's server \(server) cannot be found (is the address right?)")
            case -1200, -1202, -1203, -1204, -1205, -1206:
                return AssistantFailure("The assistant at \(server) could not be reached securely (its certificate was refused)")
            default: return AssistantFailure("The assistant at \(server) could not be reached (network error \(code))")
            }
        }
    }

    private var timedOut: AssistantFailure {
        AssistantFailure("The assistant at \(server) said nothing for \(settings.timeoutSeconds) s "
                         + "(a large model can take longer: sous assistant --timeout SECONDS)")
    }

    /// A status that is not success, with the server's own message when it sent one.
    func refusal(status: Int, body: Data) -> AssistantFailure {
        var reader = ChatStreamReader()
        _ = reader.read(body)
        _ = reader.end()
        let message = reader.serverError.map(TerminalText.visibleLine)
        let model = TerminalText.visibleLine(settings.model)
        if status == 404, message?.lowercased().contains("model") == true {
            return AssistantFailure("The assistant at \(server) has no model “\(model)” (sous assistant shows the ones it has): \(message!)")
        }
        if status == 404 {
            return AssistantFailure("\(server) has no /v1/chat/completions: is it an OpenAI-compatible server (Ollama, llama.cpp, LM Studio)?")
        }
        if status == 401 || status == 403 {
            return AssistantFailure("The assistant at \(server) refused the key (HTTP \(status))" + (message.map { ": \($0)" } ?? ""))
        }
        return AssistantFailure("The assistant at \(server) answered HTTP \(status)" + (message.map { ": \($0)" } ?? ""))
    }
}
