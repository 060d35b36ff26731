/// The colours of sous by role. Screens ask for a role, never for a colour.
public struct Theme: Hashable, Sendable {
    public var name: String
    public var text: Style
    public var muted: Style
    public var accent: Style
    public var header: Style
    public var selection: Style
    public var warning: Style
    public var danger: Style
    public var success: Style
    public var timerBar: Style
    public var border: Style
    public var statusBar: Style
    /// Matched search words and found timers in text.
    public var highlight: Style

    public init(name: String, text: Style, muted: Style, accent: Style, header: Style, selection: Style,
                warning: Style, danger: Style, success: Style, timerBar: Style, border: Style,
                statusBar: Style, highlight: Style) {
        self.name = name
        self.text = text
        self.muted = muted
        self.accent = accent
        self.header = header
        self.selection = selection
        self.warning = warning
        self.danger = danger
        self.success = success
        self.timerBar = timerBar
        self.border = border
        self.statusBar = statusBar
        self.highlight = highlight
    }

    /// No colours at all, only attributes: for `NO_COLOR` and the `mono` theme.
    public static let mono = Theme(
        name: "mono", text: .plain, muted: Style(attributes: .dim), accent: Style(attributes: .bold),
        header: Style(attributes: .bold), selection: Style(attributes: .reverse),
        warning: Style(attributes: .bold), danger: Style(attributes: [.bold, .underline]),
        success: Style(attributes: .bold), timerBar: Style(attributes: .reverse), border: Style(attributes: .dim),
        statusBar: Style(attributes: .reverse), highlight: Style(attributes: [.bold, .underline]))

    /// The default warm palette, built in so sous works with no themes folder installed.
    public static let kitchen: Theme = {
        let orange = Color.rgb(0xFF, 0x6B, 0x35), sage = Color.rgb(0x8C, 0xB3, 0x69)
        let cream = Color.rgb(0xFF, 0xF8, 0xF0), brown = Color.rgb(0x3D, 0x29, 0x14)
        let tan = Color.rgb(0xB0, 0x9A, 0x86), red = Color.rgb(0xD6, 0x28, 0x28), gold = Color.rgb(0xF4, 0xA2, 0x59)
        return Theme(
            name: "kitchen",
            text: Style(foreground: cream, background: brown),
            muted: Style(foreground: tan, background: brown),
            accent: Style(foreground: orange, background: brown, attributes: .bold),
            header: Style(foreground: brown, background: orange, attributes: .bold),
            selection: Style(foreground: brown, background: sage, attributes: .bold),
            warning: Style(foreground: gold, background: brown, attributes: .bold),
            danger: Style(foreground: red, background: brown, attributes: .bold),
            success: Style(foreground: sage, background: brown, attributes: .bold),
            timerBar: Style(foreground: brown, background: sage),
            border: Style(foreground: tan, background: brown),
            statusBar: Style(foreground: brown, background: tan),
            highlight: Style(foreground: orange, background: brown, attributes: [.bold, .underline]))
    }()
}
