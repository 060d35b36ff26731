import Foundation
import SousTestSupport
import Testing

/// `sous assistant` and `sous ask`, the real binary against a model server on loopback.
@Suite(.serialized) struct AssistantEndToEndTests {
    func library() throws -> (db: String, folder: URL) {
        let folder = try SousBinary.temporaryFolder()
        return (folder.appendingPathComponent("sous.db").path, folder)
    }

    @Test func offNothingIsSentAndTheWayToTurnItOnIsSaid() throws {
        let server = try ChatStubServer(replies: [.stream(["Hello."])])
        defer { server.stop() }
        let (db, _) = try library()
        let asked = try SousBinary.run(["ask", "How do I poach an egg?", "--db", db])
        #expect(asked.status == 1)
        #expect(asked.err == "sous: The assistant is off: sous assistant --url URL --model NAME turns it on (nothing is sent until then)\n")
        #expect(try SousBinary.run(["assistant", "--db", db]).out.hasPrefix("the assistant is off"))
        #expect(server.requests.isEmpty)
    }

    @Test func setUpCheckedAskedAndMarkedForTheHousehold() throws {
        let server = try ChatStubServer(replies: [.stream(["Swap the soy sauce ", "for peanut butter", " and a little honey."]),
                                                  .stream(["Add \u{1B}[31mhoney\u{7}."])],
                                        models: ["llama3.2:latest"])
        defer { server.stop() }
        let (db, _) = try library()
        let set = try SousBinary.run(["assistant", "--url", server.url, "--model", "llama3.2", "--db", db])
        #expect(set.status == 0)
        #expect(set.out.contains("llama3.2 at 127.0.0.1:\(server.port) answered in"))
        #expect(try SousBinary.run(["diet", "add-person", "Sam", "--allergy", "peanuts", "--db", db]).status == 0)
        #expect(try SousBinary.run(["diet", "add-person", "Alex", "--diet", "vegan", "--db", db]).status == 0)

        let asked = try SousBinary.run(["ask", "What else could go in the sauce?", "--recipe", "Pad Thai", "--servings", "4", "--json", "--db", db])
        #expect(asked.status == 0, "\(asked.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(asked.out.utf8)) as? [String: Any])
        #expect(object["answer"] as? String == "Swap the soy sauce for peanut butter and a little honey.")
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.contains { $0["food"] as? String == "peanut butter" && $0["person"] as? String == "Sam"
                                    && $0["allergens"] as? [String] == ["peanuts"] })
        #expect(warnings.contains { $0["food"] as? String == "honey" && $0["person"] as? String == "Alex" })
        let sources = try #require(object["sources"] as? [[String: Any]])
        #expect(sources.first?["recipe"] as? String == "Pad Thai")
        let system = try #require((server.requests.last?.json?["messages"] as? [[String: String]])?.first?["content"])
        #expect(system.contains("The recipe the cook is looking at: Pad Thai") && system.contains("Sam is allergic to peanuts"))

        // Printed as it comes, and never a control character on the terminal.
        let plain = try SousBinary.run(["ask", "Sweeter?", "--db", db])
        #expect(plain.status == 0)
        #expect(!plain.out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(plain.out.contains("⚠ honey: Alex (vegan)"))
    }

    @Test func aRemoteServerNeedsAllowRemoteAndAFailureIsOneSentence() throws {
        let (db, _) = try library()
        let remote = try SousBinary.run(["assistant", "--url", "https://api.example.com", "--model", "gpt", "--db", db])
        #expect(remote.status == 1)
        #expect(remote.err.contains("is beyond this machine and the local network: with --allow-remote, each question sends it"))
        #expect(try SousBinary.run(["assistant", "--db", db]).out.hasPrefix("the assistant is off"))

        let refusing = try LoopbackSocket.refusing()
        defer { close(refusing.descriptor) }
        let url = "http://127.0.0.1:\(refusing.port)"
        #expect(try SousBinary.run(["assistant", "--url", url, "--model", "llama3.2", "--db", db]).err
                == "sous: No assistant answers at \(url): the connection was refused (is the model server running?)\n")
        let asked = try SousBinary.run(["ask", "Hi?", "--db", db])
        #expect(asked.status == 1)
        #expect(asked.err == "sous: No assistant answers at \(url): the connection was refused (is the model server running?)\n")
        #expect(try SousBinary.run(["assistant", "--off", "--db", db]).out == "the assistant is off: nothing is sent anywhere\n")
    }

    /// Cook mode at 80x24: `a`, a question typed, the answer drawn as it streams (the second
    /// piece is held until the first is on the screen), the food Sam cannot eat listed in red
    /// with his name, and Esc back to the step.
    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
    func aQuestionAskedInCookModeIsAnsweredOnTheScreen() throws {
        let firstShown = DispatchSemaphore(value: 0)
        let server = try ChatStubServer(replies: [.stream(["Let the skewers rest ", "and brush with peanut sauce."], gate: { index in
            if index == 1 { _ = firstShown.wait(timeout: .now() + 15) }
        })])
        defer { server.stop() }
        let (db, folder) = try library()
        #expect(try SousBinary.run(["assistant", "--url", server.url, "--model", "llama3.2", "--db", db]).status == 0)
        #expect(try SousBinary.run(["diet", "add-person", "Sam", "--allergy", "peanuts", "--db", db]).status == 0)
        let tmux = try WatchedSession.launch(folder: folder, columns: 80, rows: 24, extra: "cook 'Greek Salad'")
        try tmux.waitFor(text: "Greek Salad")
        try tmux.sendKeys("a")
        try tmux.waitFor(text: "Ask:")
        try tmux.type("Can I make it ahead?")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Let the skewers rest", timeout: 15)
        #expect(try !tmux.screen().contains("peanut sauce"), "drawn before the rest of the answer came")
        firstShown.signal()
        try tmux.waitFor(all: ["and brush with peanut sauce.", "⚠ peanut", "Sam (peanuts)", "a ask again"], timeout: 15)
        let system = (server.requests.last?.json?["messages"] as? [[String: String]])?.first?["content"] ?? ""
        #expect(system.contains("Greek Salad") && system.contains("<- the cook is on this step") && system.contains("Sam is allergic to peanuts"))
        try tmux.sendKeys("Escape")
        try tmux.waitFor(text: "step 1 of 4")
        try tmux.sendKeys("q")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
        #expect(try WatchedSession.terminalRestored(in: folder))
    }

    /// A caption imported in the app at 80x24 whose lines sous was unsure of: `r` sends its
    /// text to the stub, the two readings show side by side, `l` takes the assistant's line,
    /// Enter puts it in the preview, and `a` saves the recipe with that line.
    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
    func aSecondReadingOfAnUnsureCaptionIsPickedFromLineByLine() throws {
        let reply = #"{"title": "Gochujang Noodles", "ingredients": [{"quantity": 200, "unit": "g", "name": "udon", "text": "200 g udon noodles"}, {"quantity": 2, "unit": "tbsp", "name": "gochujang", "text": "2 tbsp of gochujang"}], "steps": [{"text": "Cook 200g of udon, then add 2 tbsp of gochujang."}]}"#
        let server = try ChatStubServer(replies: [.whole(reply)])
        defer { server.stop() }
        let (db, folder) = try library()
        #expect(try SousBinary.run(["assistant", "--url", server.url, "--model", "llama3.2", "--db", db]).status == 0)
        let caption = folder.appendingPathComponent("noodles.txt")
        try Data("gochujang noodles 🍜\nok this is on repeat. cook 200g of udon, then add 2 tbsp of gochujang.\n#noodles #fyp\n".utf8)
            .write(to: caption)
        let tmux = try WatchedSession.launch(folder: folder, columns: 80, rows: 24)
        try tmux.waitFor(text: "sous · Library")
        try tmux.sendKeys("i")
        try tmux.type(caption.path)
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "200g of udon  ? caption")
        try tmux.sendKeys("r")
        try tmux.waitFor(all: ["sous read", "the assistant read", "? 200g of udon", "200 g udon noodles"], timeout: 15)
        let messages = server.requests.last?.json?["messages"] as? [[String: String]]
        #expect(messages?.last?["content"]?.contains("cook 200g of udon, then add 2 tbsp of gochujang.") == true)
        try tmux.sendKeys("l")
        try tmux.waitFor(text: "1 taken from the assistant")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(all: ["Took 1 line from the assistant's reading", "• 200 g udon noodles"])
        try tmux.sendKeys("a")
        try tmux.waitFor(text: "Imported “Gochujang Noodles”")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
        let shown = try SousBinary.run(["show", "Gochujang Noodles", "--db", db])
        #expect(shown.out.contains("200 g udon noodles\n") && !shown.out.contains("200g of udon\n"), "\(shown.out)")
        #expect(try WatchedSession.terminalRestored(in: folder))
    }

    @Test func sousInventWritesARecipeFromThePantrySavedOnlyWhenAsked() throws {
        let reply = #"{"title": "Egg Fried Rice", "servings": 2, "ingredients": [{"quantity": 2, "unit": null, "name": "eggs", "text": "2 eggs"}, {"quantity": 300, "unit": "g", "name": "cooked rice", "text": "300 g cooked rice"}], "steps": [{"text": "Fry the rice, then the eggs."}]}"#
        let server = try ChatStubServer(replies: [.whole(reply), .whole(reply)])
        defer { server.stop() }
        let (db, _) = try library()
        #expect(try SousBinary.run(["assistant", "--url", server.url, "--model", "llama3.2", "--db", db]).status == 0)
        #expect(try SousBinary.run(["invent", "--from-pantry", "--db", db]).err == "sous: the pantry is empty: sous pantry add 500 g rice, 2 onions\n")
        #expect(try SousBinary.run(["pantry", "add", "6 eggs", "300 g cooked rice", "--db", db]).status == 0)
        let before = try SousBinary.run(["list", "--db", db]).out
        let shown = try SousBinary.run(["invent", "--from-pantry", "--db", db])
        #expect(shown.status == 0, "\(shown.err)")
        #expect(shown.out.contains("Egg Fried Rice (serves 2)") && shown.out.contains("  ? 300 g cooked rice"))
        #expect(shown.out.hasSuffix("not saved: sous invent … --save keeps it\n"))
        #expect(try SousBinary.run(["list", "--db", db]).out == before)
        let saved = try SousBinary.run(["invent", "--from-pantry", "--json", "--save", "--db", db])
        #expect(saved.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(saved.out.utf8)) as? [String: Any])
        #expect(((object["ingredients"] as? [[String: Any]])?.first?["source"] as? String) == "assistant")
        #expect(saved.err.hasPrefix("saved as "))
        #expect(try SousBinary.run(["list", "--db", db]).out.contains("Egg Fried Rice"))
    }

    @Test func aPhotoOfTheFridgeIsListedToConfirmThenAdded() throws {
        let server = try ChatStubServer(replies: [.whole(#"{"items": ["2 onions", "1 l milk"]}"#), .whole(#"{"items": ["2 onions", "1 l milk"]}"#)])
        defer { server.stop() }
        let (db, folder) = try library()
        let photo = folder.appendingPathComponent("fridge.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(to: photo)
        let text = folder.appendingPathComponent("notes.txt")
        try Data("not a photo".utf8).write(to: text)
        #expect(try SousBinary.run(["pantry", "add", "--photo", photo.path, "--db", db]).err.contains("The assistant is off"))
        #expect(try SousBinary.run(["assistant", "--url", server.url, "--model", "llava", "--db", db]).status == 0)
        #expect(try SousBinary.run(["pantry", "add", "--photo", text.path, "--db", db]).err == "sous: \(text.path) is not a PNG, JPEG or WebP photo\n")
        let seen = try SousBinary.run(["pantry", "add", "--photo", photo.path, "--db", db])
        #expect(seen.out.hasPrefix("seen in the photo: 2 onions, 1 l milk\nnot added:"))
        #expect(try SousBinary.run(["pantry", "list", "--db", db]).out.hasPrefix("The pantry is empty"), "nothing added without --yes")
        #expect(try SousBinary.run(["pantry", "add", "--photo", photo.path, "--yes", "--db", db]).status == 0)
        let listed = try SousBinary.run(["pantry", "list", "--db", db]).out
        #expect(listed.contains("2 onions") && listed.contains("1 l milk"))
    }
}
