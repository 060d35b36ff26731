/// The printed report: one row per number, with its target and whether the target is met.
struct ResultTable {
    enum Verdict: String {
        case met = "ok"
        case missed = "MISSED"
        case info = ""
    }

    struct Row {
        var section: String
        var measurement: String
        var value: String
        var target: String
        var verdict: Verdict
    }

    private(set) var rows: [Row] = []

    mutating func add(_ section: String, _ measurement: String, _ value: String,
                      target: String = "", verdict: Verdict = .info) {
        rows.append(Row(section: section, measurement: measurement, value: value, target: target, verdict: verdict))
    }

    /// A row whose value must stay at or below `limit` (latency, memory).
    mutating func atMost(_ section: String, _ measurement: String, _ value: Double, limit: Double, unit: String,
                         digits: Int = 1) {
        add(section, measurement, Format.number(value, digits: digits) + " " + unit,
            target: "<= " + Format.number(limit, digits: 0) + " " + unit,
            verdict: value <= limit ? .met : .missed)
    }

    /// A row whose value must reach at least `limit` (throughput).
    mutating func atLeast(_ section: String, _ measurement: String, _ value: Double, limit: Double, unit: String) {
        add(section, measurement, Format.number(value, digits: 0) + " " + unit,
            target: ">= " + Format.number(limit, digits: 0) + " " + unit,
            verdict: value >= limit ? .met : .missed)
    }

    var text: String {
        let header = Row(section: "area", measurement: "measurement", value: "value", target: "target", verdict: .info)
        let all = [header] + rows
        let widths = (
            all.map(\.section.count).max() ?? 0,
            all.map(\.measurement.count).max() ?? 0,
            all.map(\.value.count).max() ?? 0,
            all.map(\.target.count).max() ?? 0
        )
        func line(_ row: Row, verdict: String) -> String {
            [Format.pad(row.section, widths.0), Format.pad(row.measurement, widths.1),
             Format.padLeft(row.value, widths.2), Format.pad(row.target, widths.3), verdict]
                .joined(separator: "  ").trimmingTrailingSpaces
        }
        var lines = [line(header, verdict: "verdict")]
        lines.append(String(repeating: "-", count: widths.0 + widths.1 + widths.2 + widths.3 + 8 + 7))
        var previous = ""
        for row in rows {
            if !previous.isEmpty && row.section != previous { lines.append("") }
            previous = row.section
            lines.append(line(row, verdict: row.verdict.rawValue))
        }
        return lines.joined(separator: "\n")
    }
}

/// Number and column formatting for the report.
enum Format {
    /// `12,345.6`: grouped thousands, fixed decimals.
    static func number(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "n/a" }
        let scale = pow10(digits)
        let rounded = (abs(value) * scale).rounded() / scale
        let whole = Int(rounded)
        var grouped = ""
        let digitsText = String(whole)
        for (index, character) in digitsText.enumerated() {
            if index > 0 && (digitsText.count - index) % 3 == 0 { grouped += "," }
            grouped.append(character)
        }
        var text = (value < 0 ? "-" : "") + grouped
        if digits > 0 {
            let fraction = Int(((rounded - Double(whole)) * scale).rounded())
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
        }
        return text
    }

    static func count(_ value: Int) -> String { number(Double(value), digits: 0) }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private static func pow10(_ digits: Int) -> Double {
        (0..<max(0, digits)).reduce(1.0) { product, _ in product * 10 }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
