/// The Shopping screen's keys.
public enum ShoppingKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding([.char("k"), .up], .shopping(.up), "previous item"),
        KeyBinding([.char("j"), .down], .shopping(.down), "next item"),
        KeyBinding([.char("g"), .home], .shopping(.top), "first item"),
        KeyBinding([.char("G"), .end], .shopping(.bottom), "last item"),
        KeyBinding([.char(" "), .char("x"), .enter], .shopping(.toggle), "check off / uncheck"),
        KeyBinding([.char("B")], .shopping(.boughtAll), "bought all: check every line, into the pantry"),
        KeyBinding([.char("a")], .shopping(.addItem), "add an item"),
        KeyBinding([.char("d"), .delete], .shopping(.remove), "remove the item"),
        KeyBinding([.char("U")], .shopping(.restore), "put removed items back"),
        KeyBinding([.char("A")], .shopping(.nextAisle), "move the item to the next aisle"),
        KeyBinding([.char("P")], .shopping(.togglePantry), "pantry staple (listed apart) or back"),
        KeyBinding([.char("r")], .shopping(.toggleRecipes), "show which recipes need each item"),
        KeyBinding([.char("m")], .shopping(.toggleUnits), "metric / US units"),
        KeyBinding([.char("e")], .shopping(.export), "export to a Markdown file"),
        KeyBinding([.char("[")], .shopping(.previousWeek), "previous week"),
        KeyBinding([.char("]")], .shopping(.nextWeek), "next week"),
        KeyBinding([.char("q"), .escape, .char("h"), .left], .shopping(.back), "back"),
    ]
}
