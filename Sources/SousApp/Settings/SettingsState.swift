/// The library's folder as the settings screen shows it (`sous folder` says the same).
public struct FolderSettings: Hashable, Sendable {
    /// The folder the library is kept in; nil when it is kept in the database alone.
    public var path: String?
    public var recipeFiles: Int
    public var weeks: Int
    /// Recipes the folder holds in two versions (a sync engine's conflict copies).
    public var conflicts: Int
    /// "soup.cook: line 3: …" for each file that could not be read (its recipe is kept).
    public var unreadable: [String]

    public init(path: String?, recipeFiles: Int = 0, weeks: Int = 0, conflicts: Int = 0, unreadable: [String] = []) {
        self.path = path
        self.recipeFiles = recipeFiles
        self.weeks = weeks
        self.conflicts = conflicts
        self.unreadable = unreadable
    }
}

/// The settings screen: what was read of the folder, and the folder being typed.
public struct SettingsState: Hashable, Sendable {
    /// Nil until read.
    public var folder: FolderSettings?
    public var prompt: FolderPrompt?
    /// A binding or unbinding is under way (writing a large library out takes a while).
    public var isWorking = false

    public init() {}
}

/// The folder to keep the library in, as typed (`~` is the home folder).
public struct FolderPrompt: Hashable, Sendable, TypedPrompt {
    public var input: PromptText

    public init(text: String) { input = .prefilled(text) }

    public static let limit = 1_024
}
