import SousCore
import Testing

/// The household's aisles as `config/aisle.conf` in cooklang-rs's grammar: read by the categories
/// sous knows, and changed line by line so that nothing sous does not know is lost.
@Suite struct AisleFileTests {
    let file = """
        // The shop, in walking order
        [produce]
        tomatoes|tomato
        Basil

        [deli]
        olives
        [Dairy & eggs]
        milk // semi-skimmed
        """

    @Test func theCategoriesSousKnowsAreRead() {
        #expect(AisleFile.read(file) == ["tomato": .produce, "basil": .produce, "milk": .dairyAndEggs])
    }

    @Test func aFoodMovesToItsNewAisleAndEverythingElseStays() {
        let updated = AisleFile.update(file, with: ["tomato": .pantry, "basil": .produce, "olive": .other])
        #expect(updated == """
            // The shop, in walking order
            [produce]
            Basil

            [deli]
            [Dairy & eggs]
            milk // semi-skimmed

            [other]
            olives

            [pantry]
            tomatoes|tomato

            """)
        #expect(AisleFile.read(updated)["tomato"] == .pantry)
    }

    @Test func aNewFoodJoinsItsAislesCategoryAfterItsLastLine() {
        #expect(AisleFile.update(file, with: ["parsley": .produce]).contains("[produce]\ntomatoes|tomato\nBasil\nparsley\n\n[deli]"))
        #expect(AisleFile.update("", with: ["flour": .pantry]) == "[pantry]\nflour\n")
        #expect(AisleFile.update("", with: ["a|b [c]": .other]) == "[other]\na b (c)\n")
    }
}
