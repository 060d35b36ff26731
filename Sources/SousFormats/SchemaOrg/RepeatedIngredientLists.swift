/// A page that offers its ingredient list in several measures (metric and imperial tabs, a small
/// and a large batch) holds every copy, one after another: the same foods in the same order with
/// other amounts. The first copy is the list; the others are not more ingredients.
enum RepeatedIngredientLists {
    /// The share of lines that must name the same food as the line in the first copy.
    static let sameFoodShare = 0.7

    /// `lines` without the copies after the first, or `lines` when they hold no copies.
    static func firstCopy(_ lines: [HeuristicReader.Line]) -> [HeuristicReader.Line] {
        let count = lines.count
        guard count >= 4 else { return lines }
        let names = lines.map { $0.isHeading ? Set<String>() : nameWords($0.text) }
        for length in 2...(count / 2) where count % length == 0 {
            let copies = (1..<(count / length)).allSatisfy { copy in
                let same = (0..<length).filter { index in
                    let a = index, b = copy * length + index
                    guard lines[a].isHeading == lines[b].isHeading else { return false }
                    return lines[a].isHeading ? lines[a].text == lines[b].text : !names[a].isDisjoint(with: names[b])
                }.count
                return Double(same) >= sameFoodShare * Double(length)
            }
            if copies { return Array(lines.prefix(length)) }
        }
        return lines
    }

    /// The words of the food a line names, amount and unit left out ("fresh", "homemade", "dough").
    static func nameWords(_ line: String) -> Set<String> {
        let name = IngredientLineParser.parse(line).name.lowercased()
        return Set(name.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }.map(String.init))
    }
}
