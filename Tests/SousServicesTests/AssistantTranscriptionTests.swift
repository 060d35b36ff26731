import Foundation
import SousCore
import SousFormats
import SousServices
import SousTestSupport
import Testing

/// A video downloaded without subtitles: its audio goes to the assistant's server
/// (`/v1/audio/transcriptions`, multipart), and the transcript is read by the caption reader like
/// spoken subtitles, its lines marked as a transcript's.
@Suite(.serialized) struct AssistantTranscriptionTests {
    static let spoken = """
        WEBVTT

        00:00:01.000 --> 00:00:05.000
        Today we are making a quick tomato soup.

        00:00:05.000 --> 00:00:10.000
        First add the chopped onions to the pot and cook them for five minutes.

        00:00:10.000 --> 00:00:15.000
        Then stir in the tomatoes and simmer for twenty minutes.

        00:00:15.000 --> 00:00:20.000
        Finally blend the soup until smooth and serve it hot.
        """

    static let description = """
        Quick tomato soup 🍅

        Ingredients
        1 onion
        800 g tinned tomatoes
        500 ml vegetable stock
        """

    func video(in folder: URL, audio: Bool = true) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let escaped = Self.description.replacingOccurrences(of: "\n", with: "\\n")
        let info = folder.appendingPathComponent("Tomato Soup [tmt123].info.json")
        try Data("""
            {"id": "tmt123", "title": "Tomato Soup", "description": "\(escaped)", "uploader": "Kim", "webpage_url": "https://video.example/tmt123",
             "duration": 20, "extractor": "youtube", "language": "en"}
            """.utf8).write(to: info)
        if audio { try Data(repeating: 0x42, count: 4_096).write(to: folder.appendingPathComponent("Tomato Soup [tmt123].m4a")) }
        return info
    }

    func pipeline(_ server: ChatStubServer) -> ImportPipeline {
        let client = AssistantClient(settings: AssistantSettings(url: server.url, model: "llama3.2", timeoutSeconds: 10, transcriptionModel: "whisper-small"),
                                     environment: ProcessInfo.processInfo.environment)
        var pipeline = ImportPipeline(environment: ProcessInfo.processInfo.environment)
        pipeline.transcriber = { try client.transcribe($0) }
        return pipeline
    }

    @Test func aVideoWithoutSubtitlesIsTranscribedAndReadAsSpokenSteps() throws {
        let server = try ChatStubServer(replies: [], transcript: Self.spoken)
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-transcribe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reading = try pipeline(server).readFile(try video(in: folder))
        let recipe = try #require(reading.recipes.first)
        #expect(recipe.steps.count >= 2)
        #expect(recipe.steps.contains { $0.text.lowercased().contains("simmer") })
        #expect(recipe.steps.allSatisfy { $0.provenance?.source == .transcript })
        #expect(reading.notes.first == "Its spoken words were transcribed from Tomato Soup [tmt123].m4a by the assistant's server")
        let request = try #require(server.requests.first)
        #expect(request.path == "/v1/audio/transcriptions")
        #expect(request.headers["content-type"]?.hasPrefix("multipart/form-data; boundary=") == true)
        let body = String(decoding: request.body, as: UTF8.self)
        #expect(body.contains("name=\"model\"\r\n\r\nwhisper-small\r\n") && body.contains("filename=\"Tomato Soup [tmt123].m4a\""))
        #expect(request.body.count > 4_096, "the audio went whole")
    }

    @Test func aServerThatDoesNotTranscribeSaysSoAndTheCaptionStillImports() throws {
        let server = try ChatStubServer(replies: [], transcript: nil)
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-transcribe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reading = try pipeline(server).readFile(try video(in: folder))
        #expect(reading.recipes.first?.ingredients.map(\.name).contains("vegetable stock") == true)
        #expect(reading.notes.first == "Its audio was not transcribed: The assistant's server \(server.url) does not transcribe audio (it has no /v1/audio/transcriptions)")
    }

    @Test func withoutAnAssistantTheAudioIsNamedAndNothingIsSent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-transcribe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reading = try ImportPipeline(environment: ProcessInfo.processInfo.environment).readFile(try video(in: folder))
        #expect(reading.notes.first?.hasPrefix("It has no subtitles; its audio (Tomato Soup [tmt123].m4a) could be transcribed") == true)
        let silent = FileManager.default.temporaryDirectory.appendingPathComponent("sous-transcribe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: silent) }
        #expect(try ImportPipeline(environment: ProcessInfo.processInfo.environment).readFile(try video(in: silent, audio: false)).notes.isEmpty)
    }
}
