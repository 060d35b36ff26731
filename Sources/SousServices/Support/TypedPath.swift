import Foundation

/// A path a person typed (the app's prompts, the command line): a leading `~` is the home folder
/// in `environment` (HOME), anything else is as typed (relative to where sous was started).
public enum TypedPath {
    public static func expanded(_ typed: String, environment: [String: String]) -> String {
        guard typed == "~" || typed.hasPrefix("~/") else { return typed }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return typed == "~" ? home : (home as NSString).appendingPathComponent(String(typed.dropFirst(2)))
    }
}
