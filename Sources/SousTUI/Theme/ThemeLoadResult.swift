/// The theme to use, plus a sentence for the status line when it is not the one asked for.
public struct ThemeLoadResult: Hashable, Sendable {
    public var theme: Theme
    /// Set when the requested theme was unknown or broken and a fallback was chosen.
    public var warning: String?

    public init(theme: Theme, warning: String? = nil) {
        self.theme = theme
        self.warning = warning
    }
}
