import Foundation

/// A private tmux server running one command in a pane of a fixed size: the end-to-end tests type
/// at the real binary and read the screen as a person would.
final class Tmux {
    let socket: String
    private(set) var lastScreen = ""

    init(command: String, columns: Int = 100, rows: Int = 30) throws {
        socket = "sous-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        try run(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command])
        try run(["set-option", "-g", "status", "off"])
    }

    deinit { _ = try? run(["kill-server"]) }

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
    }

    func sendKeys(_ keys: String...) throws { try run(["send-keys", "-t", "0"] + keys) }

    /// Sends text literally, one key per character.
    func type(_ text: String) throws { try run(["send-keys", "-t", "0", "-l", text]) }

    /// Pastes `text` as a terminal would: bracketed (when the program asked for it) or as plain keys.
    func paste(_ text: String, bracketed: Bool) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-paste.txt")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try run(["load-buffer", file.path])
        try run(["paste-buffer", "-t", "0"] + (bracketed ? ["-p"] : []))
    }

    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", "0", "-x", "\(columns)", "-y", "\(rows)"])
    }

    func screen(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-t", "0"] + (escapes ? ["-e"] : []))
    }

    /// Polls the screen until `predicate` holds; fails with the last screen after `timeout` seconds.
    @discardableResult
    func waitFor(_ description: String, timeout: TimeInterval = 15, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            lastScreen = try screen()
            if predicate(lastScreen) { return lastScreen }
            if Date() > deadline {
                throw E2EError("timed out waiting for \(description); the screen was:\n\(lastScreen)")
            }
            usleep(50_000)
        }
    }

    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 15) throws -> String {
        try waitFor("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until every one of `texts` is on the screen and none of `absent` is: the wait is the
    /// assertion, so a test never reads a screen that is still being drawn.
    @discardableResult
    func waitFor(all texts: [String], none absent: [String] = [], timeout: TimeInterval = 15) throws -> String {
        let description = texts.map { "\"\($0)\"" }.joined(separator: ", ")
            + (absent.isEmpty ? "" : " without " + absent.map { "\"\($0)\"" }.joined(separator: ", "))
        return try waitFor(description, timeout: timeout) { screen in
            texts.allSatisfy { screen.contains($0) } && !absent.contains { screen.contains($0) }
        }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        try ChildProcess.run(["tmux", "-L", socket] + arguments).output
    }
}

struct E2EError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
