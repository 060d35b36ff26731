/// Reading a derived table as UTF-8 bytes: lines, fields and numbers as ranges of one buffer,
/// with a String made only for what is kept.
enum TableBytes {
    /// The ranges of the lines (without their newline).
    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        fields(bytes, 0..<bytes.count, separator: UInt8(ascii: "\n"))
    }

    /// The ranges between separators within `range` (empty fields kept).
    static func fields(_ bytes: [UInt8], _ range: Range<Int>, separator: UInt8) -> [Range<Int>] {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
        // Through a buffer pointer: the tables are megabytes, read at every start.
        return bytes.withUnsafeBufferPointer { buffer in
            var result: [Range<Int>] = []
            var start = range.lowerBound
            for index in range where buffer[index] == separator {
                result.append(start..<index)
                start = index + 1
            }
            if start < range.upperBound || separator != UInt8(ascii: "\n") { result.append(start..<range.upperBound) }
            return result
        }
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

extension TableBytes {
    /// A non-negative decimal number ("51.368", "0", "1e-3"), or nil. Plain decimals of up to 15
    /// digits are read exactly as `Double` reads them (both are correctly rounded: the digits
    /// and the power of ten are each exact in a Double), without making a String.
    static func decimal(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
        guard !range.isEmpty else { return nil }
        var digits: UInt64 = 0
        var count = 0
        var fractionDigits = 0
        var seenPoint = false
        var plain = true
        for index in range {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
            } else if byte >= 48 && byte <= 57 {
                digits = digits &* 10 &+ UInt64(byte - 48)
                count += 1
                if seenPoint { fractionDigits += 1 }
            } else {
                plain = false
                break
            }
        }
        if plain && count > 0 && count <= 15 {
            return Double(digits) / powersOfTen[fractionDigits]
        }
        guard let value = Double(string(bytes, range)), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// 1, 10, ... 10^15, each exact (integers below 2^53).
    private static let powersOfTen: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...15 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()
}
