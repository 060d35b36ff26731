import Foundation
import SousCore
import Testing
@testable import SousFormats

/// Joining printed lines back into the author's lines, section by section, and the small
/// repairs of what OCR misreads most often in a recipe.
@Suite struct LineReflowTests {
    /// A column of lines, each its own engine paragraph unless `paragraphs` says otherwise.
    func reflow(_ texts: [String], paragraphs: [Int]? = nil) -> [String] {
        var page = SyntheticPage()
        for (index, text) in texts.enumerated() {
            page.line(text, x: 100, y: 100 + Double(index) * 50, paragraph: paragraphs?[index] ?? index)
        }
        return PageLayout.lines(from: page.words).map(\.text)
    }

    @Test func ingredientsJoinOnlyWhenALineIsLeftHanging() {
        let text = reflow(["Soup", "Ingredients", "1 tsp bicarbonate of soda, sifted", "pinch of salt",
                           "25 g melted butter, plus extra for", "greasing", "2 lemons"])
        #expect(text == ["Soup", "Ingredients", "1 tsp bicarbonate of soda, sifted", "pinch of salt",
                         "25 g melted butter, plus extra for greasing", "2 lemons"])
    }

    @Test func anIngredientEndingOnANumberOrCarriedOnWithAMeasureGoesOn() {
        let text = reflow(["Tagine", "Ingredients", "1/8 tsp saffron threads, soaked in 2", "tbsp hot water",
                           "4 tbsp cold unsalted butter, cut into 4", "pats", "2 medium waxy potatoes, boiled and",
                           "Cut into wedges", "1 tsp ground ginger"])
        #expect(text == ["Tagine", "Ingredients", "1/8 tsp saffron threads, soaked in 2 tbsp hot water",
                         "4 tbsp cold unsalted butter, cut into 4 pats", "2 medium waxy potatoes, boiled and Cut into wedges",
                         "1 tsp ground ginger"])
    }

    @Test func stepsJoinUntilTheNextNumberAndAStepNumberReadWithACommaIsPutRight() {
        let text = reflow(["Soup", "Method", "1. Heat the oil in a large pan over a", "medium heat.",
                           "4, Stir in the stock and simmer for ten", "minutes.", "5. Serve."], paragraphs: [0, 1, 2, 2, 3, 3, 4])
        #expect(text == ["Soup", "Method", "1. Heat the oil in a large pan over a medium heat.",
                         "4. Stir in the stock and simmer for ten minutes.", "5. Serve."])
    }

    @Test func aWrappedTitleStaysTheTitleAndServesStaysALine() {
        var page = SyntheticPage()
        page.lineHeight = 80
        page.line("Chickpea and Spinach", x: 100, y: 100)
        page.line("Curry", x: 100, y: 190)
        page.lineHeight = 40
        page.line("Serves 4", x: 100, y: 290)
        page.line("Ingredients", x: 100, y: 390, paragraph: 2)
        page.line("400 g chickpeas", x: 100, y: 440, paragraph: 3)
        #expect(PageLayout.lines(from: page.words).map(\.text) == ["Chickpea and Spinach Curry", "Serves 4", "Ingredients", "400 g chickpeas"])
    }

    @Test(arguments: [
        ("lngredients", "Ingredients"), ("INGREDIENTS", "INGREDIENTS"), ("Ingredlents:", "Ingredients"), ("Metnod", "Method"),
        ("Method", "Method"), ("Directlons", "Directions"), ("Instructions:", "Instructions:"),
    ])
    func headingsMisreadByALetterAreKnown(read: String, heading: String) {
        #expect(LineReflow.correctedHeading(read) == heading)
    }

    @Test(arguments: ["Salt", "Mint", "Sugar", "Methi leaves", "Notebook", "2 eggs"])
    func wordsNearAHeadingAreNotHeadings(line: String) {
        #expect(LineReflow.correctedHeading(line) == nil)
    }

    @Test func pageNumbersAtTheEndsGo() {
        #expect(reflow(["142", "Soup", "Method", "1. Boil.", "143"]) == ["Soup", "Method", "1. Boil."])
    }

    /// At the foot of the left column, a page number comes mid-text in reading order.
    @Test func aPageNumberPrintedLowestOnThePageGoes() {
        var page = SyntheticPage.twoColumns()
        page.line("57", x: 100, y: 700, block: 9)
        let texts = PageLayout.lines(from: page.words).map(\.text)
        #expect(!texts.contains("57"), "\(texts)")
        #expect(texts.contains("2 lemons, zested") && texts.contains("3. Fold in the flour and zest."), "\(texts)")
    }

    @Test(arguments: [
        ("l tbsp olive oil", "1 tbsp olive oil"), ("2O0 g flour", "200 g flour"), ("1 ib minced beef", "1 lb minced beef"),
        ("• I cup milk", "• 1 cup milk"), ("4 0z butter", "4 oz butter"), ("1O0 ml milk", "100 ml milk"),
        ("lemon, juiced", "lemon, juiced"), ("Olive oil", "Olive oil"), ("I like it", "I like it"), ("", ""),
        // Letters taken for one another in a unit: b, h and o; l, i and 1.
        ("1 tosp olive oil", "1 tbsp olive oil"), ("3 thsp butter", "3 tbsp butter"), ("250 mi milk", "250 ml milk"),
        ("2 lime leaves", "2 lime leaves"), ("1 hot chilli", "1 hot chilli"), ("2 tbsp sugar", "2 tbsp sugar"),
        ("1 1/2 ib chicken thighs", "1 1/2 lb chicken thighs"),
        // A bullet read as a letter before an amount is a bullet; the letter as a word stays.
        ("e 1 tbsp caster sugar", "• 1 tbsp caster sugar"), ("o 2 eggs", "• 2 eggs"), ("e mail", "e mail"),
        // So are marks that are no amount, alone or glued to it; a fraction's misreading is not.
        ("¢ 1 tbsp golden syrup", "• 1 tbsp golden syrup"), ("°* 60 g butter", "• 60 g butter"),
        ("\"3 cups flour", "3 cups flour"), ("& chips", "& chips"),
    ])
    func amountsMisreadAsLettersArePutRight(read: String, meant: String) {
        #expect(AmountRepair.repaired(read) == (meant, false))
    }

    /// On a page whose list has bullets, a letter or mark read for one opens any line as a bullet.
    @Test func aBulletedListsLettersBeforeWordsAreBullets() {
        #expect(AmountRepair.repaired("e extra flour, for dusting", bulletedList: true).text == "• extra flour, for dusting")
        #expect(AmountRepair.repaired("¢ butter, to serve", bulletedList: true).text == "• butter, to serve")
        #expect(AmountRepair.repaired("e extra flour, for dusting").text == "e extra flour, for dusting")
        #expect(LineReflow.opensWithBullet("¢ 1 tbsp golden syrup") && LineReflow.opensWithBullet("• salt"))
        #expect(!LineReflow.opensWithBullet("e mail") && !LineReflow.opensWithBullet("% cup milk"))
    }

    /// A fraction the engine could not read is the amount it most likely is, and says it is a guess;
    /// a reading that is also a plain number, or with nothing after it, is left alone.
    @Test func aFractionReadAsSomethingElseIsAGuessedAmount() throws {
        let table = FractionReadings(amounts: ["%": "1/2", "1%": "1 1/2"])
        #expect(AmountRepair.repaired("% cup milk", fractions: table) == ("1/2 cup milk", true))
        #expect(AmountRepair.repaired("• 1% tsp salt", fractions: table) == ("• 1 1/2 tsp salt", true))
        #expect(AmountRepair.repaired("4 cups flour", fractions: table) == ("4 cups flour", false))
        #expect(AmountRepair.repaired("1% milk, for serving", fractions: table) == ("1% milk, for serving", false))
        #expect(AmountRepair.repaired("% 10", fractions: table) == ("% 10", false))
        #expect(AmountRepair.repaired("%", fractions: table) == ("%", false))
        // The shipped table reads, and never turns a plain number into a fraction.
        let shipped = FractionReadings.standard.amounts
        #expect(!shipped.isEmpty)
        #expect(shipped.keys.allSatisfy { !$0.allSatisfy(\.isNumber) })
        #expect(throws: DataFileError.self) { try FractionReadings(text: "% | 1/2") }
        #expect(throws: DataFileError.self) { try FractionReadings(text: "%\tmany\tseen") }
    }

    /// The imperial half of a metric and imperial pair read as marks is its fraction; a unit
    /// misread after a guessed fraction is put right too.
    @Test func aPairsSecondAmountAndAUnitAfterAGuessedFractionAreRepaired() {
        let table = FractionReadings(amounts: ["%": "1/2", "1%": "1 1/2"])
        #expect(AmountRepair.repaired("40 g/1% oz plain flour", fractions: table).text == "40 g/1½ oz plain flour")
        #expect(AmountRepair.repaired("15 g/% oz butter", fractions: table).text == "15 g/½ oz butter")
        #expect(AmountRepair.repaired("250 ml/1% milk", fractions: table).text == "250 ml/1% milk")
        #expect(AmountRepair.repaired("% tso ground turmeric", fractions: table) == ("1/2 tsp ground turmeric", true))
        #expect(AmountRepair.repaired("Juice of % lime", fractions: table) == ("Juice of ½ lime", true))
        #expect(AmountRepair.repaired("zest of 1 lemon", fractions: table) == ("zest of 1 lemon", false))
    }
}
