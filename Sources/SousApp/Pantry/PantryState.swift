import SousCore

/// The kitchen's inventory as the app holds it, the pantry screen's cursor and prompt, the
/// changes that `u` takes back, and the "cook from the pantry" view.
public struct PantryState: Hashable, Sendable {
    public var items: [PantryItem]
    public var staples: [String]
    public var selected: Int
    public var prompt: PantryPrompt?
    /// Each change made (an add, a removal, a recipe cooked), last last.
    public var undo: [[PantryChange]]
    public var suggest: SuggestState

    public init(items: [PantryItem] = [], staples: [String] = []) {
        self.items = items
        self.staples = staples
        selected = 0
        prompt = nil
        undo = []
        suggest = SuggestState()
    }

    /// The highlighted item: `selected` counts in the order the screen shows them.
    public var selectedItem: PantryItem? {
        let shown = shownOrder
        return shown.indices.contains(selected) ? shown[selected] : nil
    }

    /// Items by where they live (no place last), each group by name.
    public var grouped: [(place: String, items: [PantryItem])] {
        let places = Dictionary(grouping: items) { $0.location ?? "" }
        let order = PantryLocation.allNames + [""]
        return places.keys.sorted { (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count) }
            .map { ($0, places[$0]!.sorted { $0.name.lowercased() < $1.name.lowercased() }) }
    }

    /// `items` in the order the screen shows them, so the cursor walks down the screen.
    public var shownOrder: [PantryItem] { grouped.flatMap(\.items) }
}

/// What the pantry screen's prompt is for.
public struct PantryPrompt: Hashable, Sendable, TypedPrompt {
    public enum Kind: Hashable, Sendable {
        /// "2 onions, 500 g rice, milk".
        case add
        /// The selected item's amount and name, written again ("750 g rice").
        case edit
        /// A best-before date for the selected item ("2026-11-30", "30 Nov", empty clears).
        case bestBefore
        /// Where the selected item lives.
        case location
        /// A photo of the counter or the fridge for the assistant to read (a file's path).
        case photo
    }
    public var kind: Kind
    /// What is typed, with its cursor; a value the prompt opened with is selected.
    public var input: PromptText

    public init(kind: Kind, text: String = "") {
        self.kind = kind
        self.input = .prefilled(text)
    }

    public static let limit = 2_000

    public var label: String {
        switch kind {
        case .add: "Add (2 onions, 500 g rice, milk)"
        case .edit: "Change to"
        case .bestBefore: "Best before (2026-11-30, 30 Nov; empty clears)"
        case .location: "Where (" + PantryLocation.places.joined(separator: ", ") + " or an aisle)"
        case .photo: "Photo of the counter or fridge (a file)"
        }
    }
}

/// The "cook from the pantry" view: recipes ranked by how much of them the kitchen holds.
public struct SuggestState: Hashable, Sendable {
    public var query: PantrySuggestionQuery
    public var results: [PantrySuggestion]
    public var selected: Int
    public var isLoading: Bool

    public init() {
        query = PantrySuggestionQuery(limit: 100)
        results = []
        selected = 0
        isLoading = false
    }

    public var selectedSuggestion: PantrySuggestion? { results.indices.contains(selected) ? results[selected] : nil }

    /// The filters in words: "nothing missing · 30 min".
    public var filterText: String {
        var parts: [String] = []
        switch query.maxMissing {
        case nil: parts.append("any missing")
        case 0: parts.append("nothing missing")
        case let n?: parts.append("at most \(n) missing")
        }
        if let minutes = query.maxMinutes { parts.append("≤ \(minutes) min") }
        if let category = query.category { parts.append(category) }
        if let safety = query.safety { parts.append(safety.label) }
        return parts.joined(separator: " · ")
    }

    public static let timeLimits: [Int?] = [nil, 15, 30, 45, 60, 90]
}
