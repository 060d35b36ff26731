import Foundation
import SousCore

/// The settings screen: binding the library to a folder and unbinding it, as `sous folder` does.
enum SettingsReducer {
    /// What the folder prompt opens with when the library has no folder yet.
    static let suggestedFolder = "~/Recipes"

    static func reduce(_ action: SettingsAction, _ settings: inout SettingsState, in scope: inout FeatureScope<SettingsState>) -> [Effect] {
        switch action {
        case .loaded(let folder):
            settings.folder = folder
        case .folderChanged(let folder, let message):
            settings.folder = folder
            settings.isWorking = false
            scope.status = StatusMessage(message, kind: .success)
        case .folderFailed(let reason):
            settings.isWorking = false
            scope.status = StatusMessage(reason, kind: .error)
        }
        return []
    }

    static func keyPressed(_ key: Key, _ settings: inout SettingsState, in scope: inout FeatureScope<SettingsState>) -> [Effect] {
        if settings.prompt != nil { return promptKey(key, &settings, in: &scope) }
        guard let command = KeyMap.command(for: key, on: .settings) else { return [] }
        if scope.global(command) { return [] }
        switch command {
        case .settings(.bindFolder):
            guard !settings.isWorking else {
                scope.status = StatusMessage("Still writing the library out; a moment")
                return []
            }
            if let path = settings.folder?.path {
                scope.status = StatusMessage("The library is kept in \(TerminalText.visibleName(path)): u unbinds it first", kind: .error)
                return []
            }
            settings.prompt = FolderPrompt(text: suggestedFolder)
        case .settings(.unbindFolder):
            guard !settings.isWorking else { return [] }
            guard settings.folder?.path != nil else {
                scope.status = StatusMessage("The library is kept in the database alone: b keeps it in a folder")
                return []
            }
            settings.isWorking = true
            return [.settings(.unbindFolder)]
        case .back:
            scope.pop()
        case .quit:
            scope.quit()
        default:
            break
        }
        return []
    }

    private static func promptKey(_ key: Key, _ settings: inout SettingsState, in scope: inout FeatureScope<SettingsState>) -> [Effect] {
        guard var prompt = settings.prompt else { return [] }
        switch key {
        case .escape:
            settings.prompt = nil
        case .enter:
            let path = prompt.text.trimmingCharacters(in: .whitespaces)
            guard !path.isEmpty else {
                scope.status = StatusMessage("Type a folder, or Esc to cancel", kind: .error)
                return []
            }
            settings.prompt = nil
            settings.isWorking = true
            scope.status = StatusMessage("Keeping the library in \(TerminalText.visibleName(path))…")
            return [.settings(.bindFolder(path: path))]
        default:
            if prompt.input.edit(key, limit: FolderPrompt.limit, status: &scope.status) != nil {
                settings.prompt = prompt
            }
        }
        return []
    }
}
