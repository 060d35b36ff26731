import Foundation
import SousCore
import SousFormats
import SousStore

extension AssistantClient {
    /// Largest audio file sent to be transcribed.
    public static let maximumAudioBytes = 100_000_000

    /// A video's audio written out as WebVTT subtitles by the server's
    /// `/v1/audio/transcriptions` (whisper.cpp's server, faster-whisper and others speak it).
    /// A server that does not transcribe says so in a sentence.
    public func transcribe(_ audio: URL) throws(AssistantFailure) -> String {
        let name = TerminalText.visibleName(audio.lastPathComponent)
        let size = ((try? FileManager.default.attributesOfItem(atPath: audio.path))?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Self.maximumAudioBytes else {
            throw AssistantFailure("\(name) is larger than \(Self.maximumAudioBytes / 1_000_000) MB, too large to send to be transcribed")
        }
        guard let data = try? Data(contentsOf: audio) else { throw AssistantFailure("\(name) cannot be read") }
        let boundary = "sous-" + UUID().uuidString
        var body = Data()
        func field(_ key: String, _ value: String) {
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n".utf8))
        }
        field("model", settings.transcriptionModel ?? "whisper-1")
        field("response_format", "vtt")
        let fileName = audio.lastPathComponent.filter { $0 != "\"" && $0 != "\r" && $0 != "\n" }
        body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8))
        body.append(data)
        body.append(Data("\r\n--\(boundary)--\r\n".utf8))

        let (status, received) = try send(body, to: settings.transcriptionURL, contentType: "multipart/form-data; boundary=\(boundary)",
                                          keeping: 20_000_000)
        if status == 404 || status == 405 {
            throw AssistantFailure("The assistant's server \(server) does not transcribe audio (it has no /v1/audio/transcriptions)")
        }
        guard (200..<300).contains(status) else { throw refusal(status: status, body: received) }
        var text = String(decoding: received, as: UTF8.self)
        // A server that answers JSON ({"text": ...}) despite the format asked for: its text.
        if text.hasPrefix("{"), let object = try? JSONSerialization.jsonObject(with: received) as? [String: Any],
           let plain = object["text"] as? String {
            text = plain
        }
        return ImportedText.clean(text, multiline: true)
    }
}

extension ImportPipeline {
    /// The pipeline with the assistant's server as its transcriber, when one is set up.
    public func transcribing(with database: AppDatabase) -> ImportPipeline {
        guard let settings = try? AssistantSetup.load(database) else { return self }
        var pipeline = self
        let client = AssistantClient(settings: settings, environment: environment)
        pipeline.transcriber = { audio in try client.transcribe(audio) }
        return pipeline
    }
}
