/// The shopping list's ticks as the Cooklang apps keep them in the library's folder
/// (`.shopping-checked`): an append-only log, one line a tick, so that ticking an item on the
/// phone in the shop reaches the laptop, and two devices' ticks merge line by line:
///
///     + flour
///     + olive oil
///     - flour
///
/// `+` ticks a name, `-` unticks it; the last line for a name wins, and names are compared
/// without case. Lines sous cannot read (blank, another mark) are passed over: a log is never
/// refused whole, since a tick is no safety matter and the log only grows.
public enum ShoppingCheckLog {
    public static let path = ".shopping-checked"

    /// Each name's last state, by its name in lower case: true ticked, false unticked.
    public static func read(_ text: String) -> [String: Bool] {
        var states: [String: Bool] = [:]
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard let mark = line.first, mark == "+" || mark == "-" else { continue }
            let name = clean(String(line.dropFirst())).lowercased()
            guard !name.isEmpty else { continue }
            states[name] = mark == "+"
        }
        return states
    }

    /// The line that records a tick (`checked`) or its undoing: "+ flour\n".
    public static func line(_ name: String, checked: Bool) -> String {
        (checked ? "+ " : "- ") + clean(name) + "\n"
    }

    /// A name on one line, without control characters or surrounding space.
    private static func clean(_ name: String) -> String {
        ImportedText.clean(name).split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
