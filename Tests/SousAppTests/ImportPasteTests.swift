import SousApp
import SousCore
import Testing

/// A caption pasted into the `i` prompt is read as text (not taken for a path), and a caption's
/// link to the full recipe is offered in the preview's status line.
@Suite struct ImportPasteTests {
    static let caption = "Honey Garlic Salmon 🍯\n\nIngredients👇\n- 500g salmon\n- 3 tbsp honey\n#salmon #dinner"

    @Test func aPasteOfSeveralLinesIsReadAsTextAtOnce() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("i")))
        let effects = reduce(&state, .keyPressed(.paste(Self.caption + "\u{1B}[31m")))
        // The escape sequence goes: pasted text passes the same door as any other.
        #expect(effects == [.importing(.readPasted(Self.caption))])
        #expect(state.importing?.prompt == nil)
        #expect(state.importing?.inProgress == ImportEffect.pastedSource)
        #expect(state.status?.text.hasPrefix("Reading pasted text…") == true)
    }

    @Test func aPastedPathOnOneLineStaysInThePrompt() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("i")))
        #expect(reduce(&state, .keyPressed(.paste("~/Videos/Salmon [abc].info.json\n"))) == [])
        #expect(state.importing?.prompt == .source("~/Videos/Salmon [abc].info.json "))
    }

    @Test func theCaptionsLinkIsOfferedInTheStatusLine() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("i")))
        _ = reduce(&state, .keyPressed(.paste(Self.caption)))
        let recipe = Recipe(title: "Honey Garlic Salmon", steps: [Step(text: "Bake.")])
        _ = reduce(&state, .importing(.fetched(source: ImportEffect.pastedSource, recipes: [recipe],
                                                betterSource: "https://example.com/recipes/honey-garlic-salmon")))
        #expect(state.route == .importPreview)
        #expect(state.status?.text == "Read “Honey Garlic Salmon”; the full recipe is at "
            + "https://example.com/recipes/honey-garlic-salmon (then i, Enter imports it)")
        // Back in the library, the next i starts with the link typed; the one after starts empty.
        _ = reduce(&state, .keyPressed(.char("q")))
        _ = reduce(&state, .keyPressed(.char("i")))
        #expect(state.importing?.prompt == .source(.prefilled("https://example.com/recipes/honey-garlic-salmon")))
        _ = reduce(&state, .keyPressed(.escape))
        _ = reduce(&state, .keyPressed(.char("i")))
        #expect(state.importing?.prompt == .source(""))
    }
}
