extension RandomAccessCollection where Element: Comparable, Index == Int {
    /// Whether this collection, sorted ascending, holds `element`: found by halves.
    public func sortedContains(_ element: Element) -> Bool {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < element { low = middle + 1 } else { high = middle }
        }
        return low < endIndex && self[low] == element
    }
}
