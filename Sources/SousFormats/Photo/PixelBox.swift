/// A rectangle in a page image, in pixels: y grows downwards, as Tesseract reports it.
public struct PixelBox: Hashable, Sendable {
    public var left: Double
    public var top: Double
    public var width: Double
    public var height: Double

    public init(left: Double, top: Double, width: Double, height: Double) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
    }

    public var right: Double { left + width }
    public var bottom: Double { top + height }
    public var midX: Double { left + width / 2 }
    public var midY: Double { top + height / 2 }

    /// The smallest box holding both.
    public func union(_ other: PixelBox) -> PixelBox {
        let left = min(self.left, other.left), top = min(self.top, other.top)
        return PixelBox(left: left, top: top, width: max(right, other.right) - left, height: max(bottom, other.bottom) - top)
    }
}
