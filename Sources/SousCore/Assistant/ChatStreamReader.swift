import Foundation

/// Reads a model server's answer to `/v1/chat/completions` as it arrives: server-sent events
/// (`data: {...}` lines, `data: [DONE]`) when it streams, or one JSON body when it does not.
/// Each piece of the answer's text is handed on as soon as its line is whole.
public struct ChatStreamReader: Sendable {
    private var pending = Data()
    private var whole = Data()
    private var streamed = false
    /// The server said the answer is complete (`[DONE]`, or a choice's `finish_reason`).
    public private(set) var finished = false
    /// The server's own error message, if it sent one instead of an answer.
    public private(set) var serverError: String?

    public init() {}

    /// The answer's text in the bytes just received (empty while a line is incomplete).
    public mutating func read(_ bytes: Data) -> String {
        pending.append(bytes)
        var text = ""
        while let newline = pending.firstIndex(of: 0x0A) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            text += take(line)
        }
        return text
    }

    /// The rest, once the server closed the connection: the whole body when it did not stream.
    public mutating func end() -> String {
        var text = ""
        if !pending.isEmpty {
            text += take(String(decoding: pending, as: UTF8.self))
            pending.removeAll()
        }
        if !streamed, let object = try? JSONSerialization.jsonObject(with: whole) as? [String: Any] {
            if let message = Self.errorMessage(in: object) { serverError = message }
            if let choices = object["choices"] as? [[String: Any]], let message = choices.first?["message"] as? [String: Any] {
                finished = true
                text += message["content"] as? String ?? ""
            }
        }
        return text
    }

    private mutating func take(_ rawLine: String) -> String {
        let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
        guard line.hasPrefix("data:") else {
            // Not an event: part of a plain JSON body (or an event's other fields, ignored).
            if !streamed && !line.hasPrefix(":") && !line.hasPrefix("event:") && !line.hasPrefix("id:") {
                whole.append(Data((line + "\n").utf8))
            }
            return ""
        }
        streamed = true
        let payload = line.dropFirst(5).trimmingCharacters(in: .whitespaces)
        if payload == "[DONE]" {
            finished = true
            return ""
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any] else { return "" }
        if let message = Self.errorMessage(in: object) { serverError = message }
        guard let choice = (object["choices"] as? [[String: Any]])?.first else { return "" }
        if let reason = choice["finish_reason"] as? String, !reason.isEmpty { finished = true }
        let delta = choice["delta"] as? [String: Any] ?? choice["message"] as? [String: Any]
        return delta?["content"] as? String ?? ""
    }

    private static func errorMessage(in object: [String: Any]) -> String? {
        if let error = object["error"] as? [String: Any] { return error["message"] as? String ?? "unknown error" }
        return object["error"] as? String
    }
}
