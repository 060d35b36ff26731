/// Why a swap table could not be read, as a sentence naming the line at fault.
public struct SwapTableError: Error, CustomStringConvertible, Hashable, Sendable {
    /// 1-based line of the table; 0 when the problem is the file itself.
    public var line: Int
    public var message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String {
        line > 0 ? "swap table line \(line): \(message)" : "swap table: \(message)"
    }
}
