extension StringProtocol {
    /// The text without the spaces and tabs around it (newlines kept): what
    /// `trimmingCharacters(in: .whitespaces)` gives, without Foundation's NSString round trip,
    /// which was a sixth of loading the food table.
    public var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
