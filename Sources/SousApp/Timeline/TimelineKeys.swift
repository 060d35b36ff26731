/// The timeline screen's keys.
public enum TimelineKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding([.char("k"), .up], .moveUp, "scroll the starts up"),
        KeyBinding([.char("j"), .down], .moveDown, "scroll the starts down"),
        KeyBinding([.char("@"), .char("s")], .timeline(.serveAt), "change the serve time"),
        KeyBinding([.char("+"), .char("=")], .timeline(.longerSteps), "a minute more for steps that name no time"),
        KeyBinding([.char("-")], .timeline(.shorterSteps), "a minute less for steps that name no time"),
        KeyBinding([.char("r"), .enter], .timeline(.run), "run it: ring at each start, then start the step's timer"),
        KeyBinding([.char("x")], .timeline(.stop), "stop the running timeline's alarms"),
        KeyBinding([.char("q"), .escape, .char("h"), .left], .back, "back"),
    ]
}
