/// A place on screen that a theme colours; the raw value is its table name in a theme file.
public enum ThemeRole: String, CaseIterable, Sendable {
    case text, muted, accent, header, selection, warning, danger, success
    case timerBar = "timer_bar"
    case border
    case statusBar = "status_bar"
    case highlight
}

extension Theme {
    /// The style of one role; lets theme files and settings address roles by name.
    public subscript(role: ThemeRole) -> Style {
        get {
            switch role {
            case .text: text
            case .muted: muted
            case .accent: accent
            case .header: header
            case .selection: selection
            case .warning: warning
            case .danger: danger
            case .success: success
            case .timerBar: timerBar
            case .border: border
            case .statusBar: statusBar
            case .highlight: highlight
            }
        }
        set {
            switch role {
            case .text: text = newValue
            case .muted: muted = newValue
            case .accent: accent = newValue
            case .header: header = newValue
            case .selection: selection = newValue
            case .warning: warning = newValue
            case .danger: danger = newValue
            case .success: success = newValue
            case .timerBar: timerBar = newValue
            case .border: border = newValue
            case .statusBar: statusBar = newValue
            case .highlight: highlight = newValue
            }
        }
    }
}
