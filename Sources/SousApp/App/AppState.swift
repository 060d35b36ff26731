/// Everything sous shows, as one value. Only the reducer changes it.
public struct AppState: Hashable, Sendable {
    public var size: TerminalSize
    public var route: Route
    public var library: LibraryState
    public var detail: DetailState?
    public var showsHelp: Bool
    public var status: StatusMessage?
    public var isQuitting: Bool

    public init(size: TerminalSize, route: Route = .library, library: LibraryState = LibraryState(),
                detail: DetailState? = nil, showsHelp: Bool = false, status: StatusMessage? = nil,
                isQuitting: Bool = false) {
        self.size = size
        self.route = route
        self.library = library
        self.detail = detail
        self.showsHelp = showsHelp
        self.status = status
        self.isQuitting = isQuitting
    }
}
