import Foundation
import SousApp
import SousCore
import SousTUI
import Testing

/// Cook mode and the timer dashboard at a fixed `now`, so the timers read the same every run.
@Suite struct CookScreenSnapshotTests {
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40),
                        TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 20, rows: 6)]
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let recipe = Recipe(
        id: 3, title: "Pasta al Pomodoro", servings: 2,
        ingredients: [
            Ingredient(quantity: Rational(200), unit: "g", name: "spaghetti"),
            Ingredient(quantity: Rational(1), unit: "can", name: "tomatoes"),
            Ingredient(name: "basil"),
        ],
        steps: [
            Step(text: "Simmer the tomatoes for 20-25 minutes.", ingredientIndices: [1]),
            Step(text: "Boil the spaghetti in plenty of salted water for 10 minutes, stirring now and then so it does not stick, then drain, keeping a cup of the water."),
            Step(text: "Toss with basil and serve."),
        ])

    static func timers() -> [KitchenTimer] {
        var paused = KitchenTimer(id: 3, label: "Bread", durationSeconds: 3600, endsAt: now, pausedRemaining: 1800, state: .paused)
        paused.recipeTitle = "Focaccia"
        return [
            KitchenTimer(id: 1, label: "Simmer", recipeID: 3, recipeTitle: "Pasta al Pomodoro", stepIndex: 0,
                         durationSeconds: 1200, endsAt: now.addingTimeInterval(754)),
            KitchenTimer(id: 2, label: "pasta", durationSeconds: 600, endsAt: now.addingTimeInterval(-245)),
            paused,
        ]
    }

    static func cooking(_ size: TerminalSize, step: Int, withTimers: Bool = true) -> AppState {
        var state = AppState(size: size, now: now)
        state.cook = CookState(recipe: recipe, servings: 4, step: step)
        state.route = .cook
        if withTimers { state.timers.timers = timers() }
        return state
    }

    /// However long the line before it, "1 1/2 tsp" is never split across the "Uses:" lines.
    @Test func theUsesLineNeverBreaksInsideAnAmount() {
        for length in 40..<76 {
            let recipe = Recipe(id: 4, title: "Dal", servings: 2, ingredients: [
                Ingredient(quantity: 100, unit: "g", name: String(repeating: "x", count: length)),
                Ingredient(quantity: Rational(3, 2), unit: "tsp", name: "ground cumin"),
            ], steps: [Step(text: "Fry the spices.", ingredientIndices: [0, 1])])
            var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: Self.now)
            state.cook = CookState(recipe: recipe, servings: 2, step: 0)
            state.route = .cook
            let text = AppScreen.render(state, theme: .kitchen).text
            #expect(text.contains("1 1/2 tsp ground cumin") || text.contains("1 1/2 tsp"), "length \(length)")
        }
    }

    @Test(arguments: sizes)
    func cookStep(_ size: TerminalSize) {
        let canvas = AppScreen.render(Self.cooking(size, step: 0), theme: .kitchen)
        Snapshot.assertMatches(canvas, named: "cook-\(size.columns)x\(size.rows)")
    }

    /// `t` starts the step's cooking time, not the rhythm before it; the line says which.
    @Test func theTimersLineSaysWhichOneTStarts() {
        var state = Self.cooking(TerminalSize(columns: 80, rows: 24), step: 0, withTimers: false)
        let recipe = Recipe(id: 4, title: "Risotto", steps: [Step(text: "Stir every 5 minutes and simmer for 20 minutes.")])
        state.cook = CookState(recipe: recipe, step: 0)
        // One line of the canvas rather than a golden, so the big letters above may change freely.
        let lines = AppScreen.render(state, theme: .kitchen).text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Timers: 1 Stir 5:00 · 2 Simmer 20:00 (t starts 2, 1-9 any)"))
        state.cook = CookState(recipe: Self.recipe, servings: 4, step: 0)
        let plain = AppScreen.render(state, theme: .kitchen).text
        #expect(plain.contains("(t or 1-9 starts)"))
    }

    @Test(arguments: sizes)
    func cookLongStep(_ size: TerminalSize) {
        let canvas = AppScreen.render(Self.cooking(size, step: 1, withTimers: false), theme: .kitchen)
        Snapshot.assertMatches(canvas, named: "cook-long-\(size.columns)x\(size.rows)")
    }

    @Test(arguments: sizes)
    func dashboard(_ size: TerminalSize) {
        var state = Self.cooking(size, step: 0)
        state.timers.timers.remove(at: 1)
        state.route = .timers
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "timers-\(size.columns)x\(size.rows)")
    }

    @Test func finishing() {
        var state = Self.cooking(TerminalSize(columns: 80, rows: 24), step: 2, withTimers: false)
        state.cook?.finishing = CookFinish(rating: 4, note: "less salt")
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "cook-finish-80x24")
    }

    @Test func aRingingTimerIsInReverseVideo() throws {
        let state = Self.cooking(TerminalSize(columns: 80, rows: 24), step: 0)
        let canvas = AppScreen.render(state, theme: .kitchen)
        let row = try #require((0..<canvas.height).first { canvas.text.split(separator: "\n")[$0].contains("done 4 min ago") })
        #expect(canvas[1, row].style.attributes.contains(.reverse))
    }

    static let largeTypeSizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40),
                                 TerminalSize(columns: 160, rows: 45), TerminalSize(columns: 200, rows: 55)]

    static func roasting(_ size: TerminalSize, step: Int) -> AppState {
        var state = AppState(size: size, now: now)
        state.cook = CookState(recipe: ScreenFixtures.roast, servings: 4, step: step)
        state.route = .cook
        state.timers.timers = Array(timers().prefix(2))
        return state
    }

    @Test(arguments: largeTypeSizes)
    func cookShortStep(_ size: TerminalSize) {
        Snapshot.assertMatches(AppScreen.render(Self.roasting(size, step: 0), theme: .kitchen),
                               named: "cook-short-\(size.columns)x\(size.rows)")
    }

    @Test(arguments: largeTypeSizes)
    func cookTemperatureStep(_ size: TerminalSize) {
        Snapshot.assertMatches(AppScreen.render(Self.roasting(size, step: 1), theme: .kitchen),
                               named: "cook-temperature-\(size.columns)x\(size.rows)")
    }

    @Test(arguments: largeTypeSizes)
    func cookLongRoastStep(_ size: TerminalSize) {
        Snapshot.assertMatches(AppScreen.render(Self.roasting(size, step: 2), theme: .kitchen),
                               named: "cook-long-roast-\(size.columns)x\(size.rows)")
    }

    /// Rows the first letter of the step takes on screen (the left stem of R in ROAST and REST),
    /// 0 when the step is in normal text.
    static func capitalHeight(_ size: TerminalSize, step: Int) -> Int {
        let canvas = AppScreen.render(Self.roasting(size, step: step), theme: .kitchen)
        let lines = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let ink: (Character) -> Bool = { "█▀▄▘▝▖▗▚▞▙▛▜▟▌▐".contains($0) }
        guard let top = lines.indices.dropFirst(2).first(where: { lines[$0].contains(where: ink) }),
              let column = lines[top].firstIndex(where: ink) else { return 0 }
        return lines[top...].prefix { ink($0[column]) }.count
    }

    @Test(arguments: largeTypeSizes)
    func aShortStepIsDrawnLargerThanLongerOnes(_ size: TerminalSize) {
        let short = Self.capitalHeight(size, step: 0), medium = Self.capitalHeight(size, step: 1), long = Self.capitalHeight(size, step: 2)
        #expect(short > medium && medium >= long, "capitals: short \(short), medium \(medium), long \(long) rows")
    }

    @Test func atTwoHundredByFiftyFiveAShortStepsCapitalsAreAtLeastSevenRowsTall() {
        #expect(Self.capitalHeight(TerminalSize(columns: 200, rows: 55), step: 0) >= 7)
    }

    @Test func timesAndTemperaturesAreInTheAccentColourAtEverySize() throws {
        let theme = Theme.kitchen
        let text = "Bake at 200C for 20 minutes."
        let highlights = TimerDetector.timers(in: text).map(\.range) + TemperatureDetector.temperatures(in: text).map(\.range)
        // Block letters at two sizes, and normal text when nothing fits.
        for (width, height) in [(120, 20), (60, 20), (12, 5)] {
            var canvas = Canvas(width: width, height: height, fill: Cell(character: " ", style: theme.text))
            let layout = BigText.layout(text, width: width, height: height)
            BigText.draw(text, in: canvas.bounds, style: theme.text, highlight: theme.accent.with(.bold),
                         highlights: highlights, into: &canvas)
            let inked = canvas.cells.filter { $0.character != " " }
            let accented = inked.filter { $0.style == theme.accent.with(.bold) }
            #expect(!accented.isEmpty && accented.count < inked.count, "\(String(describing: layout.size))")
            if layout.size == nil {
                #expect(String(accented.map(\.character)) == "200C20minutes")
            }
        }
        // Word by word in block letters: BAKE and AT plain, 200C accented.
        let size = BlockSize.five
        var canvas = Canvas(width: 120, height: 5, fill: Cell(character: " ", style: theme.text))
        BigText.draw(text, layout: BigText.Layout(size: size, lines: ["BAKE AT 200C FOR 20 MINUTES."]), in: canvas.bounds,
                     style: theme.text, highlight: theme.accent, highlights: highlights, into: &canvas)
        let bakeAt = size.width(ofWord: "BAKE") + size.wordGap + size.width(ofWord: "AT")
        let words = ["BAKE", "AT", "200C", "FOR", "20", "MINUTES."]
        let x = (canvas.width - words.map { size.width(ofWord: $0) }.reduce(0, +) - (words.count - 1) * size.wordGap) / 2
        let styles = (0..<canvas.width).map { column in (0..<5).map { canvas[column, $0] } }
        #expect(styles[x..<(x + bakeAt)].joined().allSatisfy { $0.style == theme.text })
        let temperature = (x + bakeAt + size.wordGap)..<(x + bakeAt + size.wordGap + size.width(ofWord: "200C"))
        #expect(styles[temperature].joined().contains { $0.character != " " && $0.style == theme.accent })
        #expect(styles[temperature].joined().allSatisfy { $0.character == " " || $0.style == theme.accent })
    }

    /// Steps of about 100 characters from the starter library (the median step is 126).
    static let typicalSteps = [
        "Mix gochujang with the remaining sesame oil, the remaining soy sauce and 1 tbsp water until smooth.",
        "Add chicken thighs and toss to coat. Cover and marinate in the fridge for at least 2 hours, or overnight.",
        "Turn up the heat, add beef mince and brown well for about 8 minutes, breaking it up with a wooden spoon.",
        "Fry the chips again at 180C / 350F for 3 minutes until crisp and golden. Drain and sprinkle with salt.",
        "Serve on steamed rice with the sauce spooned over, scattered with toasted sesame seeds and spring onions.",
    ]

    static func cookingTypical(_ text: String) -> AppState {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: now)
        let recipe = Recipe(id: 8, title: "Weeknight Dinner", servings: 4,
                            ingredients: [Ingredient(quantity: Rational(500), unit: "g", name: "beef mince")],
                            steps: [Step(text: text, ingredientIndices: [0]), Step(text: "Serve hot with rice.")])
        state.cook = CookState(recipe: recipe, servings: 4, step: 0)
        state.route = .cook
        state.timers.timers = Array(timers().prefix(2))
        return state
    }

    /// At 80x24, with two timers running and the lines below the step, a step of about 100
    /// characters is in block letters (quadrants), not the bold text fallback.
    @Test(arguments: typicalSteps)
    func aTypicalStepIsInBlockLettersAtEightyByTwentyFour(_ text: String) {
        let canvas = AppScreen.render(Self.cookingTypical(text), theme: .kitchen)
        let firstWords = text.split(separator: " ").prefix(2).joined(separator: " ")
        #expect(!canvas.text.contains(firstWords), "the step fell back to plain text")
        #expect(canvas.cells.contains { "▘▝▖▗▚▞▙▛▜▟▌▐".contains($0.character) })
    }

    @Test func aTypicalStepAtEightyByTwentyFour() {
        Snapshot.assertMatches(AppScreen.render(Self.cookingTypical(Self.typicalSteps[2]), theme: .kitchen),
                               named: "cook-typical-80x24")
    }

    @Test func bigTextUsesTheLargestSizeThatFitsAndNeverSplitsWords() {
        #expect(BigText.layout("Toss and serve.", width: 80, height: 20).size == BlockSize(.tall, drawing: .full))
        #expect(BigText.layout("Toss and serve.", width: 90, height: 4).size == BlockSize(.tall, drawing: .half))
        #expect(BigText.layout("Toss and serve.", width: 80, height: 3).size == .three)
        #expect(BigText.layout("Toss and serve.", width: 24, height: 30).lines == ["TOSS", "AND", "SERVE."])
        #expect(BigText.layout("Toss and serve.", width: 10, height: 30).size == nil, "SERVE. is 23 columns")
        #expect(BigText.layout("Fold in the crème fraîche.", width: 200, height: 10).size == BlockSize(.small, scale: 2, drawing: .full))
        #expect(BigText.layout("Fold in the crème fraîche.", width: 200, height: 10).lines == ["FOLD IN THE CREME FRAICHE."])
    }
}
