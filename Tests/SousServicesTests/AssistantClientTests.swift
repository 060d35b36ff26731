import Foundation
import SousCore
import SousFormats
import SousServices
import SousTestSupport
import Testing

/// The assistant against a model server on loopback that speaks `/v1/chat/completions`: what is
/// sent, the answer streamed as it comes, and every failure a sentence.
@Suite(.serialized) struct AssistantClientTests {
    static let sam = Person(name: "Sam", allergies: [.peanuts])
    static let alex = Person(name: "Alex", diets: [.vegan])
    static let satay = Recipe(id: 7, title: "Chicken Satay", servings: 2,
                              ingredients: [Ingredient(quantity: Rational(300), unit: "g", name: "chicken thighs"),
                                            Ingredient(quantity: Rational(2), unit: "tbsp", name: "soy sauce")],
                              steps: [Step(text: "Marinate the chicken in the soy sauce."), Step(text: "Grill the skewers for 8 minutes.")])

    func client(_ server: ChatStubServer, model: String = "llama3.2", timeout: Int = 10) -> AssistantClient {
        AssistantClient(settings: AssistantSettings(url: server.url, model: model, timeoutSeconds: timeout),
                        environment: ProcessInfo.processInfo.environment)
    }

    @Test func theRequestCarriesTheRecipeAsShownTheStepAndTheHousehold() throws {
        let server = try ChatStubServer(replies: [.stream(["Rest it ", "for 5 minutes."])])
        defer { server.stop() }
        let question = AssistantQuestion(question: "How long should the skewers rest?", recipe: Self.satay, factor: Rational(2),
                                         step: 1, people: [Self.sam, Self.alex])
        let answer = try client(server).ask(question) { _ in }
        #expect(answer == "Rest it for 5 minutes.")
        let request = try #require(server.requests.first)
        #expect(request.method == "POST" && request.path == "/v1/chat/completions")
        let body = try #require(request.json)
        #expect(body["model"] as? String == "llama3.2" && body["stream"] as? Bool == true)
        let messages = try #require(body["messages"] as? [[String: String]])
        let system = try #require(messages.first?["content"])
        #expect(system.contains("Sam is allergic to peanuts"))
        #expect(system.contains("Alex is vegan"))
        #expect(system.contains("The recipe the cook is looking at: Chicken Satay"))
        #expect(system.contains("Servings: 4"))
        #expect(system.contains("- 600 g chicken thighs"), "the amounts as shown, scaled")
        #expect(system.contains("2. Grill the skewers for 8 minutes.   <- the cook is on this step"))
        #expect(messages.last == ["role": "user", "content": "How long should the skewers rest?"])
    }

    /// The second piece is sent only once the first has reached the caller: the answer is
    /// shown as it arrives, not when the server is done.
    @Test func theAnswerIsHandedOnAsItStreams() throws {
        let firstSeen = DispatchSemaphore(value: 0)
        let server = try ChatStubServer(replies: [.stream(["Toast the ", "peanuts."], gate: { index in
            if index == 1 { _ = firstSeen.wait(timeout: .now() + 10) }
        })])
        defer { server.stop() }
        var pieces: [String] = []
        let answer = try client(server).ask(AssistantQuestion(question: "What now?")) { text in
            pieces.append(text)
            if pieces.count == 1 { firstSeen.signal() }
        }
        #expect(pieces == ["Toast the ", "peanuts."])
        #expect(answer == "Toast the peanuts.")
    }

    @Test func aServerThatDoesNotStreamIsReadWhole() throws {
        let server = try ChatStubServer(replies: [.whole("Use a thermometer: 74 °C.")])
        defer { server.stop() }
        var pieces: [String] = []
        #expect(try client(server).ask(AssistantQuestion(question: "Done?")) { pieces.append($0) } == "Use a thermometer: 74 °C.")
        #expect(pieces == ["Use a thermometer: 74 °C."])
    }

    @Test func aMissingModelIsNamed() throws {
        let server = try ChatStubServer(replies: [.status(404, #"{"error":{"message":"model \"qwen9\" not found, try pulling it first"}}"#)])
        defer { server.stop() }
        #expect(throws: AssistantFailure("The assistant at \(server.url) has no model “qwen9” (sous assistant shows the ones it has): "
                                         + "model \"qwen9\" not found, try pulling it first")) {
            try client(server, model: "qwen9").ask(AssistantQuestion(question: "Hi")) { _ in }
        }
    }

    @Test func aRefusedConnectionIsASentence() throws {
        let refusing = try LoopbackSocket.refusing()
        defer { close(refusing.descriptor) }
        let url = "http://127.0.0.1:\(refusing.port)"
        let settings = AssistantSettings(url: url, model: "llama3.2", timeoutSeconds: 10)
        #expect(throws: AssistantFailure("No assistant answers at \(url): the connection was refused (is the model server running?)")) {
            try AssistantClient(settings: settings, environment: ProcessInfo.processInfo.environment).ask(AssistantQuestion(question: "Hi")) { _ in }
        }
    }

    @Test func aSilentServerTimesOutWithASentence() throws {
        let server = try ChatStubServer(replies: [.silence(seconds: 8)])
        defer { server.stop() }
        let started = Date()
        #expect(throws: AssistantFailure("The assistant at \(server.url) said nothing for 1 s "
                                         + "(a large model can take longer: sous assistant --timeout SECONDS)")) {
            try client(server, timeout: 1).ask(AssistantQuestion(question: "Hi")) { _ in }
        }
        #expect(Date().timeIntervalSince(started) < 7.5)
    }

    @Test func aSlowAnswerIsCancelled() throws {
        let server = try ChatStubServer(replies: [.silence(seconds: 8)])
        defer { server.stop() }
        let cancellation = FetchCancellation()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { cancellation.cancel() }
        let started = Date()
        #expect(throws: AssistantFailure("Cancelled")) {
            try client(server).ask(AssistantQuestion(question: "Hi"), cancellation: cancellation) { _ in }
        }
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aKeyIsSentFromItsVariableAndAMissingOneIsNamed() throws {
        let server = try ChatStubServer(replies: [.stream(["Yes."])])
        defer { server.stop() }
        var settings = AssistantSettings(url: server.url, model: "llama3.2", keyVariable: "SOUS_TEST_KEY", timeoutSeconds: 10)
        let withKey = AssistantClient(settings: settings, environment: ProcessInfo.processInfo.environment.merging(["SOUS_TEST_KEY": "s3cret"]) { $1 })
        _ = try withKey.ask(AssistantQuestion(question: "Hi")) { _ in }
        #expect(server.requests.first?.headers["authorization"] == "Bearer s3cret")
        settings.keyVariable = "SOUS_TEST_MISSING_KEY"
        #expect(throws: AssistantFailure("The assistant's key is read from $SOUS_TEST_MISSING_KEY, which is not set in this shell")) {
            try AssistantClient(settings: settings, environment: [:]).ask(AssistantQuestion(question: "Hi")) { _ in }
        }
        #expect(server.requests.count == 1, "nothing is sent without the key")
    }

    @Test func theCheckListsTheServersModels() throws {
        let server = try ChatStubServer(replies: [], models: ["llama3.2:latest", "mistral:7b"])
        defer { server.stop() }
        let (models, seconds) = try client(server).check()
        #expect(models == ["llama3.2:latest", "mistral:7b"])
        #expect(seconds < 10)
        #expect(server.requests.first?.method == "GET" && server.requests.first?.path == "/v1/models")
    }

    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])

    @Test func aPhotoGoesAsAnImagePartAndComesBackAsPantryLines() throws {
        let server = try ChatStubServer(replies: [.whole(#"{"items": ["2 onions", "1 l milk", "", "\u001b[2Jrice"]}"#)])
        defer { server.stop() }
        #expect(try client(server).pantryItems(inPhoto: Self.png, type: "image/png") == ["2 onions", "1 l milk", "rice"])
        let content = try #require((server.requests.first?.json?["messages"] as? [[String: Any]])?.first?["content"] as? [[String: Any]])
        let image = try #require(content.first { $0["type"] as? String == "image_url" }?["image_url"] as? [String: String])
        #expect(image["url"] == "data:image/png;base64," + Self.png.base64EncodedString())
    }

    @Test func aModelThatTakesNoPicturesSaysSo() throws {
        let server = try ChatStubServer(replies: [.status(400, #"{"error":{"message":"this model does not support image input"}}"#)])
        defer { server.stop() }
        #expect(throws: AssistantFailure("llama3.2 does not take pictures: a vision model (llava, llama3.2-vision, qwen2.5vl) does, with "
                                         + "sous assistant --model (the server said: The assistant at \(server.url) answered HTTP 400: "
                                         + "this model does not support image input)")) {
            try client(server).pantryItems(inPhoto: Self.png, type: "image/png")
        }
    }
}
