/// The one table of keys: the reducers dispatch through it and the help overlay draws it,
/// so the two can never disagree.
public enum KeyMap {
    public static let global: [KeyBinding] = [
        KeyBinding([.char("?")], .help, "show or hide this help"),
        KeyBinding([.char("T")], .show(.timers), "timer dashboard"),
        KeyBinding([.char("M")], .show(.plan), "meal plan"),
        KeyBinding([.char("K")], .show(.pantry), "pantry: what is in the kitchen"),
        KeyBinding([.ctrl("z")], .suspend, "suspend (fg to return)"),
        KeyBinding([.ctrl("c")], .quit, "quit sous"),
    ]

    public static let library: [KeyBinding] = [
        KeyBinding([.char("k"), .up], .moveUp, "previous recipe"),
        KeyBinding([.char("j"), .down], .moveDown, "next recipe"),
        KeyBinding([.pageUp, .ctrl("b")], .pageUp, "page up"),
        KeyBinding([.pageDown, .ctrl("f")], .pageDown, "page down"),
        KeyBinding([.char("g"), .home], .top, "first recipe"),
        KeyBinding([.char("G"), .end], .bottom, "last recipe"),
        KeyBinding([.enter, .char("l"), .right], .open, "open the recipe"),
        KeyBinding([.char("/")], .search, "search title, ingredients, tags"),
        KeyBinding([.char("c")], .cycleCategory, "filter by next category"),
        KeyBinding([.char("F")], .toggleFavoritesFilter, "show favourites only / all"),
        KeyBinding([.char("s")], .cycleSort, "sort: title, recent, time, rating"),
        KeyBinding([.char("a")], .cycleSafetyFilter, "filter: safe for everyone, for one person, a diet"),
        KeyBinding([.char("H")], .show(.household), "household: allergies and diets"),
        KeyBinding([.char("O")], .settings(.open), "settings: the library's synced folder"),
        KeyBinding([.char("w")], .adaptRecipe, "save a copy with swaps for the household"),
        KeyBinding([.char("f")], .toggleFavorite, "mark or unmark favourite"),
        KeyBinding([.char("1"), .char("2"), .char("3"), .char("4"), .char("5")], .rate(0), "rate 1-5 stars (0 clears)"),
        KeyBinding([.escape], .back, "clear search and filters; cancel an import under way"),
        KeyBinding([.char("e")], .importing(.edit), "edit the recipe in your editor"),
        KeyBinding([.char("N")], .importing(.newRecipe), "write a new recipe"),
        KeyBinding([.char("D")], .importing(.delete), "delete the recipe (asks first)"),
        KeyBinding([.char("u")], .importing(.undoDelete), "undo the last delete"),
        KeyBinding([.char("i")], .importing(.importFrom), "import from a URL or file"),
        KeyBinding([.char("p")], .plan(.addToPlan), "add the recipe to the meal plan"),
        KeyBinding([.char(" ")], .timeline(.mark), "mark for a timeline (several dishes)"),
        KeyBinding([.char("@")], .timeline(.plan), "serve at…: timeline of the cooking"),
        KeyBinding([.char("q")], .quit, "quit sous"),
    ]

    public static let detail: [KeyBinding] = [
        KeyBinding([.char("k"), .up], .moveUp, "scroll up"),
        KeyBinding([.char("j"), .down], .moveDown, "scroll down"),
        KeyBinding([.pageUp, .ctrl("b")], .pageUp, "page up"),
        KeyBinding([.pageDown, .ctrl("f"), .char(" ")], .pageDown, "page down"),
        KeyBinding([.char("g"), .home], .top, "top"),
        KeyBinding([.char("G"), .end], .bottom, "bottom"),
        KeyBinding([.char("+"), .char("=")], .moreServings, "one more serving"),
        KeyBinding([.char("-")], .fewerServings, "one serving fewer"),
        KeyBinding([.char("s")], .enterServings, "type a number of servings"),
        KeyBinding([.char("c")], .cook(.start), "cook: step by step with timers"),
        KeyBinding([.char("p")], .plan(.addToPlan), "add the recipe to the meal plan"),
        KeyBinding([.char("S")], .shopping(.forRecipe), "shopping list for this recipe"),
        KeyBinding([.char("@")], .timeline(.plan), "serve at…: timeline of the cooking"),
        KeyBinding([.char("w")], .adaptRecipe, "save a copy with swaps for the household"),
        KeyBinding([.char("n")], .toggleNutritionPerRecipe, "nutrition per serving / for all servings"),
        KeyBinding([.char("m")], .matchFood, "nutrition: choose the food an ingredient means"),
        KeyBinding([.char("v")], .toggleProvenance, "where each line came from, and the ones to check"),
        KeyBinding([.char("a")], .assistant(.open), "ask the assistant about this recipe (sous assistant sets it up)"),
        KeyBinding([.char("H")], .show(.household), "household: allergies and diets"),
        KeyBinding([.char("f")], .toggleFavorite, "mark or unmark favourite"),
        KeyBinding([.char("1"), .char("2"), .char("3"), .char("4"), .char("5")], .rate(0), "rate 1-5 stars (0 clears)"),
        KeyBinding([.char("e")], .importing(.edit), "edit the recipe in your editor"),
        KeyBinding([.char("D")], .importing(.delete), "delete the recipe (asks first)"),
        KeyBinding([.char("q"), .escape, .char("h"), .left], .back, "back to the library"),
    ]

    /// The bindings of a screen, its own first, then the ones that work everywhere.
    public static func bindings(for route: Route) -> [KeyBinding] {
        let own: [KeyBinding] = switch route {
        case .library: library
        case .detail: detail
        case .timers: TimersKeys.bindings
        default: FeatureRegistry.bindings(for: route) ?? []
        }
        return own + global
    }

    /// The command a key means on a screen, or nil when it means nothing there.
    public static func command(for key: Key, on route: Route) -> Command? {
        if route == .library || route == .detail, case .char(let c) = key, let digit = c.wholeNumberValue, digit <= 5, c.isASCII {
            return .rate(digit)
        }
        return bindings(for: route).first { $0.keys.contains(key) }?.command
    }
}
