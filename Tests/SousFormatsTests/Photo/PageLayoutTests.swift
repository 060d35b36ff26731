import Foundation
import SousCore
import Testing
@testable import SousFormats

/// Reading order, columns and joined lines, from words written by hand: no OCR engine needed.
@Suite struct PageLayoutTests {
    static let expectedTwoColumns = [
        "Lemon Drizzle Cake", "Ingredients", "225 g butter, softened", "225 g caster sugar", "4 large eggs",
        "275 g self-raising flour", "2 lemons, zested", "Method",
        "1. Heat the oven to 180C and line a loaf tin.", "2. Beat the butter and sugar until pale, then add the eggs.",
        "3. Fold in the flour and zest.",
    ]

    @Test(arguments: [0.0, 1.5, -2.5, 3.0, 90.0, -90.0, 180.0])
    func twoColumnsAreReadLeftThenRightAtAnyAngle(degrees: Double) {
        let page = SyntheticPage.twoColumns()
        let lines = PageLayout.lines(from: page.turned(by: degrees))
        #expect(lines.map(\.text) == Self.expectedTwoColumns, "turned \(degrees)°")
    }

    @Test func theSkewIsMeasuredFromTheLines() {
        var groups: [[Int]: [OCRWord]] = [:]
        for word in SyntheticPage.twoColumns().turned(by: 2) { groups[word.lineKey, default: []].append(word) }
        let angle = PageSkew.angle(of: Array(groups.values)) * 180 / .pi
        #expect(abs(angle - 2) < 0.3)
    }

    @Test func aRowTheEngineRanAcrossTheGapIsCutAtTheGap() {
        var page = SyntheticPage()
        page.line("Pancakes", x: 100, y: 100)
        page.line("Ingredients", x: 100, y: 200)
        page.line("Method", x: 700, y: 200)
        // One engine line per row, across both columns.
        page.line("200 g flour                   1. Whisk everything", x: 100, y: 260)
        page.line("2 eggs                        together.", x: 100, y: 310)
        page.line("300 ml milk                   2. Fry in butter.", x: 100, y: 360)
        let text = PageLayout.lines(from: page.words).map(\.text)
        #expect(text == ["Pancakes", "Ingredients", "200 g flour", "2 eggs", "300 ml milk", "Method",
                         "1. Whisk everything together.", "2. Fry in butter."])
    }

    @Test func aSingleColumnWithShortLinesHasNoColumnGap() {
        var page = SyntheticPage()
        page.line("Flapjacks", x: 100, y: 100)
        page.line("Ingredients", x: 100, y: 200)
        page.lines(["250 g butter", "4 tbsp golden syrup", "425 g oats", "1 tsp ginger"], x: 100, y: 260)
        page.line("Method", x: 100, y: 500)
        page.line("1. Melt the butter with the syrup, stir in the oats and", x: 100, y: 560, paragraph: 9)
        page.line("ginger and press into a tin.", x: 100, y: 610, paragraph: 9)
        page.line("Serves 12", x: 800, y: 700, paragraph: 10)
        let lines = LevelLineMerger.merge(page.words.reduce(into: [[Int]: [OCRWord]]()) { $0[$1.lineKey, default: []].append($1) }
            .values.map { PageLine(words: $0) })
        #expect(ReadingOrder.gutter(in: lines) == nil)
        #expect(PageLayout.lines(from: page.words).map(\.text) == [
            "Flapjacks", "Ingredients", "250 g butter", "4 tbsp golden syrup", "425 g oats", "1 tsp ginger", "Method",
            "1. Melt the butter with the syrup, stir in the oats and ginger and press into a tin.", "Serves 12",
        ])
    }

    @Test func aTitleTheEngineBrokeAtASpaceIsOneLine() {
        var page = SyntheticPage.twoColumns()
        page.line("Lemon Drizzle", x: 100, y: 100, block: 1)
        page.line("Cake", x: 100 + 14 * 20, y: 100, block: 9)
        let words = page.words.filter { !($0.line == 1) }
        #expect(PageLayout.lines(from: words).map(\.text) == Self.expectedTwoColumns)
    }

    @Test func aMethodCarriedIntoTheSecondColumnIsReadInOrderAndAStepBrokenAcrossThemIsJoined() {
        var page = SyntheticPage()
        page.line("Banana Bread", x: 100, y: 100)
        page.line("Ingredients", x: 100, y: 200)
        page.lines(["3 ripe bananas", "75 g butter", "1 egg", "190 g plain flour"], x: 100, y: 260)
        page.line("Method", x: 100, y: 500)
        page.line("1. Heat the oven to 175C.", x: 100, y: 560, paragraph: 20)
        page.line("2. Mash the bananas with the", x: 100, y: 610, paragraph: 21)
        page.line("melted butter and the", x: 100, y: 660, paragraph: 21)
        page.line("egg, then fold in the flour.", x: 700, y: 200, block: 2, paragraph: 1)
        page.line("3. Bake for an hour.", x: 700, y: 250, block: 2, paragraph: 2)
        page.line("4. Cool on a rack.", x: 700, y: 300, block: 2, paragraph: 3)
        page.line("Serve warm with butter.", x: 700, y: 350, block: 2, paragraph: 4)
        let text = PageLayout.lines(from: page.turned(by: -1.5)).map(\.text)
        #expect(text == ["Banana Bread", "Ingredients", "3 ripe bananas", "75 g butter", "1 egg", "190 g plain flour", "Method",
                         "1. Heat the oven to 175C.", "2. Mash the bananas with the melted butter and the egg, then fold in the flour.",
                         "3. Bake for an hour.", "4. Cool on a rack.", "Serve warm with butter."])
        let recipe = try? PhotoImporter.recipe(from: page.words, name: "bread.png")
        #expect(recipe?.steps.count == 5)
    }

    @Test func aHeadingUnderTheLeftColumnHeadsTheTextAcrossThePageBelow() {
        var page = SyntheticPage()
        page.line("Fluffy Pancakes", x: 100, y: 100)
        page.line("Ingredients", x: 100, y: 200)
        page.lines(["200 g flour", "1 tbsp sugar", "3 eggs"], x: 100, y: 260)
        page.lines(["25 g butter", "200 ml milk", "150 g blueberries"], x: 700, y: 260, block: 2)
        page.line("Directions", x: 100, y: 500, block: 3)
        page.line("1. Mix the flour and sugar, then whisk in the eggs, butter and milk.", x: 100, y: 560, block: 4)
        page.line("2. Fry spoonfuls of batter in a hot pan, then scatter with the blueberries.", x: 100, y: 610, block: 4, paragraph: 2)
        let text = PageLayout.lines(from: page.turned(by: 1)).map(\.text)
        #expect(text == ["Fluffy Pancakes", "Ingredients", "200 g flour", "1 tbsp sugar", "3 eggs",
                         "25 g butter", "200 ml milk", "150 g blueberries", "Directions",
                         "1. Mix the flour and sugar, then whisk in the eggs, butter and milk.",
                         "2. Fry spoonfuls of batter in a hot pan, then scatter with the blueberries."])
    }

    /// A paragraph across the page whose space between two words falls in the gap between the
    /// columns below stays one paragraph; a heading under a left column that runs on below the
    /// right one heads the text across the page below, after the right column.
    @Test func aParagraphAcrossTheGapStaysWholeAndAHeadingUnderALongerColumnComesAfterBoth() {
        var page = SyntheticPage()
        page.line("Kanelbullar", x: 100, y: 100)
        page.line("Cardamom in the dough is all that makes them Swedish rather than cinnamon buns.", x: 100, y: 180, block: 2)
        page.line("Ingredients", x: 100, y: 260, block: 3)
        page.lines(["75 g butter", "300 ml whole milk", "500 g plain flour", "75 g caster sugar", "1/2 tsp salt"], x: 100, y: 320, block: 3)
        page.lines(["100 g butter", "75 g brown sugar"], x: 900, y: 320, block: 4)
        page.line("Method", x: 100, y: 620, block: 5)
        page.line("1. Melt the butter, add the milk and warm it to blood heat, then knead it all.", x: 100, y: 680, block: 6)
        page.line("2. Roll out, spread with the filling, roll up and slice it into twenty buns.", x: 100, y: 730, block: 6, paragraph: 2)
        let text = PageLayout.lines(from: page.words).map(\.text)
        #expect(text == ["Kanelbullar", "Cardamom in the dough is all that makes them Swedish rather than cinnamon buns.", "Ingredients",
                         "75 g butter", "300 ml whole milk", "500 g plain flour", "75 g caster sugar", "1/2 tsp salt",
                         "100 g butter", "75 g brown sugar", "Method",
                         "1. Melt the butter, add the milk and warm it to blood heat, then knead it all.",
                         "2. Roll out, spread with the filling, roll up and slice it into twenty buns."])
    }

    /// In a monospaced face the space after a comma is a character wider than a word space, and
    /// the commas of a list line up: that is no column gap.
    @Test func spacesAfterCommasLinedUpInAMonospacedListAreNoColumnGap() {
        var page = SyntheticPage()
        page.line("Leek Soup", x: 100, y: 100)
        page.line("Ingredients", x: 100, y: 200)
        page.lines(["2 onions,  grated", "3 leeks,  sliced", "1 swede,  diced", "2 carrots,  diced"], x: 100, y: 260)
        page.line("Method", x: 100, y: 500)
        page.line("1. Soften everything in butter, add stock and simmer.", x: 100, y: 560)
        // The engine's box ends at the comma's ink, short of its character's cell.
        let words = page.words.map { word in
            var word = word
            if word.text.hasSuffix(",") { word.box.width -= 14 }
            return word
        }
        let text = PageLayout.lines(from: words).map(\.text)
        #expect(text == ["Leek Soup", "Ingredients", "2 onions, grated", "3 leeks, sliced", "1 swede, diced", "2 carrots, diced",
                         "Method", "1. Soften everything in butter, add stock and simmer."])
    }

    @Test func threeColumnsAreReadLeftToRight() {
        var page = SyntheticPage()
        page.line("Three Salads", x: 100, y: 100)
        page.lines(["Green salad", "1 lettuce", "2 tbsp oil"], x: 100, y: 200)
        page.lines(["Tomato salad", "4 tomatoes", "1 shallot"], x: 600, y: 200, block: 2)
        page.lines(["Bean salad", "400 g beans", "1 lemon"], x: 1100, y: 200, block: 3)
        #expect(PageLayout.lines(from: page.words).map(\.text) == [
            "Three Salads", "Green salad", "1 lettuce", "2 tbsp oil", "Tomato salad", "4 tomatoes", "1 shallot",
            "Bean salad", "400 g beans", "1 lemon",
        ])
    }

    /// Words anywhere, of any size, in any grouping: the layout never traps, and keeps every word
    /// it was given a place for.
    @Test func arbitraryWordsNeverTrouble() {
        var generator = SplitMix64(seed: 15)
        let sizes: [Double] = [0, 1, 3, 40, 900, 5_000, -20, .nan, .infinity, 2_000_000]
        for round in 0..<300 {
            let words = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                OCRWord(text: ["salt", "200", "g", "Method", "Ingredients", "1.", "|", "-"].randomElement(using: &generator)!,
                        confidence: Double.random(in: -10...120, using: &generator),
                        box: PixelBox(left: Double.random(in: -100...3000, using: &generator), top: Double.random(in: -100...4000, using: &generator),
                                      width: sizes.randomElement(using: &generator)!, height: sizes.randomElement(using: &generator)!),
                        page: Int.random(in: 1...2, using: &generator), block: Int.random(in: 0...3, using: &generator),
                        paragraph: Int.random(in: 0...3, using: &generator), line: Int.random(in: 0...8, using: &generator))
            }
            let lines = PageLayout.lines(from: words)
            #expect(lines.flatMap(\.words).count <= words.count, "round \(round)")
            _ = try? PhotoImporter.recipe(from: words, name: "random.png")
        }
    }

    @Test func noWordsAndOneWordDoNotTrouble() {
        #expect(PageLayout.lines(from: []).isEmpty)
        let one = OCRWord(text: "Soup", confidence: 90, box: PixelBox(left: 0, top: 0, width: 80, height: 40))
        #expect(PageLayout.lines(from: [one]).map(\.text) == ["Soup"])
    }

    @Test func specksOnTheirOwnGoButAMarkInALineStays() {
        var page = SyntheticPage.twoColumns()
        page.line("|", x: 620, y: 300, block: 8, confidence: 30)
        page.line("’ cup sugar", x: 100, y: 600, block: 3, paragraph: 7)
        page.words = page.words.map { word in
            var word = word
            if word.text == "’" { word.confidence = 40 }
            return word
        }
        let text = PageLayout.lines(from: page.words).map(\.text)
        #expect(!text.contains("|"))
        #expect(text.contains("’ cup sugar"))
    }
}
