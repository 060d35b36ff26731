import Testing
@testable import SousFormats

/// Parts of Cooklang the conformance suite leaves out: notes, sections, block comments,
/// preparations, fixed quantities, old-style metadata, escapes and errors.
@Suite("Cooklang parser")
struct CooklangParserTests {
    @Test func notesAreNotSteps() throws {
        let document = try CooklangParser.parse("""
            > Don't burn the roux!
            > It turns bitter.

            Stir the @flour{2%tbsp}.
            """)
        #expect(document.notes == [CooklangNote(text: "Don't burn the roux!\nIt turns bitter.")])
        #expect(document.steps.count == 1)
    }

    @Test func sectionsApplyToFollowingSteps() throws {
        let document = try CooklangParser.parse("""
            Preheat the oven.

            == Dough ==
            Mix @flour{500%g}.

            = Filling
            Chop @apples{3}.

            ==
            Serve.
            """)
        #expect(document.steps.map(\.section) == [nil, "Dough", "Filling", nil])
        #expect(document.sections == ["Dough", "Filling"])
    }

    @Test(arguments: [
        ("Mix [- not this -]well.", "Mix well."),
        ("Mix [- across\ntwo lines -] well.", "Mix  well."),
        ("Mix -- a line comment\nwell.", "Mix  well."),
        ("Chill to [-5°C.", "Chill to [-5°C."),
        ("A --- rule stays.", "A --- rule stays."),
    ])
    func comments(source: String, text: String) throws {
        let document = try CooklangParser.parse(source)
        #expect(document.steps.map(\.items) == [[.text(text)]])
    }

    @Test func blockCommentKeepsLineNumbersForErrors() {
        let source = "Start.\n[- one\ntwo\nthree -]\n\nAdd @salt{2%g"
        #expect(throws: RecipeFileError(fileName: "soup.cook", line: 6,
                                        message: "The “{” after “@salt” is never closed; add a “}” before the end of the line.")) {
            try CooklangParser.parse(source, fileName: "soup.cook")
        }
    }

    @Test func preparationAndFixedQuantity() throws {
        let document = try CooklangParser.parse("Add @onion{1}(finely diced) and @salt{=2%g}, then @garlic(crushed).")
        let ingredients = document.steps.flatMap(\.items).compactMap { item -> CooklangIngredient? in
            if case .ingredient(let ingredient) = item { return ingredient }
            return nil
        }
        #expect(ingredients == [
            CooklangIngredient(name: "onion", quantity: .number(1), quantityText: "1", preparation: "finely diced"),
            CooklangIngredient(name: "salt", quantity: .number(2), quantityText: "2", units: "g", isFixed: true),
            CooklangIngredient(name: "garlic", preparation: "crushed"),
        ])
    }

    @Test func oldStyleMetadata() throws {
        let document = try CooklangParser.parse(">> servings: 4\n>> source: https://example.com/x\n\nCook.")
        #expect(document.metadata == ["servings": .string("4"), "source": .string("https://example.com/x")])
        #expect(document.metadataKeys == ["servings", "source"])
        #expect(document.steps.count == 1)
    }

    @Test func frontMatterListsAndMaps() throws {
        let document = try CooklangParser.parse("""
            ---
            title: Soup
            tags: [quick, vegan]
            source:
              url: https://example.com
            ---
            Cook.
            """)
        #expect(document.metadata["tags"] == .list([.string("quick"), .string("vegan")]))
        #expect(document.metadata["source"] == .map(["url": .string("https://example.com")]))
        #expect(document.metadataKeys == ["title", "tags", "source"])
    }

    @Test func escapedMarkupIsText() throws {
        let document = try CooklangParser.parse(##"Email me \@ home, use \#2 pan \{not a brace\} and C:\path."##)
        #expect(document.steps.map(\.items) == [[.text(#"Email me @ home, use #2 pan {not a brace} and C:\path."#)]])
    }

    @Test(arguments: [
        ("@flour{200%g", 1, "@flour"),
        ("Fine line.\nFry in #frying pan{2", 2, "#frying pan"),
        ("Line one.\n\nWait ~{10%minutes", 3, "~"),
    ])
    func unbalancedBraceIsAnErrorWithTheLine(source: String, line: Int, shown: String) {
        do {
            _ = try CooklangParser.parse(source, fileName: "bad.cook")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == line)
            #expect(error.fileName == "bad.cook")
            #expect(error.message.contains("“\(shown)”"))
            #expect(error.description.hasPrefix("bad.cook, line \(line): "))
        }
    }

    @Test func crlfAndByteOrderMark() throws {
        let document = try CooklangParser.parse("\u{FEFF}---\r\ntitle: Tea\r\n---\r\nBoil @water{1%l}.\r\n\r\nSteep.\r\n")
        #expect(document.metadata["title"] == .string("Tea"))
        #expect(document.steps.count == 2)
    }
}
