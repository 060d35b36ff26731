import Foundation
import SousCore
import SousFormats
import SousServices
import SousTestSupport
import Testing

/// A recipe written by the assistant: asked in sous's JSON shape with the pantry and the
/// household, every line marked as the assistant's, a broken reply sent back once with its
/// reason and a second one refused with a sentence.
@Suite(.serialized) struct AssistantInventTests {
    static let frittata = #"""
        ```json
        {"title": "Onion Frittata", "servings": 2, "total_minutes": 25,
         "ingredients": [{"quantity": 4, "unit": null, "name": "eggs", "text": "4 eggs"},
                         {"quantity": 2, "unit": null, "name": "onions", "note": "sliced", "text": "2 onions, sliced"}],
         "steps": [{"text": "Soften the onions."}, {"text": "Pour in the beaten eggs and cook until set."}]}
        ```
        """#

    func client(_ server: ChatStubServer) -> AssistantClient {
        AssistantClient(settings: AssistantSettings(url: server.url, model: "llama3.2", timeoutSeconds: 10),
                        environment: ProcessInfo.processInfo.environment)
    }

    static let kitchen = AssistantInvention(wish: "something quick", pantry: ["6 eggs", "2 onions"],
                                            people: [Person(name: "Sam", allergies: [.peanuts])])

    @Test func aRecipeFromThePantryIsReadWithEveryLineMarked() throws {
        let server = try ChatStubServer(replies: [.whole(Self.frittata)])
        defer { server.stop() }
        let recipe = try client(server).invent(Self.kitchen)
        #expect(recipe.title == "Onion Frittata" && recipe.servings == 2 && recipe.totalMinutes == 25)
        #expect(recipe.ingredients.map(\.text) == ["4 eggs", "2 onions, sliced"])
        #expect(recipe.ingredients.allSatisfy { $0.provenance == Provenance(source: .assistant, confidence: AssistantRecipe.confidence) })
        #expect(recipe.steps.allSatisfy { $0.provenance?.isLowConfidence == true })
        let body = try #require(server.requests.first?.json)
        #expect(body["stream"] as? Bool == false)
        let format = try #require(body["response_format"] as? [String: Any])
        #expect(format["type"] as? String == "json_schema")
        let messages = try #require(body["messages"] as? [[String: String]])
        #expect(messages[0]["content"]?.contains("Sam is allergic to peanuts") == true)
        #expect(messages[0]["content"]?.contains("\"ingredients\"") == true, "the schema is in the prompt too")
        #expect(messages[1]["content"] == "Invent a recipe that uses mainly what is in the kitchen: 6 eggs; 2 onions. The cook asks for: something quick")
    }

    @Test func aBrokenReplyIsSentBackOnceWithItsReason() throws {
        let server = try ChatStubServer(replies: [.whole(#"{"title": "Frittata", "ingredients": [], "steps": [{"text": "Cook."}]}"#),
                                                  .whole(Self.frittata)])
        defer { server.stop() }
        #expect(try client(server).invent(Self.kitchen).title == "Onion Frittata")
        let second = try #require(server.requests.last?.json?["messages"] as? [[String: String]])
        #expect(second.count == 4)
        #expect(second[3]["content"] == "That reply could not be used: The recipe has no ingredients. Reply with the corrected recipe as JSON only.")
    }

    @Test func twoBrokenRepliesAreRefusedWithASentence() throws {
        let server = try ChatStubServer(replies: [.whole("Sure! Here is a lovely frittata: eggs, onions."), .whole("{\"title\": ")])
        defer { server.stop() }
        #expect(throws: AssistantFailure("The assistant's reply was not a usable recipe, twice: The reply is JSON but not in the sous recipe shape (the JSON is malformed).")) {
            try client(server).invent(Self.kitchen)
        }
        #expect(server.requests.count == 2)
    }

    @Test func aServerThatRefusesTheSchemaIsAskedWithItInThePromptAlone() throws {
        let server = try ChatStubServer(replies: [.status(400, #"{"error":{"message":"response_format json_schema is not supported"}}"#),
                                                  .whole(Self.frittata)])
        defer { server.stop() }
        #expect(try client(server).invent(Self.kitchen).title == "Onion Frittata")
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.json?["response_format"] == nil)
    }

    @Test(arguments: ["", "[]", #"{"title": "x", "servings": 0, "ingredients": [{"name": "egg", "text": "1 egg"}], "steps": [{"text": "Cook."}]}"#,
                      #"{"title": "  ", "ingredients": [{"name": "egg", "text": "1 egg"}], "steps": [{"text": "Cook."}]}"#])
    func repliesThatAreNoRecipeAreRefused(_ reply: String) {
        #expect(throws: RecipeImportError.self) { try AssistantRecipe.read(reply) }
    }
}
