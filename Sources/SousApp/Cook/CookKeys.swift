/// Cook mode's keys: big, forgiving, usable with one wet finger.
public enum CookKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding([.char(" "), .enter, .right, .char("l"), .char("j"), .down], .cook(.next), "next step"),
        KeyBinding([.backspace, .left, .char("h"), .char("k"), .up], .cook(.previous), "previous step"),
        KeyBinding([.char("t")], .cook(.startCookingTime), "start the step's cooking time"),
        KeyBinding([.char("1"), .char("2"), .char("3"), .char("4"), .char("5"), .char("6"), .char("7"), .char("8"), .char("9")],
                   .cook(.startTimer(0)), "start the step's Nth timer"),
        KeyBinding([.char("p")], .cook(.pauseOrResume), "pause or resume the nearest timer"),
        KeyBinding([.char("+"), .char("=")], .cook(.addMinute), "one minute more"),
        KeyBinding([.char("-")], .cook(.removeMinute), "one minute less"),
        KeyBinding([.char("x")], .cook(.cancelTimer), "cancel the nearest timer"),
        KeyBinding([.char("n")], .cook(.adHocTimer), "new timer (10m pasta, 1h15 roast, 90s)"),
        KeyBinding([.char("i")], .cook(.toggleIngredients), "all ingredients"),
        KeyBinding([.char("r")], .cook(.readAloud), "read the step aloud"),
        KeyBinding([.char("a")], .assistant(.open), "ask the assistant about this step"),
        KeyBinding([.char("q"), .escape], .back, "leave cook mode (timers keep running)"),
    ]
}
