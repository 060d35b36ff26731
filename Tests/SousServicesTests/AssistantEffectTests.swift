import Foundation
import SousApp
import SousCore
import SousServices
import SousTestSupport
import Testing

/// The assistant's effect on a real library: the answer comes through the inbox piece by
/// piece, and a question asked while the assistant is off sends nothing.
@Suite(.serialized) struct AssistantEffectTests {
    static func posted(to runner: EffectRunner, until done: ([AppAction]) -> Bool) -> [AppAction] {
        let deadline = Date().addingTimeInterval(10)
        var actions: [AppAction] = []
        while !done(actions) && Date() < deadline {
            actions += runner.inbox.drain()
            usleep(5_000)
        }
        return actions
    }

    @Test func theAnswerComesPieceByPieceThroughTheInbox() throws {
        let server = try ChatStubServer(replies: [.stream(["Rest ", "5 minutes."])])
        defer { server.stop() }
        let harness = try ServiceHarness()
        try AssistantSetup.save(AssistantSettings(url: server.url, model: "llama3.2", timeoutSeconds: 10), in: harness.database)
        let id = try harness.database.saveRecipe(Recipe(title: "Roast Chicken", servings: 4, ingredients: [Ingredient(name: "chicken")],
                                                        steps: [Step(text: "Roast for 80 minutes.")]))
        let request = AssistantRequest(question: "How long to rest?", recipeID: id, factor: .one, step: 0)
        #expect(harness.runner.perform(.assistant(.ask(id: 3, request))) == [])
        let actions = Self.posted(to: harness.runner) { $0.contains(.assistant(.answered(id: 3))) }
        let text = actions.compactMap { action -> String? in
            if case .piece(3, let piece)? = action.feature(AssistantAction.self) { return piece }
            return nil
        }.joined()
        #expect(text == "Rest 5 minutes.")
        #expect(actions.last == .assistant(.answered(id: 3)))
        let system = (server.requests.first?.json?["messages"] as? [[String: String]])?.first?["content"] ?? ""
        #expect(system.contains("1. Roast for 80 minutes.   <- the cook is on this step"))
    }

    @Test func offSendsNothingAndSaysHowToTurnItOn() throws {
        let harness = try ServiceHarness()
        #expect(harness.runner.perform(.assistant(.ask(id: 1, AssistantRequest(question: "Hi", recipeID: nil))))
                == [.assistant(.failed(id: 1, AssistantSetup.off))])
    }

    @Test func aRecipeInventedFromThePantryOpensInTheImportPreview() throws {
        let reply = #"{"title": "Rice Pudding", "servings": 4, "ingredients": [{"quantity": 100, "unit": "g", "name": "rice", "text": "100 g rice"}], "steps": [{"text": "Simmer the rice in the milk for 40 minutes."}]}"#
        let server = try ChatStubServer(replies: [.whole(reply)])
        defer { server.stop() }
        let harness = try ServiceHarness()
        try AssistantSetup.save(AssistantSettings(url: server.url, model: "llama3.2", timeoutSeconds: 10), in: harness.database)
        try harness.database.addPantryItems([PantryItem(name: "rice", quantity: Rational(500), unit: "g")])
        #expect(harness.runner.perform(.importing(.invent)) == [])
        let actions = Self.posted(to: harness.runner) { !$0.isEmpty }
        guard case .fetched(let source, let recipes, let notes, _, _, _)? = actions.first?.feature(ImportAction.self) else {
            Issue.record("expected the invented recipe, got \(actions)")
            return
        }
        #expect(source == ImportEffect.inventedSource && notes == ["written by the assistant: check every line"])
        #expect(recipes.map(\.title) == ["Rice Pudding"])
        #expect(recipes.first?.ingredients.first?.provenance?.source == .assistant)
        let asked = (server.requests.first?.json?["messages"] as? [[String: String]])?.last?["content"] ?? ""
        #expect(asked.contains("500 g rice"))
        #expect(try harness.database.recipeCount() == 0, "nothing is saved without the cook's yes")
    }

    @Test func aPhotoIsReadOffTheLoopIntoPantryLines() throws {
        let server = try ChatStubServer(replies: [.whole(#"{"items": ["3 carrots"]}"#)])
        defer { server.stop() }
        let harness = try ServiceHarness()
        try AssistantSetup.save(AssistantSettings(url: server.url, model: "llava", timeoutSeconds: 10), in: harness.database)
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]).write(to: harness.folder.appendingPathComponent("counter.jpg"))
        #expect(harness.runner.perform(.pantry(.readPhoto("~/counter.jpg"))) == [], "read off the loop")
        let read = Self.posted(to: harness.runner) { !$0.isEmpty }
        #expect(read.contains(.pantry(.photoRead(.success(["3 carrots"])))))
        #expect(try harness.database.pantryItems().isEmpty, "nothing added before the cook confirms")

        _ = harness.runner.perform(.pantry(.readPhoto("~/missing.jpg")))
        let failed = Self.posted(to: harness.runner) { !$0.isEmpty }
        #expect(failed.contains(.pantry(.photoRead(.failure(PantryPhotoFailure("There is no photo at ~/missing.jpg"))))))
    }

    /// A pasted caption read unsurely comes into the preview with its text; `r` sends that text
    /// to the assistant, whose reading comes back through the inbox as a recipe.
    @Test func aSecondReadingSendsTheCaptionAndBringsBackTheAssistantsReading() throws {
        let reply = #"{"title": "Gochujang Noodles", "ingredients": [{"quantity": 200, "unit": "g", "name": "udon", "text": "200 g udon"}], "steps": [{"text": "Cook the udon."}]}"#
        let server = try ChatStubServer(replies: [.whole(reply)])
        defer { server.stop() }
        let harness = try ServiceHarness()
        try AssistantSetup.save(AssistantSettings(url: server.url, model: "llama3.2", timeoutSeconds: 10), in: harness.database)
        let caption = "gochujang noodles 🍜\nok this is on repeat. cook 200g of udon, then add 2 tbsp of gochujang.\n#noodles #fyp"
        guard case .fetched(_, _, _, _, _, let sourceText)? = harness.runner.perform(.importing(.readPasted(caption))).first?.feature(ImportAction.self) else {
            Issue.record("expected the pasted caption read")
            return
        }
        let text = try #require(sourceText)
        #expect(harness.runner.perform(.secondReading(.read(id: 4, AssistantRereading(text: text, kind: .caption)))) == [])
        let actions = Self.posted(to: harness.runner) { !$0.isEmpty }
        guard case .read(4, let recipe)? = actions.first?.feature(SecondReadingAction.self) else {
            Issue.record("expected the assistant's reading, got \(actions)")
            return
        }
        #expect(recipe.ingredients.map(\.text) == ["200 g udon"])
        let messages = try #require(server.requests.first?.json?["messages"] as? [[String: String]])
        #expect(messages[0]["content"]?.contains("The text is a video's caption or description") == true)
        #expect(messages[1]["content"] == caption + "\n")
    }

    @Test func aSecondReadingWhileTheAssistantIsOffSendsNothing() throws {
        let harness = try ServiceHarness()
        #expect(harness.runner.perform(.secondReading(.read(id: 1, AssistantRereading(text: "x", kind: .ocr))))
                == [.secondReading(.failed(id: 1, AssistantSetup.off))])
    }
}
