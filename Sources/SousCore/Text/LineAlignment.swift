/// Two lists of lines about the same thing (two readings of one recipe's ingredients) put side
/// by side: lines that share most of their words face each other, in order, and a line with no
/// counterpart faces a gap, or the other side's unmatched line at the same place.
public enum LineAlignment {
    /// Lines sharing less than this (Dice's coefficient over their words) are never paired by
    /// their words alone.
    static let minimumLikeness = 0.3

    /// The pairs, in order: an index into `left`, into `right`, or both.
    public static func pairs(_ left: [String], _ right: [String]) -> [(left: Int?, right: Int?)] {
        let leftWords = left.map(words)
        let rightWords = right.map(words)
        let (n, m) = (left.count, right.count)
        // best[i][j]: the most likeness pairing left[i...] with right[j...] can reach.
        var best = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: n + 1)
        var likeness = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                likeness[i][j] = dice(leftWords[i], rightWords[j])
                let paired = likeness[i][j] >= minimumLikeness ? likeness[i][j] + best[i + 1][j + 1] : -1
                best[i][j] = max(paired, best[i + 1][j], best[i][j + 1])
            }
        }
        var result: [(left: Int?, right: Int?)] = []
        var (leftOver, rightOver): ([Int], [Int]) = ([], [])
        func flushGaps() {
            // Unmatched lines between two pairs face each other where they can: likely the same
            // line read two ways.
            for k in 0..<max(leftOver.count, rightOver.count) {
                result.append((k < leftOver.count ? leftOver[k] : nil, k < rightOver.count ? rightOver[k] : nil))
            }
            leftOver = []
            rightOver = []
        }
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i < n, j < m, likeness[i][j] >= minimumLikeness, best[i][j] == likeness[i][j] + best[i + 1][j + 1] {
                flushGaps()
                result.append((i, j))
                i += 1
                j += 1
            } else if i < n, j == m || best[i][j] == best[i + 1][j] {
                leftOver.append(i)
                i += 1
            } else {
                rightOver.append(j)
                j += 1
            }
        }
        flushGaps()
        return result
    }

    /// A line's words, lowercased, for likeness: runs of letters and runs of digits, so "200g"
    /// and "200 g" are the same words.
    static func words(_ line: String) -> Set<String> {
        var words: Set<String> = []
        var word = ""
        for character in line.lowercased() {
            let joins = word.last.map { $0.isLetter ? character.isLetter : character.isNumber } ?? true
            if !(character.isLetter || character.isNumber) || !joins {
                if !word.isEmpty { words.insert(word) }
                word = ""
            }
            if character.isLetter || character.isNumber { word.append(character) }
        }
        if !word.isEmpty { words.insert(word) }
        return words
    }

    static func dice(_ a: Set<String>, _ b: Set<String>) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        return 2 * Double(a.intersection(b).count) / Double(a.count + b.count)
    }
}
