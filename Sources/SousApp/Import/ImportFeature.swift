/// Importing and editing as a feature that owns its state: the import preview, the prompts it
/// opens in the status line over the library and detail screens (an overlay), an import under
/// way, and the last deleted recipe. The library and detail screens ask it with its actions; it
/// tells them what changed with `.libraryChanged`. Registered in `FeatureRegistry`.
public enum ImportFeature: Feature {
    public static let name = "importing"
    public static let screens: [(route: Route, title: String)] = [(.importPreview, "Import")]

    public static func bindings(for route: Route) -> [KeyBinding] {
        ImportKeys.bindings
    }

    public static func reduce(_ action: ImportAction, in scope: inout FeatureScope<ImportState>) -> [Effect] {
        ImportReducer.reduce(action, in: &scope)
    }

    public static func keyPressed(_ key: Key, on route: Route, in scope: inout FeatureScope<ImportState>) -> [Effect] {
        ImportPreviewReducer.keyPressed(key, in: &scope)
    }

    public static func hasOverlay(_ state: ImportState?, on route: Route) -> Bool {
        ImportPromptKeys.isOpen(state, on: route)
    }

    public static func overlayKey(_ key: Key, on route: Route, in scope: inout FeatureScope<ImportState>) -> [Effect]? {
        ImportPromptKeys.key(key, in: &scope)
    }
}

extension Route {
    /// The preview of recipes read from a file or URL, before they are saved.
    public static let importPreview = Route("importPreview")
}

extension ImportState: FeatureValue {}
extension ImportAction: FeatureValue {}
extension ImportEffect: FeatureValue {}
extension ImportPreviewCommand: FeatureValue {}

extension AppAction {
    public static func importing(_ action: ImportAction) -> AppAction { .feature(AnyFeatureValue(action)) }
}

extension Effect {
    public static func importing(_ effect: ImportEffect) -> Effect { .feature(AnyFeatureValue(effect)) }
}

extension Command {
    public static func importing(_ command: ImportPreviewCommand) -> Command { .feature(AnyFeatureValue(command)) }
}

extension AppState {
    /// Importing and editing: the preview, a prompt, an import under way (nil before the first).
    public var importing: ImportState? {
        get { features[ImportFeature.self] }
        set { features[ImportFeature.self] = newValue }
    }
}
