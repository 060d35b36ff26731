/// The pantry screen's and the "cook from the pantry" view's keys.
public enum PantryKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding([.char("k"), .up], .moveUp, "previous item"),
        KeyBinding([.char("j"), .down], .moveDown, "next item"),
        KeyBinding([.char("a"), .char("n")], .pantry(.add), "add items: 2 onions, 500 g rice, milk"),
        KeyBinding([.char("e")], .pantry(.edit), "change the amount or name (750 g rice)"),
        KeyBinding([.char("d"), .delete], .pantry(.remove), "remove the item"),
        KeyBinding([.char("u")], .pantry(.undo), "undo the last change"),
        KeyBinding([.char("b")], .pantry(.bestBefore), "set or clear its best-before date"),
        KeyBinding([.char("w")], .pantry(.location), "where it lives: fridge, freezer, cupboard"),
        KeyBinding([.char("c"), .enter], .pantry(.suggest), "cook from the pantry: what can I make?"),
        KeyBinding([.char("I")], .pantry(.invent), "invent a recipe from the pantry (the assistant; previewed first)"),
        KeyBinding([.char("P")], .pantry(.photo), "add from a photo of the counter or fridge (the assistant; confirmed first)"),
        KeyBinding([.char("q"), .escape], .back, "back"),
    ]

    public static let suggestBindings: [KeyBinding] = [
        KeyBinding([.char("k"), .up], .moveUp, "previous recipe"),
        KeyBinding([.char("j"), .down], .moveDown, "next recipe"),
        KeyBinding([.enter, .char("o")], .open, "open the recipe"),
        KeyBinding([.char("c")], .pantry(.cook), "cook it"),
        KeyBinding([.char("p")], .pantry(.plan), "place it in the meal plan"),
        KeyBinding([.char("S")], .pantry(.shopMissing), "put what is missing on the shopping list"),
        KeyBinding([.char("0")], .pantry(.missing(0)), "only recipes with nothing missing"),
        KeyBinding([.char("1")], .pantry(.missing(1)), "at most 1 missing"),
        KeyBinding([.char("2")], .pantry(.missing(2)), "at most 2 missing"),
        KeyBinding([.char("9")], .pantry(.missing(nil)), "any number missing"),
        KeyBinding([.char("t")], .pantry(.nextTimeLimit), "time limit: 15, 30, 45, 60, 90 min, none"),
        KeyBinding([.char("g")], .pantry(.nextCategory), "next category"),
        KeyBinding([.char("a")], .pantry(.nextSafetyFilter), "safe for everyone, for one person, a diet"),
        KeyBinding([.char("q"), .escape], .back, "back to the pantry"),
    ]
}
