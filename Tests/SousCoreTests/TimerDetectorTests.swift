import SousCore
import Testing

@Suite struct TimerDetectorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        /// (seconds, reminder) of each timer found, in order; empty for none.
        var expected: [Int]
        var reminder: Int? = nil
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "Simmer for 10 minutes.", expected: [600]),
        Case(text: "Roast for 1 hour 15 minutes.", expected: [4500]),
        Case(text: "Braise for 1½ hours until tender.", expected: [5400]),
        Case(text: "Bake for 20-25 min.", expected: [1200], reminder: 1500),
        Case(text: "Microwave for 45 secs.", expected: [45]),
        Case(text: "Slow cook for 2-3 hrs.", expected: [7200], reminder: 10800),
        Case(text: "Leave for ten minutes.", expected: [600]),
        Case(text: "Stir for a minute.", expected: [60]),
        Case(text: "Chill for half an hour.", expected: [1800]),
        Case(text: "Rest for 5 mins.", expected: [300]),
        Case(text: "Boil for 1 min", expected: [60]),
        Case(text: "Cook 3 minutes per side.", expected: [180]),
        Case(text: "Prove for 2 hours.", expected: [7200]),
        Case(text: "Toast for 30 seconds", expected: [30]),
        Case(text: "Steep 4 to 5 minutes.", expected: [240], reminder: 300),
        Case(text: "Fry for 2–3 minutes.", expected: [120], reminder: 180),
        Case(text: "Marinate for 1 hr.", expected: [3600]),
        Case(text: "Bake 1 hour and 20 minutes.", expected: [4800]),
        Case(text: "Simmer for 1 1/2 hours.", expected: [5400]),
        Case(text: "Wait an hour.", expected: [3600]),
        Case(text: "Rest for fifteen minutes.", expected: [900]),
        Case(text: "Simmer for twenty minutes.", expected: [1200]),
        Case(text: "Cook for 8 minutes, then add the rice and cook for 12 minutes more.", expected: [480, 720]),
        Case(text: "Let it stand for 10 Minutes.", expected: [600]),
        Case(text: "Grill 10-12 minutes, turning once.", expected: [600], reminder: 720),
        Case(text: "Heat for 90 seconds.", expected: [90]),
        Case(text: "Bake for 1.5 hours.", expected: [5400]),
        Case(text: "Bake for 1¼ hours.", expected: [4500]),
        Case(text: "Whisk for two minutes.", expected: [120]),
        Case(text: "Soak for 12 hrs or overnight.", expected: [43200]),
        Case(text: "Freeze for 4 hours.", expected: [14400]),
        Case(text: "Blanch 30 secs.", expected: [30]),
        // Not timers.
        Case(text: "Add 1 cup of flour.", expected: []),
        Case(text: "Heat the oven to 350 degrees.", expected: []),
        Case(text: "Beat 2 eggs.", expected: []),
        Case(text: "Grease a 9-inch pan.", expected: []),
        Case(text: "Add 2 tbsp oil and 200 g rice.", expected: []),
        Case(text: "Cut into 5 cm pieces.", expected: []),
        Case(text: "Serve with a minty yoghurt.", expected: []),
        Case(text: "Use 3 m of string.", expected: []),
        Case(text: "Add the 10 mini peppers.", expected: []),
        Case(text: "Season to taste.", expected: []),
        Case(text: "Preheat to 200°C.", expected: []),
        Case(text: "Roll into 12 balls, then into a 2-hour-old dough.", expected: []),
        // Relative times say when, against something else; they are never a timer of their own.
        Case(text: "Cook the macaroni for 2 minutes less than the packet says, about 7 minutes.", expected: [420]),
        Case(text: "Cook the spaghetti for 1 min less than pack instructions.", expected: []),
        Case(text: "Set a timer for 2 minutes longer than the upper range.", expected: []),
        Case(text: "Steam the buns 2 minutes shorter than the packet says.", expected: []),
        Case(text: "Bake 5 minutes more than the first batch.", expected: []),
        Case(text: "Take the steaks out of the fridge 30 minutes before serving.", expected: []),
        Case(text: "Remove from the refrigerator about 20 minutes before cooking.", expected: []),
        Case(text: "Add the peas 5 minutes before the end.", expected: []),
        Case(text: "Turn off the heat 10 minutes after it boils.", expected: []),
        // ... but a length of time is a timer, whatever follows it.
        Case(text: "Rest for 10 minutes before slicing.", expected: [600]),
        Case(text: "Cool for 15 minutes before cutting and serving.", expected: [900]),
        Case(text: "Wait 5 minutes before opening the lid.", expected: [300]),
        Case(text: "Marinate at least 30 minutes before serving.", expected: [1800]),
        Case(text: "Chill the dough for at least 1 hour before rolling.", expected: [3600]),
        Case(text: "Beat for 20 seconds after each addition.", expected: [20]),
        Case(text: "Rest another 10 minutes before continuing.", expected: [600]),
        Case(text: "Cook for 2 mins longer.", expected: [120]),
        Case(text: "Bake for 10 minutes longer, or until golden.", expected: [600]),
        // ... and a wait counted back from something else is still a wait.
        Case(text: "Allow the pork steaks to rest at room temperature 30 minutes before cooking.", expected: [1800]),
        Case(text: "Let the dough sit on the counter 20 minutes before rolling.", expected: [1200]),
    ]

    @Test(arguments: cases) func findsTheDurations(_ example: Case) {
        let found = TimerDetector.timers(in: example.text)
        #expect(found.map(\.seconds) == example.expected)
        if let reminder = example.reminder { #expect(found.first?.reminderSeconds == reminder) }
        else if !found.isEmpty { #expect(found.first?.reminderSeconds == nil) }
    }

    @Test func tableIsBigEnough() { #expect(Self.cases.count >= 40) }

    @Test(arguments: [
        ("Simmer for 10 minutes.", "Simmer"),
        ("Add the rice and bake for 20 minutes.", "Bake"),
        ("Leave the dough to rise for 1 hour.", "Rise"),
        ("Mix well and chill for 30 minutes.", "Chill"),
        ("Put the lid on; 5 minutes.", "Timer"),
        ("Soak the noodles in warm water for 25 minutes.", "Soak"),
        ("Bake the cake, then cool for 10 minutes.", "Cool"),
    ])
    func labelsComeFromTheStepsVerb(_ text: String, _ label: String) {
        #expect(TimerDetector.timers(in: text).first?.label == label)
    }

    /// `t` starts the time that reads as the step's cooking time; the others keep their number keys.
    @Test(arguments: [
        ("Cook the macaroni for 2 minutes less than the packet says, about 7 minutes.", 420, "Cook"),
        ("Simmer for 20 minutes, stirring every 5 minutes.", 1200, "Simmer"),
        ("Stir every 5 minutes and simmer for 20 minutes.", 1200, "Simmer"),
        ("After 10 minutes, turn the chicken and bake for 20 minutes more.", 1200, "Bake"),
        ("Within 2 minutes the sauce thickens; simmer 10 minutes.", 600, "Simmer"),
        ("Cook for 8 minutes, then add the rice and cook for 12 minutes more.", 480, "Cook"),
        ("Stir every 2 minutes.", 120, "Stir"),
        ("Simmer for 10 minutes.", 600, "Simmer"),
    ])
    func theCookingTimeIsTheOneTStarts(_ text: String, _ seconds: Int, _ label: String) throws {
        let timers = TimerDetector.timers(in: text)
        let index = try #require(TimerDetector.cookingTimeIndex(of: timers))
        #expect(timers[index].seconds == seconds)
        #expect(timers[index].label == label)
    }

    @Test func noTimersNoCookingTime() {
        #expect(TimerDetector.cookingTimeIndex(of: TimerDetector.timers(in: "Season to taste.")) == nil)
    }

    @Test func theShippedWordsLoad() {
        #expect(TimerWords.standard.comparatives.contains("less than"))
        #expect(TimerWords.standard.rhythms.contains("every"))
    }

    @Test(arguments: ["relative", "colour before", "length"])
    func aMalformedWordsLineSaysWhich(_ line: String) {
        #expect(throws: DataFileError.self) { try TimerWords(text: "# words\n" + line) }
    }

    @Test func rangeCoversTheWordsForHighlighting() throws {
        let text = "Simmer for 1½ hours, stirring."
        let timer = try #require(TimerDetector.timers(in: text).first)
        let characters = Array(text)
        #expect(String(characters[timer.range]) == "1½ hours")
        #expect(timer.text == "1½ hours")
    }

    @Test(arguments: ["Simmer 10-99999999999999999999 minutes.", "Bake 1-1e400 hours", "Rest 5 to 999999999999 hours"])
    func anAbsurdUpperBoundIsNoReminder(_ text: String) {
        for timer in TimerDetector.timers(in: text) { #expect(timer.reminderSeconds == nil) }
    }
}
