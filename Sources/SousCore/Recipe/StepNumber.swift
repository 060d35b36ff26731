/// Steps copied from web pages often carry their own number ("1. Begin by…", "Step 2: Whisk…"),
/// which reads doubled beside the number sous shows. The stored text keeps it (it is what the
/// page said); screens show the text without a leading number equal to the step's own.
public enum StepNumber {
    /// `text` without a leading "1.", "1)", "1:", "1 -", "Step 1", "Step 1:" when that number is
    /// `number`; otherwise `text` unchanged (a step starting "2 eggs…" or "350°F…" keeps it).
    public static func withoutOwnNumber(_ text: String, number: Int) -> String {
        var rest = Substring(text)
        let hasWord = rest.prefix(4).lowercased() == "step"
        if hasWord { rest = rest.dropFirst(4).drop(while: { $0 == " " }) }
        let digits = rest.prefix(while: \.isASCII).prefix(while: \.isNumber)
        guard !digits.isEmpty, Int(digits) == number else { return text }
        rest = rest.dropFirst(digits.count)
        // A bare number is only a step number after "Step"; otherwise it needs its punctuation.
        let spaced = rest.drop(while: { $0 == " " })
        if let mark = spaced.first, [".", ")", ":", "-", "–"].contains(mark) {
            rest = spaced.dropFirst()
        } else if !hasWord {
            return text
        }
        let stripped = rest.drop(while: { $0 == " " })
        guard rest.first == " ", !stripped.isEmpty else { return text }
        return String(stripped)
    }
}
