import Foundation

/// A feature of the app: its own state, actions and screens, registered once in
/// `FeatureRegistry.features`. Its reducer sees only its own state and a read-only context
/// (`FeatureScope`); it asks for screen changes and status messages rather than making them.
/// Its effects are values of its own, carried as `Effect.feature` and performed by the runner
/// that registers for them (`EffectRunner.featurePerformers` in SousServices); its screens are
/// drawn by the screens registered in SousTUI.
public protocol Feature: SendableMetatype {
    associatedtype State: FeatureValue
    associatedtype Action: FeatureValue
    /// Unique among features; keys the feature's state in `AppState.features`.
    static var name: String { get }
    /// The screens the feature shows, each with its title (the help overlay's heading).
    static var screens: [(route: Route, title: String)] { get }
    /// The keys of one of the feature's screens (those that work everywhere are added to them).
    static func bindings(for route: Route) -> [KeyBinding]
    static func reduce(_ action: Action, in scope: inout FeatureScope<State>) -> [Effect]
    /// A key typed on one of the feature's screens.
    static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<State>) -> [Effect]
    /// The mouse on one of the feature's screens (nothing, unless the feature says).
    static func mouse(_ event: MouseEvent, on route: Route, in scope: inout FeatureScope<State>) -> [Effect]
    /// Whether the feature has something open over `route`, another's screen (a picker over the
    /// detail view), that takes the keys first (nothing, unless the feature says).
    static func hasOverlay(_ state: State?, on route: Route) -> Bool
    /// A key for that overlay; nil when it lets the key go on to the screen.
    static func overlayKey(_ key: Key, on route: Route, in scope: inout FeatureScope<State>) -> [Effect]?
    /// The clock moved on (`context.now`), whatever screen is showing: the effects that are due
    /// (nothing, unless the feature says). It reads its state only, so that a tick, which comes
    /// every second in cook mode, changes nothing it does not have to.
    static func ticked(_ state: State?, context: FeatureContext) -> [Effect]
}

extension Feature {
    public static func mouse(_ event: MouseEvent, on route: Route, in scope: inout FeatureScope<State>) -> [Effect] { [] }
    public static func ticked(_ state: State?, context: FeatureContext) -> [Effect] { [] }
    public static func hasOverlay(_ state: State?, on route: Route) -> Bool { false }
    public static func overlayKey(_ key: Key, on route: Route, in scope: inout FeatureScope<State>) -> [Effect]? { nil }
}

/// What a feature's reducer works on: its own state (nil while the feature is not showing),
/// what it shares with the app, read-only, and the requests it makes of the app.
public struct FeatureScope<State: FeatureValue> {
    public var state: State?
    public let context: FeatureContext
    /// The status line: the feature may set or clear it.
    public var status: StatusMessage?
    /// Screen changes asked for, carried out in order once the feature returns.
    private(set) var requests: [Request] = []

    enum Request {
        case push(Route)
        case pop
        case help
        case quit
        case send(AppAction)
    }

    init(state: State?, context: FeatureContext, status: StatusMessage?) {
        self.state = state
        self.context = context
        self.status = status
    }

    /// Show `route`, remembering the current screen to go back to.
    public mutating func push(_ route: Route) { requests.append(.push(route)) }
    /// Go back to the previous screen.
    public mutating func pop() { requests.append(.pop) }
    public mutating func quit() { requests.append(.quit) }
    /// Hands an action to another feature ("place this recipe on the plan"), reduced once this
    /// feature returns.
    public mutating func send(_ action: AppAction) { requests.append(.send(action)) }

    /// Runs `body` on the feature's state (`initial` while it has none), kept afterwards: for a
    /// feature whose state always exists (the plan, the pantry, the household).
    public mutating func withState(or initial: @autoclosure () -> State,
                                   _ body: (inout State, inout FeatureScope<State>) -> [Effect]) -> [Effect] {
        var value = state ?? initial()
        let effects = body(&value, &self)
        state = value
        return effects
    }

    /// Carries out a command that means the same on every screen (help, a screen reachable from
    /// everywhere); false when `command` is the feature's own.
    public mutating func global(_ command: Command) -> Bool {
        switch command {
        case .help: requests.append(.help)
        case .show(let route): requests.append(.push(route))
        default: return false
        }
        return true
    }
}

/// What every feature may read of the app, and none may change.
public struct FeatureContext: Sendable {
    /// The screen showing.
    public let route: Route
    public let now: Date
    public let timeZone: TimeZone
    public let size: TerminalSize
    public let household: HouseholdState
    public let allergens: AllergenSource
    /// The running timers and the timeline's waiting starts.
    public let timers: TimersState
    /// The foods the cook chose for ingredient names (see `FoodCorrection`).
    public let corrections: [String: String]
    /// The library's categories, in its order.
    public let categories: [String]
    /// Whether the pantry holds anything (cook mode offers to take what it used out of it).
    public let pantryHoldsFood: Bool
    /// Whether the screen's own text field is open (the library's search, the detail view's
    /// servings): then Esc is the field's.
    public let screenFieldOpen: Bool

    init(_ state: AppState) {
        route = state.route
        now = state.now
        timeZone = state.timeZone
        size = state.size
        household = state.household
        allergens = state.allergens
        timers = state.timers
        corrections = state.nutrition.corrections
        categories = state.library.categories
        pantryHoldsFood = !state.pantry.items.isEmpty
        screenFieldOpen = switch state.route {
        case .library: state.library.isEditingSearch
        case .detail: state.detail?.servingsInput != nil
        default: false
        }
    }
}
