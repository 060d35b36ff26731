import Foundation
@testable import SousCore
import Testing

/// The assistant's parts that need no server: the stream reader, the settings' addresses, and
/// the answer's foods checked against the household.
@Suite struct AssistantCoreTests {
    @Test func eventsSplitAnywhereAreReadAsTheyComplete() {
        var reader = ChatStreamReader()
        let stream = "data: {\"choices\":[{\"delta\":{\"content\":\"Hel\"}}]}\n\ndata: {\"choices\":[{\"delta\":{\"content\":\"lo\"}}]}\r\n\r\n: keep-alive\n\ndata: [DONE]\n\n"
        var text = ""
        for byte in Data(stream.utf8) { text += reader.read(Data([byte])) }
        text += reader.end()
        #expect(text == "Hello")
        #expect(reader.finished)
    }

    @Test func anErrorInTheStreamIsKept() {
        var reader = ChatStreamReader()
        _ = reader.read(Data("data: {\"error\":{\"message\":\"out of memory\"}}\n\n".utf8))
        #expect(reader.serverError == "out of memory")
    }

    @Test func aWholeBodyIsReadAtTheEnd() {
        var reader = ChatStreamReader()
        let body = "{\"choices\": [{\"message\": {\"role\": \"assistant\",\n \"content\": \"Bake 20 min.\"}}]}"
        #expect(reader.read(Data(body.utf8)) == "")
        #expect(reader.end() == "Bake 20 min.")
    }

    @Test(arguments: [("http://localhost:11434", "http://localhost:11434/v1/chat/completions"),
                      ("http://localhost:11434/", "http://localhost:11434/v1/chat/completions"),
                      ("http://10.0.0.5:8080/v1", "http://10.0.0.5:8080/v1/chat/completions"),
                      ("http://box:1234/v1/chat/completions", "http://box:1234/v1/chat/completions")])
    func theChatEndpointIsUnderV1(_ url: String, _ endpoint: String) {
        #expect(AssistantSettings(url: url, model: "m").chatURL == endpoint)
    }

    @Test func localAddressesAreThisMachineAndTheLocalNetwork() {
        for url in ["http://localhost:11434", "http://127.0.0.1:8080", "http://192.168.1.20:11434", "http://10.1.2.3",
                    "http://172.20.0.2", "http://kitchen-pc:11434", "http://nas.local:1234", "http://[::1]:11434"] {
            #expect(AssistantSettings.isLocal(url), "\(url)")
        }
        for url in ["https://api.openai.com", "http://172.32.0.1", "http://8.8.8.8", "https://example.com:11434"] {
            #expect(!AssistantSettings.isLocal(url), "\(url)")
        }
        #expect(AssistantSettings.problem(with: "ftp://localhost") != nil)
        #expect(AssistantSettings.problem(with: "localhost:11434") != nil)
        #expect(AssistantSettings.problem(with: "http://localhost:11434") == nil)
    }

    @Test func theAnswersFoodsAreMarkedForWhoCannotEatThem() {
        let people = [Person(name: "Sam", allergies: [.peanuts]), Person(name: "Alex", diets: [.vegan]), Person(name: "Kim")]
        let answer = "Stir in 2 tbsp of peanut butter, then finish with a knob of butter or a splash of oat milk.\n- Serve with rice."
        let warnings = AnswerWarnings.find(in: answer, people: people, detector: .standard)
        #expect(warnings.contains(AnswerWarning(food: "peanut butter", person: "Sam", allergens: ["peanuts"], diets: [])))
        #expect(warnings.contains { $0.food == "butter" && $0.person == "Alex" && $0.diets == ["vegan"] })
        #expect(!warnings.contains { $0.food.contains("oat milk") || $0.food == "rice" })
        #expect(!warnings.contains { $0.person == "Kim" })
        #expect(AnswerWarnings.find(in: answer, people: [Person(name: "Kim")], detector: .standard).isEmpty)
    }
}
