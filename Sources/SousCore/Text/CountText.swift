/// Counts in sentences ("imported 2,000 of 3,000", "at most 1,000,000"): digits grouped by
/// threes with commas, the same in every locale, as the rest of sous's English is.
public enum CountText {
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (number < 0 ? "-" : "") + grouped
    }
}
