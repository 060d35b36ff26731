/// The names of a derived food table as a trie over word numbers, built while the table is read:
/// node `n`'s child for word `w` is `edges[n << 32 | w]`, node 0 the root. The first name to
/// reach a node keeps it (the table gives each name to one concept).
struct FoodTrie: Sendable {
    var edges: [UInt64: Int32] = [:]
    var nodeEntry: [Int32] = [-1]
    var nodeName: [Int32] = [-1]

    init() {
        edges.reserveCapacity(50_000)
        nodeEntry.reserveCapacity(50_000)
        nodeName.reserveCapacity(50_000)
    }

    /// Inserts an entry's names written as numbers ("12 7 | 40": words separated by spaces,
    /// names by "|") straight from the table's bytes; returns how many names there were.
    mutating func insertNames(_ bytes: [UInt8], _ range: Range<Int>, entry: Int) -> Int {
        var name = 0, node = 0, value = 0, inNumber = false
        func step() {
            let edge = UInt64(node) << 32 | UInt64(value)
            if let next = edges[edge] {
                node = Int(next)
            } else {
                nodeEntry.append(-1)
                nodeName.append(-1)
                node = nodeEntry.count - 1
                edges[edge] = Int32(node)
            }
            value = 0
            inNumber = false
        }
        func finishName() {
            if inNumber { step() }
            if node != 0, nodeEntry[node] < 0 {
                nodeEntry[node] = Int32(entry)
                nodeName[node] = Int32(name)
            }
            node = 0
            name += 1
        }
        for index in range {
            let byte = bytes[index]
            if byte >= 48 && byte <= 57 {
                value = value * 10 + Int(byte - 48)
                inNumber = true
            } else if byte == UInt8(ascii: "|") {
                finishName()
            } else if inNumber {
                step()
            }
        }
        finishName()
        return name
    }
}
