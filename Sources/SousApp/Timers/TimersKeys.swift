/// The timer dashboard's keys.
public enum TimersKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding([.char("k"), .up], .moveUp, "previous timer"),
        KeyBinding([.char("j"), .down], .moveDown, "next timer"),
        KeyBinding([.char("n"), .char("a")], .timers(.add), "add a timer (10m pasta, 1h15 roast, 90s)"),
        KeyBinding([.char("p"), .char(" ")], .timers(.pauseOrResume), "pause or resume"),
        KeyBinding([.char("+"), .char("=")], .timers(.addMinute), "one minute more"),
        KeyBinding([.char("-")], .timers(.removeMinute), "one minute less"),
        KeyBinding([.char("x"), .delete], .timers(.cancel), "cancel the timer"),
        KeyBinding([.char("q"), .escape, .char("h"), .left], .back, "back"),
    ]
}
