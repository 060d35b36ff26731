import Testing
@testable import SousCore

@Suite struct StepNumberTests {
    @Test(arguments: [
        ("1. Begin by slicing.", 1, "Begin by slicing."),
        ("Step 1 Preheat the oven.", 1, "Preheat the oven."),
        ("STEP 3: Whisk.", 3, "Whisk."),
        ("2) Fold in.", 2, "Fold in."),
        ("4 - Rest the dough.", 4, "Rest the dough."),
    ])
    func ownNumbersAreLeftOut(text: String, number: Int, shown: String) {
        #expect(StepNumber.withoutOwnNumber(text, number: number) == shown)
    }

    @Test(arguments: [
        ("2 eggs go in first.", 2), ("1.5 kg of flour.", 1), ("3. Whisk.", 2), ("Stepping back, stir.", 1),
        ("10 minutes later, stir.", 10), ("1.", 1), ("Step 1", 1),
    ])
    func otherTextsStayAsTheyAre(text: String, number: Int) {
        #expect(StepNumber.withoutOwnNumber(text, number: number) == text)
    }
}
