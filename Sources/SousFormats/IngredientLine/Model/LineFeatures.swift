import SousCore

/// What the line model knows of a token: its words and shape, its neighbours', and where it
/// sits in the line. One function, used by training and by parsing alike, so the two never
/// disagree. Each feature is a stable 64-bit hash of its name and value.
public enum LineFeatures {
    /// The features of every token of `tokens`. Each token's word, singular, shape and suffix
    /// are hashed once; a feature is its template's number mixed with those hashes.
    public static func features(of tokens: [LineToken]) -> [[UInt64]] {
        let lowered = tokens.map { $0.text.lowercased() }
        let words = lowered.map { hash($0) }
        let singulars = lowered.map { hash(singular($0)) }
        let shapes = tokens.map { hash(shape($0)) }
        let suffixes = lowered.map { $0.utf8.count > 3 ? hash(String($0.suffix(3))) : 0 }
        let units = tokens.indices.map { tokens[$0].kind == .word && Unit.lookup(lowered[$0]) != nil }
        var afterComma = false
        var result: [[UInt64]] = []
        result.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            var features: [UInt64] = []
            features.reserveCapacity(24)
            features.append(mix(0, 0))
            features.append(mix(1, words[index]))
            features.append(mix(2, singulars[index]))
            features.append(mix(3, shapes[index]))
            if suffixes[index] != 0 { features.append(mix(4, suffixes[index])) }
            if units[index] { features.append(mix(5, 0)) }
            if token.inBrackets { features.append(mix(6, 0)) }
            if afterComma { features.append(mix(7, 0)) }
            let position: UInt64 = index == 0 ? 0 : index == tokens.count - 1 ? 1 : index < 3 ? 2 : 3
            features.append(mix(8, position))
            for (slot, offset) in [-2, -1, 1, 2].enumerated() {
                let other = index + offset
                let template = UInt64(10 + slot * 4)
                if tokens.indices.contains(other) {
                    features.append(mix(template, words[other]))
                    features.append(mix(template + 1, shapes[other]))
                    if abs(offset) == 1, units[other] { features.append(mix(template + 2, 0)) }
                } else {
                    features.append(mix(template + 3, 0))
                }
            }
            if index > 0 { features.append(mix(30, words[index - 1] &* 31 &+ words[index])) }
            if index + 1 < tokens.count { features.append(mix(31, words[index] &* 31 &+ words[index + 1])) }
            result.append(features)
            if token.text == "," || token.text == ";" { afterComma = true }
        }
        return result
    }

    /// A template's number and a value's hash as one feature.
    static func mix(_ template: UInt64, _ value: UInt64) -> UInt64 {
        var z = value &+ template &* 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// "1" is d, "1½" d½, "1/2" d/d, "Flour" Xx, "flour" x, "(" itself.
    static func shape(_ token: LineToken) -> String {
        switch token.kind {
        case .punctuation: return token.text
        case .number: return token.text.contains("/") ? "d/d" : token.text.contains(where: { !$0.isASCII }) ? "d½" : "d"
        case .word:
            let scalars = token.text.unicodeScalars
            guard let first = scalars.first else { return "x" }
            func upper(_ c: Unicode.Scalar) -> Bool { c.value < 0x80 ? c.value >= 65 && c.value <= 90 : c.properties.isUppercase }
            if scalars.count > 1, scalars.allSatisfy(upper) { return "XX" }
            return upper(first) ? "Xx" : "x"
        }
    }

    static func singular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes"), word.count > 4 { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { return String(word.dropLast()) }
        return word
    }

    /// FNV-1a over the name and the value: the same number in every process and every build.
    static func hash(_ name: String, _ value: String = "") -> UInt64 {
        var result: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            result ^= UInt64(byte)
            result = result &* 0x100_0000_01b3
        }
        result ^= 0xff
        result = result &* 0x100_0000_01b3
        for byte in value.utf8 {
            result ^= UInt64(byte)
            result = result &* 0x100_0000_01b3
        }
        return result
    }
}
