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
        Case(text: "Knead for 10 minutes, then leave to rise for 1 hour.", seconds: 4200, handsOn: false),
        Case(text: "Chop the onions.", seconds: 180, handsOn: true, fromText: false),
        Case(text: "", seconds: 180, handsOn: true, fromText: false),
    ])
    func readsTheStep(_ example: Case) {
        let timing = StepTiming.of(example.text)
        #expect(timing == StepTiming(seconds: example.seconds, handsOn: example.handsOn, fromText: example.fromText))
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
        #expect(throws: TimelineVocabularyError.self) { try HandsOffVocabulary(text: "verb roast\nstew") }
        #expect(throws: TimelineVocabularyError.self) { try HandsOffVocabulary(text: "noun roast") }
        let parsed = try HandsOffVocabulary(text: "# c\n\nverb Roast # why\nphrase in the oven")
        #expect(parsed.verbs == ["roast"] && parsed.phrases == ["in the oven"])
    }
}
