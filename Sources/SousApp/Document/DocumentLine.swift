/// A line of laid-out text made of styled runs, for screens that show a recipe as a document.
public struct DocumentLine: Hashable, Sendable {
    /// The look of a run, named by its meaning; the theme turns it into colours.
    public enum Role: Hashable, Sendable {
        case text, muted, heading, section, accent, title, success, warning
        /// An allergy at stake: red and bold, never dimmed.
        case allergy
        /// A diet at stake, or a line to check: orange.
        case diet
    }

    public struct Run: Hashable, Sendable {
        public var text: String
        public var role: Role
        public init(_ text: String, _ role: Role) {
            self.text = text
            self.role = role
        }
    }

    public var runs: [Run]
    /// The first line of an imported line the importer was unsure of: the import preview jumps
    /// between these.
    public var needsCheck = false

    public init(_ runs: [Run] = []) { self.runs = runs }
    public init(_ text: String, _ role: Role) { self.runs = [Run(text, role)] }

    public static let blank = DocumentLine()

    public var plainText: String { runs.map(\.text).joined() }
}
