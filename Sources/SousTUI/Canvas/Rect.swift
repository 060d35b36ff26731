/// A rectangle of cells: where a widget may draw.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// Splits off `count` rows from the top; the rest is the second value.
    public func splitTop(_ count: Int) -> (Rect, Rect) {
        let top = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: top),
                Rect(x: x, y: y + top, width: width, height: height - top))
    }

    /// Splits off `count` rows from the bottom; the rest is the first value.
    public func splitBottom(_ count: Int) -> (Rect, Rect) {
        let bottom = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: height - bottom),
                Rect(x: x, y: y + height - bottom, width: width, height: bottom))
    }

    /// Splits off `count` columns from the left; the rest is the second value.
    public func splitLeft(_ count: Int) -> (Rect, Rect) {
        let left = min(max(0, count), width)
        return (Rect(x: x, y: y, width: left, height: height),
                Rect(x: x + left, y: y, width: width - left, height: height))
    }

    public func inset(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
