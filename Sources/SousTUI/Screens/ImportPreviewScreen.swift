import SousApp

/// Placeholder: the feature's owner replaces this with the real screen.
public enum ImportPreviewScreen {
    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {}
}
