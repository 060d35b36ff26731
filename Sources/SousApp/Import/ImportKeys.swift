/// The import preview's keys.
public enum ImportKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding([.char("k"), .up], .moveUp, "previous recipe (scroll when one)"),
        KeyBinding([.char("j"), .down], .moveDown, "next recipe (scroll when one)"),
        KeyBinding([.pageUp, .char("b")], .pageUp, "scroll the recipe up"),
        KeyBinding([.pageDown, .char(" ")], .pageDown, "scroll the recipe down"),
        KeyBinding([.char("a"), .enter], .importing(.accept), "accept: save this recipe"),
        KeyBinding([.char("A")], .importing(.acceptAll), "accept every recipe listed"),
        KeyBinding([.char("e")], .importing(.edit), "edit in your editor first"),
        KeyBinding([.char("d"), .delete], .importing(.drop), "drop this recipe"),
        KeyBinding([.char("n")], .importing(.nextToCheck), "next line to check (marked ?)"),
        KeyBinding([.char("N")], .importing(.previousToCheck), "previous line to check"),
        KeyBinding([.char("r")], .secondReading(.start), "second reading: the assistant reads the source again"),
        KeyBinding([.escape, .char("q")], .back, "drop the rest and go back"),
    ]
}
