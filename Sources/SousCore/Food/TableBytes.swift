/// Reading a derived table as UTF-8 bytes: lines, fields and numbers as ranges of one buffer,
/// with a String made only for what is kept.
enum TableBytes {
    /// The ranges of the lines (without their newline).
    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        fields(bytes, 0..<bytes.count, separator: UInt8(ascii: "\n"))
    }

    /// The ranges between separators within `range` (empty fields kept).
    static func fields(_ bytes: [UInt8], _ range: Range<Int>, separator: UInt8) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == separator {
                result.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound || separator != UInt8(ascii: "\n") { result.append(start..<range.upperBound) }
        return result
    }

    /// The text of a range, without surrounding spaces when `trimmed`.
    static func string(_ bytes: [UInt8], _ range: Range<Int>, trimmed: Bool = false) -> String {
        var lower = range.lowerBound, upper = range.upperBound
        if trimmed {
            while lower < upper, bytes[lower] == UInt8(ascii: " ") { lower += 1 }
            while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") { upper -= 1 }
        }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// A non-negative decimal number, or nil.
    static func integer(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count < 10 else { return nil }
        var value = 0
        for index in range {
            let digit = Int(bytes[index]) - 48
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}
