import SousCore

/// The assistant's reading coming back, for request `id`.
public enum SecondReadingAction: Hashable, Sendable {
    /// `r` in the import preview: send `text`, which `recipe` was read from, to the assistant and
    /// show the reading screen while it reads.
    case readAgain(Recipe, text: String)
    case read(id: Int, Recipe)
    /// The sentence why there is no reading.
    case failed(id: Int, String)
}

/// What the second reading asks of the runner.
public enum SecondReadingEffect: Hashable, Sendable {
    /// Answers `.read` or `.failed`, off the loop.
    case read(id: Int, AssistantRereading)
    case cancel(id: Int)
}

/// What a key means on the second reading's screen (and `r` in the import preview).
public enum SecondReadingCommand: Hashable, Sendable {
    /// From the import preview: ask for a second reading of the highlighted recipe.
    case start
    /// Keep sous's line / take the assistant's / switch, on the highlighted row.
    case keepMine, takeTheirs, switchPick
    /// Take the assistant's line on every row where sous was unsure of its own.
    case takeTheirsWhereUnsure
    /// Back to the import preview with the picks made.
    case usePicks
}

/// The second reading's keys.
public enum SecondReadingKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding([.char("k"), .up], .moveUp, "previous line that differs"),
        KeyBinding([.char("j"), .down], .moveDown, "next line that differs"),
        KeyBinding([.char("h"), .left], .secondReading(.keepMine), "keep sous's reading of the line"),
        KeyBinding([.char("l"), .right], .secondReading(.takeTheirs), "take the assistant's reading of the line"),
        KeyBinding([.char(" ")], .secondReading(.switchPick), "switch the line between the two"),
        KeyBinding([.char("u")], .secondReading(.takeTheirsWhereUnsure), "take the assistant's wherever sous was unsure (?)"),
        KeyBinding([.enter], .secondReading(.usePicks), "back to the preview with these lines"),
        KeyBinding([.escape, .char("q")], .back, "back to the preview, changing nothing (cancels a reading)"),
    ]
}
