import Foundation

/// A file git left with both sides of a merge conflict in it (`git pull` when two devices changed
/// the same lines): it is neither side, so sous reads it as neither and says what to do.
enum GitMergeMarkers {
    static let advice = "holds a git merge conflict: keep one version and remove the <<<<<<<, ======= and >>>>>>> lines"

    /// Whether lines start with git's three conflict markers, in order.
    static func present(in data: Data) -> Bool {
        var seen = 0
        let markers: [[UInt8]] = [Array("<<<<<<<".utf8), Array("=======".utf8), Array(">>>>>>>".utf8)]
        var lineStart = true
        var index = data.startIndex
        while index < data.endIndex, seen < markers.count {
            if lineStart, data[index...].starts(with: markers[seen]) { seen += 1 }
            lineStart = data[index] == UInt8(ascii: "\n")
            index += 1
        }
        return seen == markers.count
    }
}
