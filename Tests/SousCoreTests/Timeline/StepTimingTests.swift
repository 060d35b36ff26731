import Foundation
import Testing
@testable import SousCore

@Suite struct StepTimingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var seconds: Int
        var handsOn: Bool
        var fromText: Bool = true
        var testDescription: String { text }
    }

    @Test(arguments: [
        Case(text: "Roast for 2 hours.", seconds: 7200, handsOn: false),
        Case(text: "Rest the meat for 20 minutes before carving.", seconds: 1200, handsOn: false),
        Case(text: "Simmer for 15-20 minutes until thick.", seconds: 1200, handsOn: false),
        Case(text: "Roast for 2 hours, then rest for 20 minutes.", seconds: 8400, handsOn: false),
        Case(text: "Fry the onions for 8 minutes, stirring.", seconds: 480, handsOn: true),
        Case(text: "Stir every 5 minutes while it cooks for 30 minutes.", seconds: 1800, handsOn: true),
        Case(text: "Put the tray in the oven for 40 minutes.", seconds: 2400, handsOn: false),
        Case(text: "Parboil the potatoes for 10 minutes.", seconds: 600, handsOn: false),
        Case(text: "Boil the potatoes for 10 minutes.", seconds: 600, handsOn: false),
        Case(text: "Return the dough to the oiled bowl, cover and leave in a warm place for 1 hour until doubled.",
             seconds: 3600, handsOn: false),
        Case(text: "Set aside for 10 minutes.", seconds: 600, handsOn: false),
        Case(text: "Leave the dough for 45 minutes until doubled in size.", seconds: 2700, handsOn: false),
        Case(text: "Let it stand for 5 minutes.", seconds: 300, handsOn: false),
        Case(text: "Let it cool for 15 minutes before slicing.", seconds: 900, handsOn: false),
        Case(text: "Keep covered for 10 minutes in a warm place.", seconds: 600, handsOn: false),
        // "leaves" is a noun here: the phrase "leave" only matches as a whole word.
        Case(text: "Fry the curry leaves for 2 minutes.", seconds: 120, handsOn: true),
        Case(text: "Roast for 2 hours, then rest for 20 minutes.", seconds: 8400, handsOn: false),
        Case(text: "Chop the onions.", seconds: 180, handsOn: true, fromText: false),
        Case(text: "", seconds: 180, handsOn: true, fromText: false),
    ])
    func readsTheStep(_ example: Case) {
        let timing = StepTiming.of(example.text)
        #expect(timing == StepTiming(seconds: example.seconds, handsOn: example.handsOn, fromText: example.fromText))
    }

    struct SplitCase: CustomTestStringConvertible, Sendable {
        var text: String
        var parts: [StepPart]
        var handsOn: Bool
        var testDescription: String { text }
    }

    /// A step that does something quick and then waits is cut where the hands change.
    @Test(arguments: [
        SplitCase(text: "Knead for 10 minutes, then leave to rise for 1 hour.", parts: [
            StepPart(text: "Knead for 10 minutes", seconds: 600, handsOn: true),
            StepPart(text: "Leave to rise for 1 hour.", seconds: 3600, handsOn: false),
        ], handsOn: false),
        SplitCase(text: "Fry the onions for 8 minutes; cover and simmer for 30 minutes.", parts: [
            StepPart(text: "Fry the onions for 8 minutes", seconds: 480, handsOn: true),
            StepPart(text: "Cover and simmer for 30 minutes.", seconds: 1800, handsOn: false),
        ], handsOn: false),
        SplitCase(text: "Whisk for 5 minutes and set aside for 30 minutes, then whisk again for 2 minutes.", parts: [
            StepPart(text: "Whisk for 5 minutes", seconds: 300, handsOn: true),
            StepPart(text: "Set aside for 30 minutes", seconds: 1800, handsOn: false),
            StepPart(text: "Whisk again for 2 minutes.", seconds: 120, handsOn: true),
        ], handsOn: false),
    ])
    func splitsWhereTheHandsChange(_ example: SplitCase) {
        let timing = StepTiming.of(example.text)
        #expect(timing.parts == example.parts)
        #expect(timing.handsOn == example.handsOn)
        #expect(timing.seconds == example.parts.reduce(0) { $0 + $1.seconds })
    }

    @Test func aStepOfOneKindIsNotSplit() {
        #expect(StepTiming.of("Roast for 2 hours, then rest for 20 minutes.").parts.isEmpty)
        #expect(StepTiming.of("Fry for 2 minutes, then stir-fry for 3 minutes.").parts.isEmpty)
    }

    @Test func theDefaultCanBeChanged() {
        #expect(StepTiming.of("Chop the onions.", defaultSeconds: 300).seconds == 300)
        #expect(StepTiming.of("Chop the onions.", defaultSeconds: -5).seconds == 0)
    }

    @Test func theVocabularyFileParses() throws {
        let vocabulary = HandsOffVocabulary.standard
        #expect(vocabulary.verbs.contains("roast"))
        #expect(vocabulary.verbs.contains("simmer"))
        #expect(!vocabulary.verbs.contains("fry"))
        #expect(vocabulary.phrases.contains("in the oven"))
        #expect(throws: DataFileError.self) { try HandsOffVocabulary(text: "verb roast\nstew") }
        #expect(throws: DataFileError.self) { try HandsOffVocabulary(text: "noun roast") }
        let parsed = try HandsOffVocabulary(text: "# c\n\nverb Roast # why\nphrase in the oven")
        #expect(parsed.verbs == ["roast"] && parsed.phrases == ["in the oven"])
    }
}
