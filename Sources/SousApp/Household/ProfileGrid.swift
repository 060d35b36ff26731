/// How a person's boxes are laid out: allergies in two columns of seven, then diets and guest
/// in a third. Up and down walk the boxes in order; left and right keep the row.
public enum ProfileGrid {
    public static let columns: [Range<Int>] = [0..<7, 7..<14, 14..<ProfileItem.all.count]

    public static func position(of item: Int) -> (column: Int, row: Int) {
        let column = columns.firstIndex { $0.contains(item) } ?? 0
        return (column, item - columns[column].lowerBound)
    }

    public static func moved(_ item: Int, by columnsOver: Int) -> Int {
        let (column, row) = position(of: item)
        let target = min(max(0, column + columnsOver), columns.count - 1)
        let range = columns[target]
        return min(range.lowerBound + row, range.upperBound - 1)
    }
}
