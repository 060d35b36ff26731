/// The profile screen's keys.
public enum HouseholdKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding([.char("k"), .up], .moveUp, "previous person or box"),
        KeyBinding([.char("j"), .down], .moveDown, "next person or box"),
        KeyBinding([.char("h"), .left], .household(.left), "box in the column to the left"),
        KeyBinding([.char("l"), .right], .household(.right), "box in the column to the right"),
        KeyBinding([.enter, .tab], .household(.edit), "tick allergies and diets / back to the people"),
        KeyBinding([.char(" "), .char("x")], .household(.toggle), "tick or untick the box"),
        KeyBinding([.char("a"), .char("n")], .household(.add), "add a person"),
        KeyBinding([.char("r")], .household(.rename), "rename the person"),
        KeyBinding([.char("D"), .delete], .household(.remove), "remove the person"),
        KeyBinding([.char("u")], .household(.undoRemove), "undo the last removal"),
        KeyBinding([.char("q"), .escape], .back, "back"),
    ]
}
