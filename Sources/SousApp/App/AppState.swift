import Foundation

/// Everything sous shows, as one value. Only the reducer changes it.
public struct AppState: Hashable, Sendable {
    public var size: TerminalSize
    public var route: Route
    /// Screens to go back to, most recent last; `q`/Esc pops one.
    public var routeStack: [Route]
    public var library: LibraryState
    public var detail: DetailState?
    public var timers: TimersState
    /// The state of each feature that owns its own (see `Feature`).
    public var features: FeatureStates
    /// Whether the desktop is asked to keep the screen awake (cook mode, the timer dashboard).
    public var keepAwake: KeepAwakeState
    /// Recipe pictures drawn as symbol art, by recipe, size and colours.
    public var pictures: PictureCache
    /// The time of the last tick: the reducer never reads the clock itself.
    public var now: Date
    /// The cook's time zone, for clock times on screen ("begin at 10:40").
    public var timeZone: TimeZone
    public var showsHelp: Bool
    /// The first line of the `?` overlay shown, when its lines scroll.
    public var helpScroll = 0
    public var status: StatusMessage?
    public var isQuitting: Bool
    /// Recipes the library's folder holds in two versions, and the question about the first.
    public var folderConflicts = FolderConflictsState()
    /// The allergen detector every feature reads (the shipped one, or a test's).
    public var allergens: AllergenSource {
        didSet { library.allergens = allergens }
    }

    public init(size: TerminalSize, now: Date = Date(timeIntervalSince1970: 0), route: Route = .library,
                library: LibraryState = LibraryState(), detail: DetailState? = nil, showsHelp: Bool = false,
                status: StatusMessage? = nil, isQuitting: Bool = false, allergens: AllergenSource = .shipped) {
        self.size = size
        self.now = now
        self.route = route
        self.routeStack = []
        self.library = library
        self.detail = detail
        self.timers = TimersState()
        self.features = FeatureStates()
        self.timeZone = TimeZone(identifier: "UTC")!
        self.keepAwake = KeepAwakeState()
        self.pictures = PictureCache()
        self.showsHelp = showsHelp
        self.status = status
        self.isQuitting = isQuitting
        self.allergens = allergens
        self.library.allergens = allergens
    }

    /// Shows `route`, remembering the current screen to go back to.
    public mutating func push(_ route: Route) {
        guard route != self.route else { return }
        routeStack.append(self.route)
        self.route = route
    }

    /// Goes back to the previous screen (the library when there is none).
    public mutating func pop() {
        route = routeStack.popLast() ?? .library
    }
}
